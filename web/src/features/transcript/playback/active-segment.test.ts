import { describe, expect, it } from 'vitest';
import { activeSegmentIndex } from './active-segment.ts';

const segments = [
  { start: 0, end: 4 },
  { start: 4, end: 9.5 },
  { start: 12, end: 15 },
];

describe('activeSegmentIndex (start <= t < end)', () => {
  it.each([
    [0, 0],
    [3.99, 0],
    [4, 1],
    [9.49, 1],
    [9.5, -1],
    [11, -1],
    [12, 2],
    [15, -1],
    [-1, -1],
  ])('at %s s the active index is %s', (time, index) => expect(activeSegmentIndex(segments, time)).toBe(index));

  it('highlights one of two touching segments at their boundary, never neither', () => {
    const touching = [
      { start: 30, end: 33.05 },
      { start: 33.05, end: 36 },
    ];
    expect(activeSegmentIndex(touching, 33.049999)).toBe(1);
    expect(activeSegmentIndex(touching, 33.05)).toBe(1);
    expect(activeSegmentIndex(touching, 33.04)).toBe(0);
    const gap = [
      { start: 30, end: 33.049 },
      { start: 33.05, end: 36 },
    ];
    expect(activeSegmentIndex(gap, 33.0495)).toBe(1);
  });

  it('has nothing active without segments', () => expect(activeSegmentIndex([], 3)).toBe(-1));

  it('finds the segment in a two-hour transcript', () => {
    const long = Array.from({ length: 1500 }, (_, i) => ({ start: i * 4.8, end: i * 4.8 + 4.8 }));
    expect(activeSegmentIndex(long, 3600)).toBe(750);
    expect(activeSegmentIndex(long, 7199)).toBe(1499);
  });
});
