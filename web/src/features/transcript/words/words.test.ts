import { describe, expect, it } from 'vitest';
import { countWordsWithDrafts, savedWordCounts } from './words.ts';

describe('countWordsWithDrafts', () => {
  it('corrects the saved count for the edited segments only', () => {
    const saved = savedWordCounts([
      { start: 0, text: 'one two three' },
      { start: 4, text: 'four five' },
    ]);
    expect(saved.total).toBe(5);
    expect(countWordsWithDrafts(saved, new Map())).toBe(5);
    expect(countWordsWithDrafts(saved, new Map([[4, 'four five six seven']]))).toBe(7);
    expect(countWordsWithDrafts(saved, new Map([[0, ''], [9, 'not a segment']]))).toBe(2);
  });
});

describe('savedWordCounts', () => {
  it('counts again only the texts that changed since the counts it is given', () => {
    const before = savedWordCounts([
      { start: 0, text: 'one two three' },
      { start: 4, text: 'four five' },
    ]);
    // A stale count for an unchanged text shows it was reused, not counted again.
    const reused = { ...before, bySegment: new Map([[0, 30], [4, 2]]) };
    const after = savedWordCounts(
      [
        { start: 0, text: 'one two three' },
        { start: 4, text: 'four five six' },
        { start: 8, text: 'seven' },
      ],
      reused,
    );
    expect([...after.bySegment]).toEqual([[0, 30], [4, 3], [8, 1]]);
    expect(after.total).toBe(34);
  });
});
