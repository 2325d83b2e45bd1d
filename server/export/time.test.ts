import { describe, expect, it } from 'vitest';
import { formatClock, formatCueTime, formatTimestamp } from './time.ts';

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [9.99, '0:09'],
    [62.5, '1:02'],
    [599, '9:59'],
    [3599.9, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [36000, '10:00:00'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
  ])('%s s -> %s', (seconds, expected) => expect(formatClock(seconds)).toBe(expected));
});

describe('formatCueTime', () => {
  it.each([
    [0, ',', '00:00:00,000'],
    [62.345, ',', '00:01:02,345'],
    [62.345, '.', '00:01:02.345'],
    [3723.0004, '.', '01:02:03.000'],
    [59.9996, ',', '00:01:00,000'],
    [360000, '.', '100:00:00.000'],
    [-1, ',', '00:00:00,000'],
  ] as const)('%s s with "%s" -> %s', (seconds, separator, expected) =>
    expect(formatCueTime(seconds, separator)).toBe(expected),
  );
});

describe('formatTimestamp', () => {
  it.each([
    [0, '[00:00:00]'],
    [9.99, '[00:00:09]'],
    [62.5, '[00:01:02]'],
    [3723, '[01:02:03]'],
    [360000, '[100:00:00]'],
    [-3, '[00:00:00]'],
    [Number.NaN, '[00:00:00]'],
  ])('%s s -> %s', (seconds, expected) => expect(formatTimestamp(seconds)).toBe(expected));
});
