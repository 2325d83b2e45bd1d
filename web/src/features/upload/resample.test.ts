import { describe, expect, it } from 'vitest';
import { Resampler } from './resample.ts';

const tone = (hz: number, rate: number, seconds: number) => Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) => Math.sin((2 * Math.PI * hz * i) / rate));

/** The input fed in uneven pieces, as decoded frames come, and the output put back together. */
function resample(input: Float32Array, from: number, to: number): Float32Array {
  const resampler = new Resampler(from, to);
  const pieces: Float32Array[] = [];
  for (let at = 0, size = 1; at < input.length; at += size, size = (size * 7) % 3001 || 1) pieces.push(resampler.push(input.subarray(at, at + size)));
  pieces.push(resampler.flush());
  const out = new Float32Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  pieces.reduce((at, piece) => (out.set(piece, at), at + piece.length), 0);
  return out;
}

/** Root-mean-square of the middle (the ends are filtered against silence). */
const rms = (samples: Float32Array) => {
  const middle = samples.subarray(Math.floor(samples.length / 4), Math.floor((3 * samples.length) / 4));
  return Math.sqrt(middle.reduce((sum, v) => sum + v * v, 0) / middle.length);
};

describe('Resampler', () => {
  it.each([
    [44_100, 16_000],
    [48_000, 16_000],
    [8_000, 16_000],
    [44_056, 16_000],
  ])('keeps a 1 kHz tone and the length from %i Hz to %i Hz', (from, to) => {
    const out = resample(tone(1000, from, 2), from, to);
    expect(out.length).toBe(2 * to);
    expect(rms(out)).toBeCloseTo(Math.SQRT1_2, 2);
    // The tone itself, not a distorted copy: compared with the ideal one at the output rate.
    const ideal = tone(1000, to, 2);
    let error = 0;
    for (let i = to / 2; i < (3 * to) / 2; i++) error += (out[i] - ideal[i]) ** 2;
    expect(Math.sqrt(error / to)).toBeLessThan(0.01);
  });

  it('drops what lies above the new Nyquist frequency instead of folding it into the speech band', () => {
    // 11 kHz at 44.1 kHz would alias to 5 kHz at 16 kHz without a low-pass.
    expect(rms(resample(tone(11_000, 44_100, 1), 44_100, 16_000))).toBeLessThan(0.003);
  });
});
