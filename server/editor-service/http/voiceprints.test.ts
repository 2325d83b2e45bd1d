import { expect, test } from 'vitest';
import { clipsOf } from './voiceprints.ts';

test('clips are [start, end] pairs in time order within the speech worker’s limits', () => {
  expect(clipsOf('[[0, 2.5], [2.5, 9]]')).toEqual([[0, 2.5], [2.5, 9]]);
  for (const bad of [null, 'not json', '[]', '[[3, 2]]', '[[0, 5], [4, 6]]', '[[0, 121]]', '[[-1, 2]]', '[[0, "2"]]', '[[0, 1, 2]]', JSON.stringify(Array.from({ length: 7 }, (_, i) => [i * 100, i * 100 + 100]))]) {
    expect(() => clipsOf(bad), String(bad)).toThrow(/^clips must be a JSON array of 1 to 500 \[start, end\] pairs/);
  }
});
