import { revealPlaceholders } from '../../domain/pseudonyms/placeholders.ts';
import { minutesClock } from '../../domain/clock.ts';
import type { SummaryRequest } from '../contract.ts';
import { createLlmClient, type LlmSettings } from '../llm/client.ts';

/** How much of a transcript one request sends: a long one is sampled evenly, so the model sees all of it. */
const MOST_CHARS = 60_000;

const INSTRUCTIONS = [
  'You write the summary of an interview for its show notes.',
  'Write 3 to 6 sentences that say what the interview is about, in the order it is said, in the language of the interview.',
  'End each sentence with the time of the segment it summarises, in square brackets exactly as that segment\'s "time" is given, e.g. [04:15]; you may cite more than one.',
  'Cite only times that are given. Placeholders in square brackets, such as [Person A], are names: keep them exactly as written.',
  'Answer with JSON only: {"lines": ["First sentence. [00:12]", ...]}.',
].join(' ');

/** The segments sent: every one while they fit, else every n-th. */
function sample(segments: SummaryRequest['segments']): SummaryRequest['segments'] {
  const size = segments.reduce((sum, segment) => sum + segment.text.length, 0);
  const step = Math.max(1, Math.ceil(size / MOST_CHARS));
  return segments.filter((_, i) => i % step === 0);
}

/** A summary by the language model, through the one LLM client; the lines as it wrote them, the terms put back. */
export function createLlmSummary(settings: LlmSettings) {
  const client = createLlmClient(settings);
  return async (request: SummaryRequest, signal?: AbortSignal): Promise<string[]> => {
    const segments = sample(request.segments).map(({ start, speaker, text }) => ({ time: minutesClock(start), speaker, text }));
    const content = await client.completeJson(INSTRUCTIONS, { segments }, request.pseudonyms, signal);
    let lines: unknown;
    try {
      lines = (JSON.parse(content) as { lines?: unknown }).lines;
    } catch {
      return [];
    }
    return Array.isArray(lines) ? lines.filter((line): line is string => typeof line === 'string').map((line) => revealPlaceholders(line, request.pseudonyms)) : [];
  };
}
