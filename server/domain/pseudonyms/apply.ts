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

/** A span of a segment's words, `from` to `to` included (indexes as shared/segment-words.ts counts them). */
export interface WordSpan {
  from: number;
  to: number;
}

/**
 * How spans of `text`'s words and of its pseudonymised form's words correspond, where a replacement has more or fewer
 * words than its term: a written word inside a term becomes all of its replacement's words, and a shown word of a
 * replacement all of its term's words (a span never shows or takes half a pseudonym). Spans out of range pass as
 * they are, for the caller's own check to refuse.
 */
export function wordSpans(text: string, list: readonly Pseudonym[]): { shown(span: WordSpan): WordSpan; written(span: WordSpan): WordSpan } {
  const matches = matchText(text, list);
  const shownStarts = [...replaceMatches(text, matches, shown).matchAll(/\S+/g)].map((word) => word.index);
  // An offset of `text` in the shown text: a term's own characters go to its replacement's first or last one.
  const shownOffset = (offset: number, side: 'first' | 'last') => {
    let shift = 0;
    for (const match of matches) {
      if (offset < match.start) break;
      const replacement = shown(match.pseudonym).length;
      if (offset < match.end) return match.start + shift + (side === 'first' ? 0 : replacement - 1);
      shift += replacement - (match.end - match.start);
    }
    return offset + shift;
  };
  const wordHolding = (offset: number) => shownStarts.findLastIndex((start) => start <= offset);
  // For each written word, the shown words it became.
  const became = [...text.matchAll(/\S+/g)].map((word) => ({
    from: wordHolding(shownOffset(word.index, 'first')),
    to: wordHolding(shownOffset(word.index + word[0].length - 1, 'last')),
  }));
  const inRange = (span: WordSpan, count: number) => span.from >= 0 && span.to < count && span.from <= span.to;
  return {
    shown: (span) => (inRange(span, became.length) ? { from: became[span.from].from, to: became[span.to].to } : span),
    written: (span) =>
      inRange(span, shownStarts.length)
        ? { from: became.findIndex((word) => word.to >= span.from), to: became.findLastIndex((word) => word.from <= span.to) }
        : span,
  };
}
