import { expect, test } from 'vitest';
import { changedSegmentIds } from './changed-segments.ts';
import type { Segment } from './segment-types.ts';

const segment = (id: string, start: number, text: string, speaker = 'A'): Segment => ({ id, start, end: start + 1, text, speaker });

test('a version without changes has none', () => {
  const before = [segment('a', 0, 'one'), segment('b', 1, 'two')];
  expect(changedSegmentIds(before, before)).toEqual([]);
  expect(changedSegmentIds(before, before.map((s) => ({ ...s })))).toEqual([]);
});

test('edited, re-speakered, retimed, added and removed segments are named once each', () => {
  const before = [segment('a', 0, 'one'), segment('b', 1, 'two'), segment('c', 2, 'three'), segment('d', 3, 'four'), segment('e', 4, 'five')];
  const after = [
    before[0],
    { ...before[1], text: 'TWO' },
    { ...before[2], speaker: 'B' },
    { ...before[3], end: 3.5 },
    segment('d.2s', 3.5, 'new part'),
  ];
  expect(changedSegmentIds(before, after)).toEqual(['b', 'c', 'd', 'd.2s', 'e']);
});

test('a change of word timings alone is a change; the first version changes every segment', () => {
  const words = [{ text: 'one', start: 0, end: 0.5, confidence: 0.9 }];
  const before = [{ ...segment('a', 0, 'one'), words }];
  expect(changedSegmentIds(before, [{ ...before[0], words: [{ ...words[0], end: 0.6 }] }])).toEqual(['a']);
  expect(changedSegmentIds([], before)).toEqual(['a']);
});
