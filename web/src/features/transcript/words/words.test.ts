import { describe, expect, it } from 'vitest';
import { countWords, countWordsWithDrafts, savedWordCounts } from './words.ts';

describe('countWords', () => {
  it('counts whitespace-separated words across segments', () => {
    expect(countWords(['Hello there.', '  How\tare\nyou? ', '', '   '])).toBe(5);
    expect(countWords([])).toBe(0);
    expect(countWords(["it's well-known — isn't it"])).toBe(5);
  });
});

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
