import { describe, expect, it } from 'vitest';
import { clampTime, formatClock } from './time.ts';

describe('formatClock (m:ss)', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59.9, '0:59'],
    [60, '1:00'],
    [605, '10:05'],
    [7200, '120:00'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
  ])('%s s reads %s', (seconds, text) => expect(formatClock(seconds)).toBe(text));
});

describe('clampTime', () => {
  it('keeps a seek between 0 and the duration', () => {
    expect(clampTime(-5, 100)).toBe(0);
    expect(clampTime(50, 100)).toBe(50);
    expect(clampTime(150, 100)).toBe(100);
    expect(clampTime(10, Number.NaN)).toBe(0);
  });
});
