import type { RefineSegment } from '../types.ts';

/** What the model is shown for each segment, and must give back with only the text changed. */
export interface PromptSegment {
  start: number;
  end: number | null;
  speaker: string | null;
  text: string;
}

export const toPromptSegment = (segment: RefineSegment): PromptSegment => ({
  start: segment.start,
  end: segment.end ?? null,
  speaker: segment.speaker ?? null,
  text: segment.text,
});

/**
 * Checks a model's answer for one chunk: JSON (bare, or in a ```json fence) holding `segments` with the same
 * count, starts, ends and speakers as sent. Returns the new texts, or why the answer cannot be used.
 */
export function readAnswer(content: string, sent: PromptSegment[]): { texts: string[] } | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    return { problem: 'the answer was not JSON' };
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { segments?: unknown })?.segments;
  if (!Array.isArray(list)) return { problem: 'the answer had no segments list' };
  if (list.length !== sent.length) return { problem: `the answer had ${list.length} segments instead of ${sent.length}` };
  const texts: string[] = [];
  for (const [i, item] of list.entries()) {
    const { start, end, speaker, text } = (item ?? {}) as Partial<PromptSegment>;
    if (typeof text !== 'string') return { problem: `segment ${i + 1} had no text` };
    if (start !== sent[i].start || (end ?? null) !== sent[i].end || (speaker ?? null) !== sent[i].speaker) {
      return { problem: `segment ${i + 1} changed its start, end or speaker` };
    }
    texts.push(text);
  }
  return { texts };
}
