import { ServiceError } from '../errors.ts';
import type { RefineEngine, RefineSegment, Refinement } from '../types.ts';
import { callProvider } from '../upstream.ts';
import { readAnswer, toPromptSegment, type PromptSegment } from './llm-answer.ts';

export interface LlmOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per chunk. */
  timeoutMs: number;
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

/** An OpenAI-compatible chat-completions API (hosted, llama.cpp, Ollama, …) asked to correct text only. */
export function createLlmEngine({ baseUrl, apiKey, model, timeoutMs, chunkSegments = 40, chunkChars = 6000 }: LlmOptions): RefineEngine {
  async function ask(sent: PromptSegment[], context: { before: PromptSegment[]; after: PromptSegment[] }, signal?: AbortSignal): Promise<string> {
    const response = await callProvider(
      'The language model',
      `${baseUrl}/chat/completions`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({
          model,
          temperature: 0,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: INSTRUCTIONS },
            { role: 'user', content: JSON.stringify({ before: context.before, segments: sent, after: context.after }) },
          ],
        }),
        timeoutMs,
      },
      signal,
    );
    const body = (await response.json().catch(() => undefined)) as { choices?: Array<{ message?: { content?: unknown } }> } | undefined;
    const content = body?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new ServiceError(502, 'The language model answered without a chat completion');
    return content;
  }

  return {
    name: 'llm',
    async refine(segments: RefineSegment[], signal?: AbortSignal): Promise<Refinement> {
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
        const answer = readAnswer(await ask(sent, context, signal), sent);
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
