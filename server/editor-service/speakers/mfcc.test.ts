import { describe, expect, it } from 'vitest';
import { createMfcc, DEFAULT_MFCC, melFilterbank } from './mfcc.ts';

const tone = (hz: number, amplitude = 1000) => Array.from({ length: 400 }, (_, n) => amplitude * Math.sin((2 * Math.PI * hz * n) / 16_000));

function distance(a: Float64Array, b: Float64Array): number {
  return Math.hypot(...Array.from(a.subarray(1), (value, i) => value - b[i + 1]));
}

describe('melFilterbank', () => {
  it('has one triangle per band, each peaking at 1 or just below', () => {
    const filters = melFilterbank(DEFAULT_MFCC);
    expect(filters).toHaveLength(26);
    for (const weights of filters) {
      const peak = Math.max(...weights);
      expect(peak).toBeGreaterThan(0.5);
      expect(peak).toBeLessThanOrEqual(1);
    }
  });
});

describe('createMfcc', () => {
  const mfcc = createMfcc();

  it('gives 13 coefficients', () => {
    expect(mfcc(tone(440))).toHaveLength(13);
  });

  it('changes only c0 when the same sound gets louder', () => {
    const quiet = mfcc(tone(440, 100));
    const loud = mfcc(tone(440, 10_000));
    expect(loud[0]).toBeGreaterThan(quiet[0]);
    expect(distance(quiet, loud)).toBeLessThan(0.01);
  });

  it('tells a low sound from a high one more than two close ones', () => {
    const low = mfcc(tone(200));
    const lowish = mfcc(tone(210));
    const high = mfcc(tone(2_500));
    expect(distance(low, high)).toBeGreaterThan(5 * distance(low, lowish));
  });
});
