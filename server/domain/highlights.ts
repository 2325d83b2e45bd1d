import { segmentWords } from '../../shared/segment-words.ts';
import { placeComment, type CommentAnchor } from './comment-anchor.ts';
import { badInput } from './errors.ts';
import type { Segment } from './segment-types.ts';
import { cleanLine, cleanText } from './user-text.ts';

import { MAX_NOTE_CHARS, MAX_TAG_CHARS, MAX_TAGS } from '../../shared/highlight-limits.ts';


/** Where a highlight is in a version: its first and last words, when and by whom they are said; or outdated. */
export interface HighlightPlace {
  fromSegmentId: string | null;
  fromWord: number | null;
  toSegmentId: string | null;
  toWord: number | null;
  /** Some of its words are no longer there: shown with its quote, never lost. */
  outdated: boolean;
  /** The words' times and speaker now; null when outdated (the stored ones are shown). */
  start: number | null;
  end: number | null;
  speaker: string | null;
}

/** The selection a highlight is made on: from a word of one segment to a word of the same or a later one. */
export interface HighlightSelection {
  fromSegmentId: string;
  fromWord: number;
  toSegmentId: string;
  toWord: number;
}

/**
 * The anchors of a selection in `segments` (one per segment, each on words, as comments anchor), with its speaker and
 * times; refused unless it runs forwards over consecutive segments of one speaker.
 */
export function anchorSelection(selection: HighlightSelection, segments: readonly Segment[]): { parts: CommentAnchor[]; speaker: string; start: number; end: number } {
  const first = segments.findIndex((segment) => segment.id === selection.fromSegmentId);
  const last = segments.findIndex((segment) => segment.id === selection.toSegmentId);
  if (first < 0 || last < 0) throw badInput('That segment is not in the current version: load the transcript again.');
  if (last < first) throw badInput('toSegmentId must be fromSegmentId or a segment after it.');
  const spanned = segments.slice(first, last + 1);
  const speaker = spanned[0].speaker;
  if (spanned.some((segment) => segment.speaker !== speaker)) {
    throw badInput('A highlight is the words of one speaker: its segments must be consecutive segments of the same speaker.');
  }
  const parts = spanned.map((segment, i) => {
    const count = segmentWords(segment.text).length;
    const from = i === 0 ? selection.fromWord : 0;
    const to = i === spanned.length - 1 ? selection.toWord : count - 1;
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to >= count || to < from) {
      throw badInput(`fromWord and toWord must be word indexes of their segments (here 0 to ${count - 1}), the first word before the last.`);
    }
    return { segmentId: segment.id!, segmentStart: segment.start, segmentEnd: segment.end, span: { from, to }, quote: segmentWords(segment.text).slice(from, to + 1).join(' ') };
  });
  return { parts, speaker, start: wordStart(spanned[0], parts[0].span.from), end: wordEnd(spanned.at(-1)!, parts.at(-1)!.span!.to) };
}

/** Finds a highlight again in a later version: each part as a comment is found (domain/comment-anchor.ts). */
export function placeHighlight(parts: readonly CommentAnchor[], segments: readonly Segment[]): HighlightPlace {
  const places = parts.map((part) => placeComment(part, segments));
  const first = places[0];
  const last = places.at(-1)!;
  if (!first || places.some((place) => place.outdated)) {
    return { fromSegmentId: first?.segmentId ?? null, fromWord: null, toSegmentId: last?.segmentId ?? null, toWord: null, outdated: true, start: null, end: null, speaker: null };
  }
  const from = segments.find((segment) => segment.id === first.segmentId)!;
  const to = segments.find((segment) => segment.id === last.segmentId)!;
  return {
    fromSegmentId: first.segmentId,
    fromWord: first.fromWord,
    toSegmentId: last.segmentId,
    toWord: last.toWord,
    outdated: false,
    start: wordStart(from, first.fromWord!),
    end: wordEnd(to, last.toWord!),
    speaker: from.speaker,
  };
}

/** The tags as kept: each on one line and trimmed, empty ones dropped, the first spelling of each kept (case aside). */
export function cleanTags(raw: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const tag of raw.map(cleanLine)) if (tag && !seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  const tags = [...seen.values()];
  if (tags.length > MAX_TAGS) throw badInput(`A highlight has at most ${MAX_TAGS} tags.`);
  const long = tags.find((tag) => [...tag].length > MAX_TAG_CHARS);
  if (long) throw badInput(`A tag is at most ${MAX_TAG_CHARS} characters: "${[...long].slice(0, 20).join('')}…" is longer.`);
  return tags;
}

/** The note as kept: trimmed; "" for none. */
export function cleanNote(raw: string | null | undefined): string {
  const note = cleanText(raw ?? '').trim();
  if ([...note].length > MAX_NOTE_CHARS) throw badInput(`A note is at most ${MAX_NOTE_CHARS} characters.`);
  return note;
}

/** When a segment's word begins: by its timing when the timings match the text, else shared out evenly. */
export function wordStart(segment: Segment, index: number): number {
  const count = segmentWords(segment.text).length;
  if (segment.words?.length === count) return segment.words[index].start;
  return segment.start + ((segment.end - segment.start) * index) / Math.max(count, 1);
}

export function wordEnd(segment: Segment, index: number): number {
  const count = segmentWords(segment.text).length;
  if (segment.words?.length === count) return segment.words[index].end;
  return segment.start + ((segment.end - segment.start) * (index + 1)) / Math.max(count, 1);
}
