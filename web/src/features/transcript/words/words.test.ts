import { describe, expect, it } from 'vitest';
import { countWordsWithDrafts, savedWordCounts } from './words.ts';

describe('countWordsWithDrafts', () => {
  it('corrects the saved count for the edited segments only', () => {
    const saved = savedWordCounts([
      { id: 's0', text: 'one two three' },
      { id: 's4', text: 'four five' },
    ]);
    expect(saved.total).toBe(5);
    expect(countWordsWithDrafts(saved, new Map())).toBe(5);
    expect(countWordsWithDrafts(saved, new Map([['s4', 'four five six seven']]))).toBe(7);
    expect(countWordsWithDrafts(saved, new Map([['s0', ''], ['s9', 'not a segment']]))).toBe(2);
  });
});

describe('savedWordCounts', () => {
  it('counts again only the texts that changed since the counts it is given', () => {
    const before = savedWordCounts([
      { id: 's0', text: 'one two three' },
      { id: 's4', text: 'four five' },
    ]);
    // A stale count for an unchanged text shows it was reused, not counted again.
    const reused = { ...before, bySegment: new Map([['s0', 30], ['s4', 2]]) };
    const after = savedWordCounts(
      [
        { id: 's0', text: 'one two three' },
        { id: 's4', text: 'four five six' },
        { id: 's8', text: 'seven' },
      ],
      reused,
    );
    expect([...after.bySegment]).toEqual([['s0', 30], ['s4', 3], ['s8', 1]]);
    expect(after.total).toBe(34);
  });
});
