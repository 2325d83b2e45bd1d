import { segmentWords } from '../../../../../shared/segment-words.ts';
import { wordOffsets, type CommentTarget } from '../../../components/comments/comment-spans.ts';

/** Words selected in one segment's text (what a comment is made on: comment-spans.ts), never the whole segment. */
export type WordsSelected = CommentTarget & { from: number; to: number };

/** What a new highlight will be on: from a word of one segment to a word of the same or a later one. */
export interface HighlightTarget {
  fromSegmentId: string;
  fromWord: number;
  toSegmentId: string;
  toWord: number;
  quote: string;
  /** How many segments it spans. */
  segments: number;
}

interface ListedSegment {
  id: string;
  speaker: string | null;
  text: string;
}

/** Words selected in one segment, as a highlight's target. */
export const targetOfWords = ({ segmentId, from, to, quote }: WordsSelected): HighlightTarget => ({
  fromSegmentId: segmentId,
  fromWord: from,
  toSegmentId: segmentId,
  toWord: to,
  quote,
  segments: 1,
});

/**
 * A highlight from the words selected `earlier` (in an earlier segment) to those selected `now`: its first word is
 * the earlier selection's first, its last the one selected now. Null when `earlier` is not in a segment before `now`'s
 * (a highlight cannot run backwards). Whether the segments between are one speaker's is `sameSpeaker`'s to say: the
 * server refuses a span across speakers, and the page shows its answer.
 */
export function spanTarget(earlier: WordsSelected | null, now: WordsSelected, segments: readonly ListedSegment[]): HighlightTarget | null {
  if (!earlier) return null;
  const first = segments.findIndex((segment) => segment.id === earlier.segmentId);
  const last = segments.findIndex((segment) => segment.id === now.segmentId);
  if (first < 0 || last <= first) return null;
  const spanned = segments.slice(first, last + 1);
  const words = spanned.map((segment, i) => {
    const all = segmentWords(segment.text);
    return (i === 0 ? all.slice(earlier.from) : i === spanned.length - 1 ? all.slice(0, now.to + 1) : all).join(' ');
  });
  return {
    fromSegmentId: earlier.segmentId,
    fromWord: earlier.from,
    toSegmentId: now.segmentId,
    toWord: now.to,
    quote: words.filter(Boolean).join(' '),
    segments: spanned.length,
  };
}

/** Whether every segment a target spans is one speaker's (the server's rule for a highlight). */
export function sameSpeaker(target: HighlightTarget, segments: readonly ListedSegment[]): boolean {
  const first = segments.findIndex((segment) => segment.id === target.fromSegmentId);
  const last = segments.findIndex((segment) => segment.id === target.toSegmentId);
  return first >= 0 && last >= first && segments.slice(first, last + 1).every((segment) => segment.speaker === segments[first].speaker);
}

interface PlacedHighlight {
  id: string;
  outdated: boolean;
  fromSegmentId?: string | null;
  fromWord?: number | null;
  toSegmentId?: string | null;
  toWord?: number | null;
}

/** A highlight's words in one segment: word indexes, `to` null for "to the segment's end". */
export interface HighlightedWords {
  id: string;
  from: number;
  to: number | null;
}

/**
 * The words each highlight is on, by segment: from its first word to the end of its first segment, every word of the
 * segments between, and up to its last word in its last segment. Outdated ones mark no words.
 */
export function highlightedWordsBySegment(highlights: readonly PlacedHighlight[], order: readonly string[]): Map<string, HighlightedWords[]> {
  const index = new Map(order.map((id, i) => [id, i]));
  const bySegment = new Map<string, HighlightedWords[]>();
  const add = (segmentId: string, words: HighlightedWords) => {
    const list = bySegment.get(segmentId);
    if (list) list.push(words);
    else bySegment.set(segmentId, [words]);
  };
  for (const highlight of highlights) {
    const { id, outdated, fromSegmentId, fromWord, toSegmentId, toWord } = highlight;
    if (outdated || fromSegmentId == null || toSegmentId == null || fromWord == null || toWord == null) continue;
    const [first, last] = [index.get(fromSegmentId), index.get(toSegmentId)];
    if (first === undefined || last === undefined || last < first) continue;
    for (let i = first; i <= last; i++) add(order[i], { id, from: i === first ? fromWord : 0, to: i === last ? toWord : null });
  }
  return bySegment;
}

/** The character ranges of `text` (as shown, maybe a draft) that highlights are on, each with its highlight. */
export function highlightedRanges(text: string, words: readonly HighlightedWords[]): { from: number; to: number; id: string }[] {
  const offsets = wordOffsets(text);
  const ranges: { from: number; to: number; id: string }[] = [];
  for (const { id, from, to } of words) {
    const [first, last] = [offsets[from], offsets[Math.min(to ?? offsets.length - 1, offsets.length - 1)]];
    if (first && last && last.to > first.from) ranges.push({ from: first.from, to: last.to, id });
  }
  return ranges;
}

/** The highlight a caret at `offset` is in (on one of its words, or a space between two), if any. */
export const highlightAt = (ranges: readonly { from: number; to: number; id: string }[], offset: number): string | null =>
  ranges.find((range) => offset >= range.from && offset <= range.to)?.id ?? null;
