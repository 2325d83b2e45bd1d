import { expect, it } from 'vitest';
import { ChannelLevels, SILENCE_DB } from './levels.ts';

const RATE = 16000;

/** Two channels interleaved: a 440 Hz sine at `amplitudes[c]` on channel c from `from` to `to` seconds, silence around it. */
function stereo(seconds: number, amplitudes: [number, number], from: number, to: number): Float32Array {
  const samples = new Float32Array(seconds * RATE * 2);
  for (let i = 0; i < seconds * RATE; i++) {
    const t = i / RATE;
    if (t < from || t >= to) continue;
    for (let c = 0; c < 2; c++) samples[2 * i + c] = amplitudes[c] * Math.sin(2 * Math.PI * 440 * t);
  }
  return samples;
}

it('measures each channel’s RMS level in dBFS over a stretch, fed in pieces of any length', () => {
  const levels = new ChannelLevels(2, RATE);
  const audio = stereo(3, [0.5, 0.5 / 8], 1, 2);
  // Pieces that end mid-frame (an odd number of sample frames).
  for (let at = 0; at < audio.length; at += 2 * 1234) levels.add(audio.subarray(at, Math.min(audio.length, at + 2 * 1234)));
  expect(levels.duration).toBeCloseTo(3, 3);
  // A sine's RMS is its amplitude / √2: 0.5 → −9.03 dBFS; one eighth of it is 18.06 dB below.
  expect(levels.levelDb(0, 1.2, 1.8)).toBeCloseTo(-9.03, 1);
  expect(levels.levelDb(1, 1.2, 1.8)).toBeCloseTo(-27.09, 1);
  // Half of the stretch silent: 3 dB lower.
  expect(levels.levelDb(0, 1.5, 2.5)).toBeCloseTo(-12.04, 1);
  expect(levels.levelDb(0, 0.1, 0.9)).toBe(SILENCE_DB);
  expect(levels.levelDb(1, 5, 6)).toBe(SILENCE_DB);
});

it('measures at least one frame for a word of no length', () => {
  const levels = new ChannelLevels(2, RATE);
  levels.add(stereo(1, [0.5, 0.5], 0, 1));
  expect(levels.levelDb(0, 0.5, 0.5)).toBeCloseTo(-9.03, 0);
});
