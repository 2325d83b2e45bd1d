import { segmentWords } from '../../../../shared/segment-words.ts';

export interface ReadingWord {
  text: string;
  /** When it is said; null when the segment has no word timings that match its text. */
  start: number | null;
}

/** A segment's words as the reading page shows them: its text's words, with their times when they are known. */
export function readingWords(text: string, timings: ReadonlyArray<{ start: number }>): ReadingWord[] {
  const words = segmentWords(text);
  const timed = timings.length === words.length;
  return words.map((word, i) => ({ text: word, start: timed ? timings[i].start : null }));
}

/** The word being said at `time`: the last one started by then (-1 before the first). */
export function wordAt(words: readonly ReadingWord[], time: number): number {
  let found = -1;
  for (let i = 0; i < words.length; i++) if (words[i].start !== null && words[i].start! <= time) found = i;
  return found;
}

/** The words a selection spans in one segment, from the data-word indexes of its two ends; null across segments. */
export function selectedSpan(anchor: Element | null, focus: Element | null): { segmentId: string; from: number; to: number } | null {
  const a = anchor?.closest('[data-word]');
  const b = focus?.closest('[data-word]');
  if (!a || !b) return null;
  const segmentId = a.closest('[data-segment-id]')?.getAttribute('data-segment-id');
  if (!segmentId || b.closest('[data-segment-id]')?.getAttribute('data-segment-id') !== segmentId) return null;
  const [from, to] = [Number(a.getAttribute('data-word')), Number(b.getAttribute('data-word'))].sort((x, y) => x - y);
  return { segmentId, from, to };
}
