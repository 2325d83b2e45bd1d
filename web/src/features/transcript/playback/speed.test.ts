import { describe, expect, it } from 'vitest';
import { SPEEDS, formatSpeed, stepSpeed } from './speed.ts';

describe('playback speed', () => {
  it('offers 0.5x to 2x in quarter steps', () => {
    expect(SPEEDS).toEqual([0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]);
    expect(formatSpeed(1.25)).toBe('1.25x');
  });

  it('steps up and down and stops at the ends', () => {
    expect(stepSpeed(1, 1)).toBe(1.25);
    expect(stepSpeed(1, -1)).toBe(0.75);
    expect(stepSpeed(2, 1)).toBe(2);
    expect(stepSpeed(0.5, -1)).toBe(0.5);
  });

  it('steps from a speed between the offered ones to the next offered one', () => {
    expect(stepSpeed(1.1, 1)).toBe(1.25);
    expect(stepSpeed(1.1, -1)).toBe(1);
  });
});
