import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

function editDistance(a: string[], b: string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length];
}

function decode(file: string): Buffer {
  return execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-ac', '1', '-ar', '16000', '-f', 's16le', '-'], {
    maxBuffer: 64 << 20,
  });
}

function references(): Array<{ id: string; text: string }> {
  return fs
    .readFileSync(path.join(LIBRIVOX, 'transcription'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const match = /^<s>\s*(.*?)\s*<\/s>\s*\((.+)\)$/.exec(line.trim());
      if (!match) throw new Error(`unexpected transcription line: ${line}`);
      return { id: match[2], text: match[1] };
    });
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

  it('is false when the data directory has no model cache', async () => {
    const r = new VoskRecognizer({ dataDir: empty });
    expect(await r.available()).toBe(false);
    await expect(r.recognize(Buffer.alloc(3200))).rejects.toThrow();
  });

  it('follows TRANSCRIBE_MODEL_DIR as set when it is asked', async () => {
    const saved = process.env.TRANSCRIBE_MODEL_DIR;
    process.env.TRANSCRIBE_MODEL_DIR = path.join(empty, 'elsewhere');
    try {
      expect(vosk.modelDir).toBe(path.join(empty, 'elsewhere'));
      expect(await vosk.available()).toBe(false);
    } finally {
      if (saved === undefined) delete process.env.TRANSCRIBE_MODEL_DIR;
      else process.env.TRANSCRIBE_MODEL_DIR = saved;
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
  it('transcribes each clip within 20% WER (or 2 words) and all of them within 12%, faster than real time', async () => {
    needsEngine();
    let errors = 0;
    let total = 0;
    let audioSeconds = 0;
    let workSeconds = 0;
    for (const { id, text } of references()) {
      const pcm = decode(path.join(LIBRIVOX, `${id}.wav`));
      const started = performance.now();
      const result = await recognizer.recognize(pcm);
      workSeconds += (performance.now() - started) / 1000;
      audioSeconds += pcm.length / 32_000;
      const reference = words(text);
      const distance = editDistance(reference, words(result.map((w) => w.text).join(' ')));
      expect(distance, `${id}: "${result.map((w) => w.text).join(' ')}" vs "${text}"`).toBeLessThanOrEqual(
        Math.max(2, Math.floor(0.2 * reference.length)),
      );
      errors += distance;
      total += reference.length;
    }
    expect(errors / total).toBeLessThanOrEqual(0.12);
    // The measured figure is about 0.1; this bound only catches a broken build (e.g. a debug library).
    expect(workSeconds / audioSeconds).toBeLessThan(1);
  });

  it('gives words in time order with times inside the audio and confidences in 0..1', async () => {
    needsEngine();
    const pcm = decode(path.join(LIBRIVOX, 'sense_and_sensibility_01_austen_64kb-0870.wav'));
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
    const pcm = decode(path.join(LIBRIVOX, 'sense_and_sensibility_01_austen_64kb-0920.wav'));
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
