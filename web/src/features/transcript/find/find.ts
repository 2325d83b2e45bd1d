import { findPattern, type FindOptions } from '../../../../../shared/find-pattern.ts';

export type { FindOptions };

/** One occurrence: the segment (by start) and where in its text. */
export interface TextMatch {
  start: number;
  index: number;
  length: number;
}

/** Every match of `find` in the segments' texts, in reading order. */
export function findMatches(segments: Iterable<{ start: number; text: string }>, find: string, options: FindOptions): TextMatch[] {
  if (!find) return [];
  const pattern = findPattern(find, options);
  const matches: TextMatch[] = [];
  for (const { start, text } of segments) {
    for (const match of text.matchAll(pattern)) matches.push({ start, index: match.index, length: match[0].length });
  }
  return matches;
}

/** The match after (+1) or before (-1) `current`, wrapping around; 0 when there was none. */
export function stepMatch(current: number, count: number, direction: 1 | -1): number {
  if (count === 0) return 0;
  return (current + direction + count) % count;
}
