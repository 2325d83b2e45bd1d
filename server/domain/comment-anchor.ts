import { segmentWords, wordKey } from '../../shared/segment-words.ts';

/** Where a comment was made: a segment (its id and times then), and maybe a span of its words, quoted. */
export interface CommentAnchor {
  segmentId: string;
  segmentStart: number;
  segmentEnd: number;
  span: { from: number; to: number } | null;
  /** The words of the span (or the segment's text, for a comment on the whole segment). */
  quote: string;
}

/** Where a comment is in a version: its segment, its words there, and whether what it was about is gone. */
export interface CommentPlace {
  /** The segment it shows at; for an outdated comment the nearest one by time (null in a transcript without segments). */
  segmentId: string | null;
  fromWord: number | null;
  toWord: number | null;
  /** Its words (or its segment) are no longer there: shown apart, never lost. */
  outdated: boolean;
}

interface PlacedSegment {
  id?: string;
  start: number;
  end: number;
  text: string;
  /** Word timings, when kept: they tell where a merged-in segment's words begin. */
  words?: readonly { start: number }[];
}

/**
 * Finds a comment again in a later version (pure):
 * - its segment by id; a segment a merge removed is found in the one that took it over (merges keep the first
 *   segment's id, and the merged segment's times cover the removed one's start);
 * - its quoted words in that segment, or in the parts split off it (their ids derive from its id), the occurrence
 *   nearest to where they were;
 * - outdated when the words (or, for a whole-segment comment, the segment) cannot be found.
 */
export function placeComment(anchor: CommentAnchor, segments: readonly PlacedSegment[]): CommentPlace {
  const own = segments.find((segment) => segment.id === anchor.segmentId);
  const covering = own ?? segments.find((segment) => segment.start <= anchor.segmentStart && anchor.segmentStart < segment.end);
  if (!anchor.span) {
    return covering ? { segmentId: covering.id ?? null, fromWord: null, toWord: null, outdated: false } : outdatedNear(anchor, segments);
  }
  const candidates = [
    ...(covering ? [covering] : []),
    ...segments.filter((segment) => segment !== covering && segment.id?.startsWith(`${anchor.segmentId}.`)),
  ];
  const quoted = segmentWords(anchor.quote).map(matchKey);
  for (const segment of candidates) {
    // In the segment that took over a merged one, its words follow the first segment's: look near there.
    const offset = segment === covering && !own ? wordsBefore(segment, anchor.segmentStart) : 0;
    const from = nearestOccurrence(segmentWords(segment.text).map(matchKey), quoted, anchor.span.from + offset);
    if (from !== null) return { segmentId: segment.id ?? null, fromWord: from, toWord: from + quoted.length - 1, outdated: false };
  }
  return outdatedNear(anchor, segments);
}

/** A word's key, or the word itself when it is all punctuation (a dash, "..."). */
const matchKey = (word: string) => wordKey(word) || word;

/** Outdated, shown at the last segment that starts before where it was (else the first). */
function outdatedNear(anchor: CommentAnchor, segments: readonly PlacedSegment[]): CommentPlace {
  const before = segments.filter((segment) => segment.start <= anchor.segmentStart).at(-1);
  return { segmentId: (before ?? segments[0])?.id ?? null, fromWord: null, toWord: null, outdated: true };
}

/** Where a merged-in segment's words begin in the segment that took it over: by the word timings, else by time. */
function wordsBefore(segment: PlacedSegment, at: number): number {
  const count = segmentWords(segment.text).length;
  if (segment.words?.length === count) {
    const index = segment.words.findIndex((word) => word.start >= at);
    return index < 0 ? count : index;
  }
  const length = segment.end - segment.start;
  return length > 0 ? Math.round((count * (at - segment.start)) / length) : 0;
}

/** The start of the occurrence of `needle` in `words` nearest to `near`; null when there is none. */
function nearestOccurrence(words: readonly string[], needle: readonly string[], near: number): number | null {
  if (!needle.length) return null;
  let best: number | null = null;
  for (let i = 0; i + needle.length <= words.length; i++) {
    if (!needle.every((word, j) => words[i + j] === word)) continue;
    if (best === null || Math.abs(i - near) < Math.abs(best - near)) best = i;
  }
  return best;
}
