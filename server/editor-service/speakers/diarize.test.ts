import { describe, expect, it } from 'vitest';
import { diarize, turnsOf } from './diarize.ts';
import { seededRandom as random } from '../../lib/seeded-random.ts';
import { detectSpeech, frameLevels, speechSpans } from './vad.ts';

const RATE = 16_000;

/**
 * A crude voice: a vowel-like harmonic series at about `hz` whose harmonics fade at `brightness`, with every
 * 250 ms "syllable" a little higher or lower and brighter or darker, as speech is.
 */
function voice(hz: number, brightness: number, seconds: number, seed: number): Float64Array {
  const next = random(seed + 1);
  const out = new Float64Array(seconds * RATE);
  let phase = 0;
  let [pitch, tilt] = [hz, brightness];
  for (let n = 0; n < out.length; n++) {
    if (n % (RATE / 4) === 0) [pitch, tilt] = [hz * (0.9 + 0.2 * next()), brightness * (0.95 + 0.1 * next())];
    phase += (2 * Math.PI * pitch) / RATE;
    let x = 0;
    for (let h = 1; h <= 20; h++) x += Math.sin(h * phase) * tilt ** h;
    out[n] = x * (0.6 + 0.4 * Math.sin((2 * Math.PI * 4 * n) / RATE));
  }
  return out;
}

/** Turns of the given voices separated by half-second pauses in faint noise; returns the audio and true turns. */
function conversation(turns: Array<{ who: number; seconds: number }>, voices: Array<[number, number]>) {
  const pause = 0.5 * RATE;
  const total = turns.reduce((sum, turn) => sum + turn.seconds * RATE + pause, pause);
  const samples = new Int16Array(total);
  let state = 11;
  for (let i = 0; i < total; i++) {
    state = (state * 16807) % 2147483647;
    samples[i] = (state % 21) - 10;
  }
  const truth: Array<{ start: number; end: number; who: number }> = [];
  let at = pause;
  turns.forEach(({ who, seconds }, i) => {
    const sound = voice(voices[who][0], voices[who][1], seconds, i);
    const peak = Math.max(...sound.map(Math.abs));
    sound.forEach((x, n) => (samples[at + n] += Math.round((6000 * x) / peak)));
    truth.push({ start: at / RATE, end: (at + sound.length) / RATE, who });
    at += sound.length + pause;
  });
  return { samples, truth };
}

async function speakersOf(samples: Int16Array, hint?: number) {
  return diarize(samples, RATE, speechSpans(detectSpeech(frameLevels(samples, RATE))), { speakers: hint });
}

describe('diarize', () => {
  const lowDark: [number, number] = [105, 0.5];
  const highBright: [number, number] = [230, 0.85];
  const script = [
    { who: 0, seconds: 4 },
    { who: 1, seconds: 3 },
    { who: 0, seconds: 2 },
    { who: 1, seconds: 5 },
    { who: 0, seconds: 3 },
  ];

  it('finds two voices and puts each turn with its voice, numbered by first appearance', async () => {
    const { samples, truth } = conversation(script, [lowDark, highBright]);
    const turns = await speakersOf(samples);
    expect(turns.map((turn) => turn.speaker)).toEqual(truth.map((turn) => turn.who));
    turns.forEach((turn, i) => {
      expect(turn.start).toBeCloseTo(truth[i].start, 0);
      expect(turn.end).toBeCloseTo(truth[i].end, 0);
    });
  });

  it('calls a single voice one speaker when not told otherwise', async () => {
    const monologue = [...script, ...script].map((turn) => ({ ...turn, who: 0 }));
    const { samples } = conversation(monologue, [lowDark]);
    const turns = await speakersOf(samples);
    expect(new Set(turns.map((turn) => turn.speaker))).toEqual(new Set([0]));
  });

  it('follows the caller when told how many speakers there are', async () => {
    const { samples } = conversation(script, [lowDark, highBright]);
    expect(new Set((await speakersOf(samples, 1)).map((turn) => turn.speaker)).size).toBe(1);
  });

  it('gives nothing for silence', async () => {
    expect(await speakersOf(new Int16Array(RATE * 3))).toEqual([]);
  });
});

describe('turnsOf', () => {
  it('merges neighbouring windows of one speaker and renumbers speakers by first appearance', () => {
    const windows = [
      { start: 0, end: 1 },
      { start: 1, end: 2 },
      { start: 2.5, end: 4 },
      { start: 4, end: 5 },
    ];
    expect(turnsOf(windows, [3, 3, 1, 3])).toEqual([
      { start: 0, end: 2, speaker: 0 },
      { start: 2.5, end: 4, speaker: 1 },
      { start: 4, end: 5, speaker: 0 },
    ]);
  });
});
