import { hideInJson, revealTerms, type PlaceholderTerm } from '../../domain/pseudonyms/placeholders.ts';
import { createLlmClient, type LlmSettings } from '../llm/client.ts';
import type { RefineEngine, RefineSegment, Refinement } from '../types.ts';
import { readAnswer, toPromptSegment, type PromptSegment } from './llm-answer.ts';

export interface LlmOptions extends LlmSettings {
  /** Segments and characters per request: long transcripts do not fit one answer. */
  chunkSegments?: number;
  chunkChars?: number;
}

const INSTRUCTIONS = [
  'You correct automatic interview transcripts.',
  'Fix spelling, punctuation, casing and obvious mis-hearings in each segment\'s "text". Do not summarise, reword, translate, merge or split segments.',
  'The segments are one running text: a sentence may go on into the next segment, also when the speaker changes. Never end a segment with a full stop, or start one with a capital, where its sentence goes on.',
  '"before" and "after" hold the neighbouring segments, as context only: read them, do not correct or return them.',
  'Answer with JSON only: {"segments": [...]} with exactly the segments you were given, in the same order, each with its "start", "end" and "speaker" unchanged and only "text" corrected.',
].join(' ');

/** Neighbouring segments sent with each chunk, read-only, so a sentence cut at a chunk's edge reads on. */
const CONTEXT_SEGMENTS = 2;

/** Consecutive runs of segments that fit one request. */
export function chunk<T extends { text: string }>(segments: T[], most: number, chars: number): T[][] {
  const chunks: T[][] = [];
  let size = 0;
  for (const segment of segments) {
    const current = chunks.at(-1);
    if (!current || current.length >= most || (size + segment.text.length > chars && current.length > 0)) {
      chunks.push([segment]);
      size = 0;
    } else current.push(segment);
    size += segment.text.length;
  }
  return chunks;
}

/**
 * Refinement by a language model, through the one LLM client: the terms given with a request are sent as
 * placeholders and put back in each segment's answer; a chunk whose placeholders came back altered keeps its text.
 */
export function createLlmEngine({ chunkSegments = 40, chunkChars = 6000, ...settings }: LlmOptions): RefineEngine {
  const client = createLlmClient(settings);
  return {
    name: 'llm',
    async refine(segments: RefineSegment[], signal?: AbortSignal, terms: readonly PlaceholderTerm[] = []): Promise<Refinement> {
      const texts: string[] = [];
      const notes: string[] = [];
      const chunks = chunk(segments, chunkSegments, chunkChars);
      let from = 0;
      for (const [index, part] of chunks.entries()) {
        const sent = part.map(toPromptSegment);
        const context = {
          before: segments.slice(Math.max(0, from - CONTEXT_SEGMENTS), from).map(toPromptSegment),
          after: segments.slice(from + part.length, from + part.length + CONTEXT_SEGMENTS).map(toPromptSegment),
        };
        from += part.length;
        const content = await client.completeJson(INSTRUCTIONS, { before: context.before, segments: sent, after: context.after }, terms, signal);
        const answer = revealed(readAnswer(content, hideInJson(sent, terms) as PromptSegment[]), part, terms);
        if ('texts' in answer) texts.push(...answer.texts);
        else {
          // A bad answer must not cost the user their text or timings: this chunk stays as it was.
          texts.push(...part.map((segment) => segment.text));
          notes.push(`chunk ${index + 1} of ${chunks.length} (segments ${texts.length - part.length + 1}-${texts.length}) kept its original text: ${answer.problem}`);
        }
      }
      return { texts, notes };
    },
  };
}

/** The answer's texts with the terms put back, or the problem when a segment's placeholders came back altered. */
function revealed(answer: ReturnType<typeof readAnswer>, part: readonly RefineSegment[], terms: readonly PlaceholderTerm[]): ReturnType<typeof readAnswer> {
  if (!('texts' in answer) || terms.length === 0) return answer;
  const texts: string[] = [];
  for (const [i, text] of answer.texts.entries()) {
    const back = revealTerms(text, part[i].text, terms);
    if (back === null) return { problem: `segment ${i + 1} came back with its placeholders altered` };
    texts.push(back);
  }
  return { texts };
}
