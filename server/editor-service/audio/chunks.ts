import { FRAME_SECONDS, type Span } from '../speakers/vad.ts';

/**
 * Splits a recording into chunks for parallel recognizers, cutting in the middle of the longest pause near
 * each chunk's end so no word is cut in two. Chunks aim at an equal share per worker, within bounds: short
 * enough that progress moves, long enough that starting a recognizer is a small cost.
 */
export function planChunks(
  speech: Uint8Array,
  totalSeconds: number,
  { workers = 1, shortest = 8, longest = 60 } = {},
): Span[] {
  const target = Math.min(longest, Math.max(shortest, totalSeconds / workers));
  const chunks: Span[] = [];
  let cursor = 0;
  while (totalSeconds - cursor > target * 1.2) {
    const cut = quietestCut(speech, cursor + 0.6 * target, cursor + target) ?? cursor + target;
    chunks.push({ start: cursor, end: cut });
    cursor = cut;
  }
  chunks.push({ start: cursor, end: totalSeconds });
  return chunks;
}

/** The middle of the longest run of non-speech frames between two times, if there is any. */
function quietestCut(speech: Uint8Array, fromSeconds: number, toSeconds: number): number | undefined {
  const from = Math.floor(fromSeconds / FRAME_SECONDS);
  const to = Math.min(speech.length, Math.floor(toSeconds / FRAME_SECONDS));
  let best: [number, number] | undefined;
  let runStart = -1;
  for (let f = from; f <= to; f++) {
    const quiet = f < to && !speech[f];
    if (quiet && runStart < 0) runStart = f;
    if (!quiet && runStart >= 0) {
      if (!best || f - runStart > best[1] - best[0]) best = [runStart, f];
      runStart = -1;
    }
  }
  return best && Math.round(((best[0] + best[1]) / 2) * FRAME_SECONDS * 100) / 100;
}
