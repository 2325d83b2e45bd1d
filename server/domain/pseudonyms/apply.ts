import type { Segment } from '../segment-types.ts';
import { matchText, replaceMatches, replaceWords } from './match.ts';
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
 * What a reader is shown: read through `shownWith` (Transcript.shownWith, the list of a transcript they see
 * pseudonyms of), else as written.
 */
export const shownSegments = (shownWith: readonly Pseudonym[] | undefined, segments: Segment[]): Segment[] =>
  shownWith ? pseudonymiseSegments(segments, shownWith) : segments;

export const shownText = (shownWith: readonly Pseudonym[] | undefined, text: string): string => (shownWith ? pseudonymiseText(text, shownWith) : text);
