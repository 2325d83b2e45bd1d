import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { librivoxClips } from '../../../scripts/fixtures/librivox.ts';
import { pcm16k } from '../../../scripts/fixtures/run.ts';
import { wordErrorRate } from '../../../scripts/fixtures/wer.ts';
import { vosk, VoskRecognizer } from './vosk.ts';

// The real engine on real read speech: LibriVox clips with reference transcripts from Debian's
// pocketsphinx-testdata. The model comes from `npx tsx scripts/models/fetch.ts`; in CI a missing model or
// missing clips fail these tests instead of skipping them.
const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';
const inCI = !!process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0';
const recognizer = vosk;
const modelReady = await recognizer.available();
const clipsReady = fs.existsSync(path.join(LIBRIVOX, 'transcription'));
const missing = [
  modelReady ? '' : `the Vosk model/library (looked in ${recognizer.modelDir} and ${recognizer.libraryPath}; run: npx tsx scripts/models/fetch.ts)`,
  clipsReady ? '' : `the LibriVox clips in ${LIBRIVOX} (apt-get install pocketsphinx-testdata)`,
].filter(Boolean);

/** 16 kHz mono s16le, as the recognizer takes it. */
async function decode(file: string): Promise<Buffer> {
  const samples = await pcm16k(file);
  return Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
}

describe('VoskRecognizer.available', () => {
  let empty: string;
  beforeAll(() => {
    empty = fs.mkdtempSync(path.join(os.tmpdir(), 'vosk-missing-'));
  });
  afterAll(() => fs.rmSync(empty, { recursive: true, force: true }));

  it('is false when the model folder is missing', async () => {
    const r = new VoskRecognizer({ modelDir: path.join(empty, 'no-model'), libraryPath: recognizer.libraryPath });
    expect(await r.available()).toBe(false);
  });

  it('is false when the models folder has no Vosk model', async () => {
    const r = new VoskRecognizer({ modelsDir: empty });
    expect(await r.available()).toBe(false);
    await expect(r.recognize(Buffer.alloc(3200))).rejects.toThrow();
  });

  it('follows VOSK_MODEL_DIR as set when it is asked', async () => {
    const saved = process.env.VOSK_MODEL_DIR;
    process.env.VOSK_MODEL_DIR = path.join(empty, 'elsewhere');
    try {
      expect(vosk.modelDir).toBe(path.join(empty, 'elsewhere'));
      expect(await vosk.available()).toBe(false);
    } finally {
      if (saved === undefined) delete process.env.VOSK_MODEL_DIR;
      else process.env.VOSK_MODEL_DIR = saved;
    }
  });

  it('is false when the library is missing even if a model is there', async () => {
    const r = new VoskRecognizer({ modelDir: recognizer.modelDir, libraryPath: path.join(empty, 'libvosk.so') });
    expect(await r.available()).toBe(false);
  });
});

const mustRun = missing.length === 0 || inCI;
/** Each test fails on its own (rather than being skipped) when CI lacks what it needs. */
function needsEngine(): void {
  if (missing.length) throw new Error(`Missing in CI: ${missing.join('; ')}`);
}

describe.runIf(mustRun)('Vosk on LibriVox read speech', () => {
  it('is available', async () => {
    needsEngine();
    expect(await recognizer.available()).toBe(true);
  });

  // Per clip: 20% of its words, but at least 2 (the shortest clip has 8 words, and one mis-split pair such as
  // "an ill" -> "a nail" costs 2). Over all clips: the 12% target.
  it('transcribes each clip within 20% WER (or 2 words) and all of them within 12%', async () => {
    needsEngine();
    let errors = 0;
    let total = 0;
    for (const clip of await librivoxClips(LIBRIVOX)) {
      const result = await recognizer.recognize(await decode(clip.path));
      const hypothesis = result.map((w) => w.text).join(' ');
      const referenceWords = clip.reference.split(/\s+/).length;
      const clipErrors = Math.round(wordErrorRate(clip.reference, hypothesis) * referenceWords);
      expect(clipErrors, `${path.basename(clip.path)}: "${hypothesis}" vs "${clip.reference}"`).toBeLessThanOrEqual(
        Math.max(2, Math.floor(0.2 * referenceWords)),
      );
      errors += clipErrors;
      total += referenceWords;
    }
    expect(errors / total).toBeLessThanOrEqual(0.12);
  });

  it('gives words in time order with times inside the audio and confidences in 0..1', async () => {
    needsEngine();
    const pcm = await decode(path.join(LIBRIVOX, 'sense_and_sensibility_01_austen_64kb-0870.wav'));
    const duration = pcm.length / 32_000;
    const result = await recognizer.recognize(pcm);
    expect(result.length).toBeGreaterThan(15);
    let last = 0;
    for (const w of result) {
      expect(w.start).toBeGreaterThanOrEqual(last - 1e-6);
      expect(w.end).toBeGreaterThanOrEqual(w.start);
      expect(w.end).toBeLessThanOrEqual(duration + 0.05);
      expect(w.confidence).toBeGreaterThanOrEqual(0);
      expect(w.confidence).toBeLessThanOrEqual(1);
      last = w.start;
    }
    expect(result.find((w) => w.text === 'dashwood')).toBeTruthy();
  });

  it('reports rising progress ending at 1, and stops when aborted', async () => {
    needsEngine();
    const pcm = await decode(path.join(LIBRIVOX, 'sense_and_sensibility_01_austen_64kb-0920.wav'));
    const seen: number[] = [];
    await recognizer.recognize(pcm, { onProgress: (f) => seen.push(f) });
    expect(seen.length).toBeGreaterThan(5);
    expect(seen.every((f, i) => i === 0 || f >= seen[i - 1])).toBe(true);
    expect(seen.at(-1)).toBe(1);

    const controller = new AbortController();
    const partial: number[] = [];
    const run = recognizer.recognize(pcm, {
      signal: controller.signal,
      onProgress: (f) => {
        partial.push(f);
        if (f > 0.3) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(partial.at(-1)).toBeLessThan(1);
  });

  it('returns no words for silence', async () => {
    needsEngine();
    expect(await recognizer.recognize(Buffer.alloc(32_000 * 2))).toEqual([]);
  });
});

if (!mustRun) {
  describe('Vosk on LibriVox read speech (not run outside CI)', () => {
    it.skip(`needs ${missing.join('; ')}`, () => {});
  });
}
