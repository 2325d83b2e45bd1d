import { describe, expect, it } from 'vitest';
import { findMatches, stepMatch } from './find.ts';

const segments = [
  { start: 0, text: 'The cat sat. Cat food, (cat)?' },
  { start: 4.5, text: 'Concatenate the cat.' },
];

describe('findMatches', () => {
  it('finds literal text, ignoring case by default, in reading order', () => {
    expect(findMatches(segments, 'cat', { matchCase: false, wholeWord: false }).map((m) => [m.start, m.index])).toEqual([
      [0, 4],
      [0, 13],
      [0, 24],
      [4.5, 3],
      [4.5, 16],
    ]);
  });

  it('honours match case and whole words', () => {
    expect(findMatches(segments, 'Cat', { matchCase: true, wholeWord: false })).toHaveLength(1);
    expect(findMatches(segments, 'cat', { matchCase: false, wholeWord: true })).toHaveLength(4);
  });

  it('treats pattern characters literally', () => {
    expect(findMatches(segments, '(cat)?', { matchCase: false, wholeWord: false })).toEqual([{ start: 0, index: 23, length: 6 }]);
    expect(findMatches(segments, '', { matchCase: false, wholeWord: false })).toEqual([]);
  });
});

describe('stepMatch', () => {
  it('wraps around both ways', () => {
    expect(stepMatch(0, 3, 1)).toBe(1);
    expect(stepMatch(2, 3, 1)).toBe(0);
    expect(stepMatch(0, 3, -1)).toBe(2);
    expect(stepMatch(0, 0, 1)).toBe(0);
  });
});
