import { describe, expect, it } from 'vitest';
import { countWords } from './words.ts';

describe('countWords', () => {
  it('counts whitespace-separated words across segments', () => {
    expect(countWords(['Hello there.', '  How\tare\nyou? ', '', '   '])).toBe(5);
    expect(countWords([])).toBe(0);
    expect(countWords(["it's well-known — isn't it"])).toBe(5);
  });
});
