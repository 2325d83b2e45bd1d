import { expect, it } from 'vitest';
import { wordsIn } from './word-count.ts';

it('counts whitespace-separated words', () => {
  expect(wordsIn('Hello there.')).toBe(2);
  expect(wordsIn('  How\tare\nyou? ')).toBe(3);
  expect(wordsIn('')).toBe(0);
  expect(wordsIn('   ')).toBe(0);
  expect(wordsIn("it's well-known — isn't it")).toBe(5);
});
