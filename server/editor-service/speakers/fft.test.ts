import { describe, expect, it } from 'vitest';
import { fft, powerSpectrum } from './fft.ts';

describe('fft', () => {
  it('matches a direct DFT', () => {
    const input = Array.from({ length: 16 }, (_, i) => Math.sin(i * 0.7) + (i % 3));
    const re = Float64Array.from(input);
    const im = new Float64Array(16);
    fft(re, im);
    for (let k = 0; k < 16; k++) {
      let dr = 0;
      let di = 0;
      for (let n = 0; n < 16; n++) {
        dr += input[n] * Math.cos((-2 * Math.PI * k * n) / 16);
        di += input[n] * Math.sin((-2 * Math.PI * k * n) / 16);
      }
      expect(re[k]).toBeCloseTo(dr, 9);
      expect(im[k]).toBeCloseTo(di, 9);
    }
  });

  it('puts a pure tone in its bin', () => {
    const size = 512;
    const bin = 40;
    const tone = Array.from({ length: size }, (_, n) => Math.cos((2 * Math.PI * bin * n) / size));
    const power = powerSpectrum(tone, size);
    const peak = power.indexOf(Math.max(...power));
    expect(peak).toBe(bin);
  });

  it('refuses sizes that are not powers of two', () => {
    expect(() => fft(new Float64Array(12), new Float64Array(12))).toThrow(/power of two/);
  });
});
