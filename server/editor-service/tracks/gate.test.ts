import { expect, it } from 'vitest';
import { bleedSpans, GATE } from './gate.ts';
import { ChannelLevels } from './levels.ts';

const RATE = 16000;

/** Two channels interleaved, 4 s: each second of `script` gives channel 0's and channel 1's sine amplitudes. */
function recording(script: Array<[number, number]>): ChannelLevels {
  const samples = new Float32Array(script.length * RATE * 2);
  script.forEach(([a, b], second) => {
    for (let i = 0; i < RATE; i++) {
      const at = second * RATE + i;
      const wave = Math.sin((2 * Math.PI * 220 * at) / RATE);
      samples[2 * at] = a * wave;
      samples[2 * at + 1] = b * wave;
    }
  });
  const levels = new ChannelLevels(2, RATE);
  levels.add(samples);
  return levels;
}

const dB = (value: number) => 10 ** (value / 20);

it('silences a track where it only holds the other microphone’s voice, 14-20 dB down, and nothing else', () => {
  // Second 0: A speaks, B's microphone catches it 17 dB down. Second 1: both silent. Second 2: B speaks, A hears it
  // 14 dB down. Second 3: both speak at once, at their own levels 4 dB apart.
  const levels = recording([
    [0.5, 0.5 * dB(-17)],
    [0, 0],
    [0.5 * dB(-14), 0.5],
    [0.5, 0.5 * dB(-4)],
  ]);
  const [a, b] = bleedSpans(levels);
  const covers = (spans: typeof a, from: number, to: number) => spans.some((span) => span.start <= from && span.end >= to);
  expect(covers(b, 0.2, 0.8)).toBe(true);
  expect(covers(a, 2.2, 2.8)).toBe(true);
  // Nobody speaking is not bleed, and simultaneous speech stays on both tracks.
  for (const spans of [a, b]) expect(spans.some((span) => span.end > 1.2 && span.start < 1.8)).toBe(false);
  for (const spans of [a, b]) expect(spans.some((span) => span.end > 3.2 && span.start < 3.8)).toBe(false);
  // A's own speech is never silenced.
  expect(a.some((span) => span.end > 0.2 && span.start < 0.8)).toBe(false);
});

it('keeps a quieter voice that is within the gate of the louder one', () => {
  const levels = recording([[0.5, 0.5 * dB(-(GATE.belowDb - 1))]]);
  expect(bleedSpans(levels)[1]).toEqual([]);
});
