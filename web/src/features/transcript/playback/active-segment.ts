export interface Timed {
  start: number;
  end: number;
}

/**
 * The segment playing at `time` (start <= time < end), or -1. Segments are ordered by start;
 * a binary search keeps this cheap on two-hour transcripts.
 */
export function activeSegmentIndex(segments: readonly Timed[], time: number): number {
  let low = 0;
  let high = segments.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (segments[mid].start <= time) low = mid + 1;
    else high = mid - 1;
  }
  // `high` is the last segment starting at or before `time`.
  return high >= 0 && time < segments[high].end ? high : -1;
}
