export interface Timed {
  start: number;
  end: number;
}

/**
 * How far apart two times may be and still count as the same moment. The audio element reports times
 * like 33.049999 for a seek to 33.05; at a boundary between segments (or words) that must land in the
 * next one, not in neither.
 */
export const TIME_TOLERANCE = 0.005;

/**
 * The segment (or word) playing at `time` (start <= time < end, compared with TIME_TOLERANCE), or -1.
 * Ordered by start; a binary search keeps this cheap on long transcripts.
 */
export function activeSegmentIndex(segments: readonly Timed[], time: number): number {
  let low = 0;
  let high = segments.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (segments[mid].start <= time + TIME_TOLERANCE) low = mid + 1;
    else high = mid - 1;
  }
  // `high` is the last segment starting at or (within the tolerance) just after `time`.
  return high >= 0 && time < segments[high].end - TIME_TOLERANCE / 2 ? high : -1;
}
