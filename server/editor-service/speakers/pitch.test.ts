import { describe, expect, it } from 'vitest';
import { estimatePitch } from './pitch.ts';

const RATE = 8_000;

/** A voice-like pulse train: a fundamental with decaying harmonics. */
function voiced(hz: number, length = 320): number[] {
  return Array.from({ length }, (_, n) => {
    let x = 0;
    for (let h = 1; h <= 6; h++) x += Math.sin((2 * Math.PI * hz * h * n) / RATE) / h;
    return 1000 * x;
  });
}

describe('estimatePitch', () => {
  it.each([90, 120, 210, 300])('finds %i Hz within 3%%', (hz) => {
    const found = estimatePitch(voiced(hz), RATE);
    expect(found).toBeDefined();
    expect(Math.abs(found! - hz) / hz).toBeLessThan(0.03);
  });

  it('calls noise and silence unvoiced', () => {
    let state = 1;
    const noise = Array.from({ length: 320 }, () => {
      state = (state * 16807) % 2147483647;
      return (state / 2147483647 - 0.5) * 2000;
    });
    expect(estimatePitch(noise, RATE)).toBeUndefined();
    expect(estimatePitch(new Array(320).fill(0), RATE)).toBeUndefined();
  });
});
