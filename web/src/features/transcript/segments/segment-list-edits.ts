import type { SegmentInput } from '../../../graphql/generated.ts';

interface Current {
  start: number;
  end: number;
  text: string;
}

/** Times are kept to the millisecond, as the server keeps them. */
const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * The full segment list (as saveEdits takes it) with a new segment starting at `time` (empty, or with `text`). Inside a
 * segment, that one now ends at `time` and the new one takes the rest of its time; elsewhere the new one
 * lasts until the next segment (or the end of the audio). Starts identify segments, so an occupied start
 * moves on by a millisecond.
 */
export function withSegmentAt(segments: readonly Current[], time: number, duration: number | null, text = ''): { segments: SegmentInput[]; start: number } {
  let start = Math.max(0, ms(time));
  const starts = new Set(segments.map((segment) => segment.start));
  while (starts.has(start)) start = ms(start + 0.001);
  const inside = segments.find((segment) => segment.start < start && start < segment.end);
  const next = segments.find((segment) => segment.start > start);
  const end = inside ? inside.end : Math.max(start, next?.start ?? duration ?? start);
  const list: SegmentInput[] = segments.map((segment) =>
    segment === inside ? { start: segment.start, end: start, text: segment.text } : { start: segment.start, text: segment.text },
  );
  list.push({ start, end: next ? Math.min(end, next.start) : end, speaker: '', text });
  list.sort((a, b) => a.start - b.start);
  return { segments: list, start };
}
