import { expect, test } from 'vitest';
import { evenSplit, halfMeanLength, pk, windowDiff } from './segmentation.ts';

// Ten units, the truth two parts of five (a boundary before unit 5), a window of 2: the 8 windows are (0,2) … (7,9),
// and the truth's ends lie in two parts for (3,5) and (4,6) only.
const truth = [5];

test('the truth itself scores 0, no split misses the 2 windows that cross the boundary', () => {
  expect(pk(truth, truth, 10, 2)).toBe(0);
  expect(windowDiff(truth, truth, 10, 2)).toBe(0);
  expect(pk(truth, [], 10, 2)).toBe(2 / 8);
  expect(windowDiff(truth, [], 10, 2)).toBe(2 / 8);
});

test('a boundary one unit late disagrees at (3,5), which it no longer crosses, and (5,7), which it now does', () => {
  expect(pk(truth, [6], 10, 2)).toBe(2 / 8);
  expect(windowDiff(truth, [6], 10, 2)).toBe(2 / 8);
});

test('extra boundaries away from the true one: (0,2), (1,3), (6,8) and (7,9) cross one where the truth crosses none', () => {
  expect(pk(truth, [2, 5, 8], 10, 2)).toBe(4 / 8);
  expect(windowDiff(truth, [2, 5, 8], 10, 2)).toBe(4 / 8);
});

test('two boundaries inside one window: Pk sees one part change either way, WindowDiff counts them', () => {
  // Boundaries before 4 and 5: (2,4) crosses one where the truth crosses none (both count it); (3,5) crosses two
  // where the truth crosses one, which only WindowDiff counts.
  expect(pk(truth, [4, 5], 10, 2)).toBe(1 / 8);
  expect(windowDiff(truth, [4, 5], 10, 2)).toBe(2 / 8);
});

test('k is half the true parts’ mean length, rounded and at least 1; a window as long as the text is refused', () => {
  expect(halfMeanLength([5], 10)).toBe(3);
  expect(halfMeanLength([4, 8], 12)).toBe(2);
  expect(halfMeanLength([1], 2)).toBe(1);
  expect(() => pk([], [], 3, 3)).toThrow(/does not fit/);
});

test('an even split: parts as equal as whole units allow, none for one part', () => {
  expect(evenSplit(10, 3)).toEqual([3, 7]);
  expect(evenSplit(12, 4)).toEqual([3, 6, 9]);
  expect(evenSplit(10, 1)).toEqual([]);
});
