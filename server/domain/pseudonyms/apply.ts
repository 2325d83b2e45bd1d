import type { Segment } from '../segment-types.ts';
import { matchText, matchWords, replaceMatches, replaceWords } from './match.ts';
import type { Pseudonym } from './pseudonym.ts';

/** What a reader who sees pseudonyms is shown (README "Pseudonyms"): each term read as its replacement. */

const shown = (pseudonym: Pick<Pseudonym, 'replacement'>) => pseudonym.replacement;

export function pseudonymiseText(text: string, list: readonly Pseudonym[]): string {
  return replaceMatches(text, matchText(text, list), shown);
}

/** The segments with their texts, words and speaker names pseudonymised; ids and times stay. */
export function pseudonymiseSegments(segments: readonly Segment[], list: readonly Pseudonym[]): Segment[] {
  if (list.length === 0) return [...segments];
  return segments.map((segment) => ({
    ...segment,
    speaker: pseudonymiseText(segment.speaker, list),
    text: pseudonymiseText(segment.text, list),
    ...(segment.words ? { words: replaceWords(segment.words, list, shown) } : {}),
  }));
}

/**
 * Where the terms are heard (what bleeps hide): each match's time on the segment's timed words. A segment without
 * words that names a term is hidden whole, as its words cannot say where: hiding too much is the safe mistake.
 */
export function heardSpans(segments: readonly Segment[], list: readonly Pseudonym[]): { start: number; end: number }[] {
  if (list.length === 0) return [];
  return segments.flatMap((segment) => {
    if (segment.words?.length) return matchWords(segment.words, list).map(({ start, end }) => ({ start, end }));
    return matchText(segment.text, list).length ? [{ start: segment.start, end: segment.end }] : [];
  });
}

/**
 * What a reader is shown: read through `shownWith` (Transcript.shownWith, the list of a transcript they see
 * pseudonyms of), else as written.
 */
export const shownSegments = (shownWith: readonly Pseudonym[] | undefined, segments: Segment[]): Segment[] =>
  shownWith ? pseudonymiseSegments(segments, shownWith) : segments;

export const shownText = (shownWith: readonly Pseudonym[] | undefined, text: string): string => (shownWith ? pseudonymiseText(text, shownWith) : text);
