import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeReading } from '../../scripts/fixtures/librivox.ts';
import { makeTempDir } from '../lib/temp-dir.ts';
import { renderBleeps, type BleepFormat } from './bleep.ts';
import { decodeMono, largestChangeOutside, silenceLevelDb, speechReference, toneResidualDb, type Decoded } from './bleep-levels.ts';
import { widenSpans, type BleepMode } from './bleep-spans.ts';

/**
 * Real read speech (LibriVox, the clips the transcription tests read), as the WAV the fixtures make and as Ogg
 * Opus (what the browser's conversion stores); the spans sit on words, two of them overlapping once widened,
 * one at the very start. The render is decoded and measured (bleep-levels.ts).
 */
const SPANS = [
  { start: 0, end: 0.35 },
  { start: 1.02, end: 1.55 },
  { start: 1.6, end: 2.1 },
  { start: 8.3, end: 8.9 },
  { start: 17.4, end: 18.0 },
];

let dir: string;
const inputs: Record<string, { file: string; original: Decoded; reference: number }> = {};
beforeAll(async () => {
  dir = await makeTempDir('bleep-test');
  const wav = (await makeReading()).path;
  const ogg = path.join(dir, 'reading.ogg');
  execFileSync('ffmpeg', ['-v', 'error', '-i', wav, '-c:a', 'libopus', '-b:a', '32k', ogg]);
  for (const [name, file, rate] of [['wav', wav, 16_000], ['ogg', ogg, 48_000]] as const) {
    const original = await decodeMono(file, rate);
    inputs[name] = { file, original, reference: speechReference(original) };
  }
}, 60_000);
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function render(input: string, mode: BleepMode, format: BleepFormat) {
  const output = path.join(dir, `${input}-${mode}.${format === 'flac' ? 'flac' : 'ogg'}`);
  await renderBleeps({ input: inputs[input].file, spans: SPANS, mode, output, format, timeoutMs: 60_000 });
  return decodeMono(output, inputs[input].original.rate);
}

test('the spans are on speech: each is within 15 dB of the median speech level before the render', () => {
  const { original, reference } = inputs.wav;
  for (const span of SPANS.slice(1)) expect(silenceLevelDb(original, [span], reference)).toBeGreaterThan(-15);
});

describe.each(['wav', 'ogg'])('a %s recording rendered to FLAC', (input) => {
  test('SILENCE: each span is at most −40 dB against the median speech, and every sample outside the widened spans is as it was', async () => {
    const rendered = await render(input, 'SILENCE', 'flac');
    expect(silenceLevelDb(rendered, SPANS, inputs[input].reference)).toBeLessThanOrEqual(-40);
    expect(largestChangeOutside(inputs[input].original, rendered, widenSpans(SPANS))).toBe(0);
  });

  test('TONE: inside each span all but the 1 kHz tone is at most −40 dB, and every sample outside the widened spans is as it was', async () => {
    const rendered = await render(input, 'TONE', 'flac');
    expect(toneResidualDb(rendered, SPANS, inputs[input].reference)).toBeLessThanOrEqual(-40);
    expect(largestChangeOutside(inputs[input].original, rendered, widenSpans(SPANS))).toBe(0);
  });
});

test('the widened edges change too: 150 ms before each span, after a 10 ms fade that scales the speech down evenly', async () => {
  const rendered = await render('wav', 'SILENCE', 'flac');
  const { original, reference } = inputs.wav;
  expect(silenceLevelDb(rendered, [{ start: 1.02 - 0.14, end: 1.02 }], reference)).toBeLessThanOrEqual(-40);
  const fadeStart = 1.02 - 0.15;
  const from = Math.ceil(fadeStart * original.rate);
  const fade = Array.from({ length: Math.floor(0.01 * original.rate) }, (_, i) => from + i);
  expect(Math.max(...fade.map((i) => Math.abs(original.samples[i])))).toBeGreaterThan(300);
  for (const i of fade) {
    const kept = 1 - (i / original.rate - fadeStart) / 0.01;
    expect(Math.abs(rendered.samples[i] - original.samples[i] * kept)).toBeLessThanOrEqual(1);
  }
});

test.each(['SILENCE', 'TONE'] as const)('%s served as Ogg Opus keeps the level under −40 dB through the codec', async (mode) => {
  const rendered = await render('ogg', mode, 'ogg');
  const measure = mode === 'SILENCE' ? silenceLevelDb : toneResidualDb;
  expect(measure(rendered, SPANS, inputs.ogg.reference)).toBeLessThanOrEqual(-40);
});
