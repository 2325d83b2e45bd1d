import { expect, test } from 'vitest';
import { bleepKey, widenSpans } from './bleep-spans.ts';

test('each span is widened by 150 ms on each side, clamped to the recording', () => {
  expect(widenSpans([{ start: 2, end: 2.5 }])).toEqual([{ start: 1.85, end: 2.65 }]);
  expect(widenSpans([{ start: 0.1, end: 0.4 }, { start: 9.9, end: 10 }], 10)).toEqual([
    { start: 0, end: 0.55 },
    { start: 9.75, end: 10 },
  ]);
});

test('spans that overlap or touch once widened become one, in order', () => {
  const spans = [
    { start: 5, end: 5.5 },
    { start: 1, end: 1.2 },
    { start: 1.5, end: 1.7 },
    { start: 5.2, end: 5.3 },
  ];
  const widened = widenSpans(spans);
  expect(widened).toHaveLength(2);
  [[0.85, 1.85], [4.85, 5.65]].forEach(([start, end], i) => {
    expect(widened[i].start).toBeCloseTo(start, 9);
    expect(widened[i].end).toBeCloseTo(end, 9);
  });
});

test('spans with no length or no times are left out', () => {
  expect(widenSpans([{ start: 3, end: 3 }, { start: 4, end: 3 }, { start: Number.NaN, end: 2 }])).toEqual([]);
});

test('the cache key follows what is rendered: the same for the same widened spans in any order, different per mode or span', () => {
  const spans = [
    { start: 1, end: 1.2 },
    { start: 4, end: 4.5 },
  ];
  expect(bleepKey(spans, 'SILENCE')).toBe(bleepKey([...spans].reverse(), 'SILENCE'));
  expect(bleepKey(spans, 'SILENCE')).toBe(bleepKey([...spans, { start: 1.05, end: 1.1 }], 'SILENCE'));
  expect(bleepKey(spans, 'SILENCE')).not.toBe(bleepKey(spans, 'TONE'));
  expect(bleepKey(spans, 'SILENCE')).not.toBe(bleepKey(spans.slice(1), 'SILENCE'));
});
