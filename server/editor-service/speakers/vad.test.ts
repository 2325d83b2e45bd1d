import { describe, expect, it } from 'vitest';
import { detectSpeech, frameLevels, speechSpans } from './vad.ts';

const RATE = 16_000;

/** Quiet noise with loud tone bursts at the given [start, end] seconds. */
function signal(seconds: number, bursts: Array<[number, number]>): Int16Array {
  const samples = new Int16Array(seconds * RATE);
  let state = 3;
  for (let i = 0; i < samples.length; i++) {
    state = (state * 16807) % 2147483647;
    samples[i] = (state % 41) - 20;
  }
  for (const [start, end] of bursts) {
    for (let i = start * RATE; i < end * RATE; i++) samples[i] += Math.round(8000 * Math.sin((2 * Math.PI * 180 * i) / RATE));
  }
  return samples;
}

describe('voice activity', () => {
  it('finds bursts of sound in noise to within a frame or two', () => {
    const spans = speechSpans(detectSpeech(frameLevels(signal(6, [[1, 2], [3.5, 5]]), RATE)));
    expect(spans).toHaveLength(2);
    expect(spans[0].start).toBeCloseTo(1, 1);
    expect(spans[0].end).toBeCloseTo(2, 1);
    expect(spans[1].start).toBeCloseTo(3.5, 1);
    expect(spans[1].end).toBeCloseTo(5, 1);
  });

  it('bridges short pauses and drops blips', () => {
    const speech = new Uint8Array(300);
    speech.fill(1, 10, 100); // 0.1-1.0 s
    speech.fill(1, 120, 200); // a 0.2 s pause, bridged
    speech.fill(1, 250, 255); // a 50 ms blip, dropped
    expect(speechSpans(speech)).toEqual([{ start: 0.1, end: 2 }]);
  });

  it('adapts to the level of the recording', () => {
    const loud = signal(4, [[1, 3]]);
    const quiet = loud.map((x) => Math.round(x / 20));
    expect(speechSpans(detectSpeech(frameLevels(quiet, RATE)))).toHaveLength(1);
  });

  it('finds nothing in silence', () => {
    expect(speechSpans(detectSpeech(frameLevels(new Int16Array(RATE), RATE)))).toEqual([]);
  });
});
