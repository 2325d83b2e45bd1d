import { watch as fsWatch } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeInterview } from '../../scripts/fixtures/interview.ts';
import { makeReading } from '../../scripts/fixtures/librivox.ts';
import { wordErrorRate } from '../../scripts/fixtures/wer.ts';
import { loadEditorServiceConfig, type EditorServiceConfig } from './config.ts';
import { createEditorService, type RunningEditorService } from './service.ts';
import type { Health, Transcription } from './contract.ts';

// The real offline pipeline over real HTTP: ffmpeg, Whisper in its worker, the speaker model, on this machine.
let service: RunningEditorService;
beforeAll(async () => {
  service = await createEditorService(loadEditorServiceConfig({})).listen(0, '127.0.0.1');
});
afterAll(() => service.close());

async function transcribe(file: string, query = ''): Promise<Transcription> {
  const response = await fetch(`${service.url}/transcribe-deepgram${query}`, {
    method: 'POST',
    headers: { 'content-type': 'audio/wav' },
    body: await readFile(file),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Transcription;
}

function expectIncreasingTimes({ segments, duration }: Transcription) {
  let previous = 0;
  for (const segment of segments) {
    expect(segment.start).toBeGreaterThanOrEqual(previous);
    expect(segment.end).toBeGreaterThan(segment.start);
    expect(segment.end - segment.start).toBeLessThanOrEqual(30);
    for (const word of segment.words ?? []) {
      expect(word.start).toBeGreaterThanOrEqual(previous);
      expect(word.end).toBeGreaterThanOrEqual(word.start);
      previous = word.start;
    }
    previous = segment.start;
  }
  expect(segments.at(-1)!.end).toBeLessThanOrEqual(duration + 0.05);
}

describe('local transcription', () => {
  it('transcribes LibriVox read speech to plausible text with increasing timings, one speaker, and reports progress', async () => {
    const reading = await makeReading();
    const job = `librivox-${Date.now()}`;
    const seen: Array<{ progress: number; stage: string }> = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const response = await fetch(`${service.url}/progress/${job}`);
        if (response.ok) seen.push((await response.json()) as { progress: number; stage: string });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const result = await transcribe(reading.path, `?job=${job}`);
    polling = false;
    await poller;

    expect(result.engine).toBe('whisper'); // the default once `npm run setup` has run
    expect(result.duration).toBeCloseTo(reading.duration, 1);
    const text = result.segments.map((segment) => segment.text).join(' ');
    const wer = wordErrorRate(reading.reference, text);
    console.log(`LibriVox WER ${(wer * 100).toFixed(1)}% over ${reading.duration.toFixed(1)} s`);
    expect(wer).toBeLessThan(0.6);
    expectIncreasingTimes(result);
    expect(new Set(result.segments.map((segment) => segment.speaker))).toEqual(new Set(['Speaker 1']));

    const progress = seen.map((entry) => entry.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.some((value) => value > 0 && value < 1)).toBe(true);
    const final = await (await fetch(`${service.url}/progress/${job}`)).json();
    expect(final).toEqual({ job, progress: 1, stage: 'done' });
  });

  it('finds the two voices of an interview and puts the turns in the right places', async () => {
    const interview = await makeInterview();
    const result = await transcribe(interview.path);
    expectIncreasingTimes(result);
    expect(new Set(result.segments.map((segment) => segment.speaker))).toEqual(new Set(['Speaker 1', 'Speaker 2']));

    // Speaker confusion: recognized speech time given to the wrong voice (host = Speaker 1, who talks first).
    const expected = { host: 'Speaker 1', guest: 'Speaker 2' };
    let wrong = 0;
    let total = 0;
    for (const segment of result.segments) {
      for (const word of segment.words ?? []) {
        const middle = (word.start + word.end) / 2;
        const turn = interview.turns.find((t) => middle >= t.start - 0.3 && middle <= t.end + 0.3);
        if (!turn) continue;
        total += word.end - word.start;
        if (segment.speaker !== expected[turn.role]) wrong += word.end - word.start;
      }
    }
    console.log(`espeak interview: speaker confusion ${((100 * wrong) / total).toFixed(1)}% over ${total.toFixed(1)} s of words`);
    expect(total).toBeGreaterThan(20);
    expect(wrong / total).toBeLessThan(0.05);
    // Every turn change in the script starts a new segment.
    const speakerChanges = result.segments.filter((segment, i) => i > 0 && segment.speaker !== result.segments[i - 1].speaker).length;
    expect(speakerChanges).toBe(interview.turns.length - 1);
  });

  it('follows a speaker count hint', async () => {
    const interview = await makeInterview();
    const result = await transcribe(interview.path, '?speakers=1');
    expect(new Set(result.segments.map((segment) => segment.speaker))).toEqual(new Set(['Speaker 1']));
  });
});

describe('requests it refuses', () => {
  const post = (path: string, body: BodyInit, type = 'audio/wav') => fetch(`${service.url}${path}`, { method: 'POST', headers: { 'content-type': type }, body });

  it('answers 415 for bytes ffmpeg cannot decode', async () => {
    const response = await post('/transcribe', new Uint8Array(4096).map((_, i) => (i * 7919) % 251));
    expect(response.status).toBe(415);
    expect(await response.text()).toMatch(/^Unsupported audio: ffmpeg could not decode it/);
  });

  it('answers 415 for a type that is not audio', async () => {
    const response = await post('/transcribe', 'hello', 'text/plain');
    expect(response.status).toBe(415);
    expect(await response.text()).toMatch(/Unsupported audio type "text\/plain"/);
  });

  it('answers 400 for no audio and for a bad hint', async () => {
    expect((await post('/transcribe', '')).status).toBe(400);
    const response = await post('/transcribe?speakers=lots', 'x');
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/speakers must be a whole number/);
  });

  it('records a failed job as done with its error', async () => {
    await post('/transcribe?job=broken-1', 'not audio at all, just text');
    const progress = await (await fetch(`${service.url}/progress/broken-1`)).json();
    expect(progress).toMatchObject({ job: 'broken-1', stage: 'done', progress: 1, error: expect.stringMatching(/Unsupported audio/) });
  });

  it('answers 404 for an unknown job and an unknown route, 405 for a wrong method', async () => {
    expect((await fetch(`${service.url}/progress/never-started`)).status).toBe(404);
    expect((await fetch(`${service.url}/nowhere`)).status).toBe(404);
    expect((await fetch(`${service.url}/transcribe`)).status).toBe(405);
  });
});

describe('the audio of a request', () => {
  it('waits in a private temporary file only while its job runs: removed when it fails and when the client goes away', async () => {
    const reading = await makeReading(); // the fixture cache lives in the usual temporary folder
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'tapescript-editor-spool-test-'));
    const created: string[] = [];
    const watcher = fsWatch(tmp, (_event, name) => name && created.push(name));
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = tmp; // where os.tmpdir(), and so the spool, points for these requests
    try {
      const post = (body: BodyInit, query = '', signal?: AbortSignal) =>
        fetch(`${service.url}/transcribe${query}`, { method: 'POST', headers: { 'content-type': 'audio/wav' }, body, signal });
      expect((await post('not audio at all, just text')).status).toBe(415);

      const job = `gone-${Date.now()}`;
      const client = new AbortController();
      const answer = post(await readFile(reading.path), `?job=${job}`, client.signal).catch(() => 'aborted');
      for (const deadline = Date.now() + 20_000; Date.now() < deadline && !(await fetch(`${service.url}/progress/${job}`)).ok; ) await new Promise((r) => setTimeout(r, 20));
      client.abort();
      expect(await answer).toBe('aborted');
      // (The speech worker, started meanwhile, keeps files of its own there.)
      const spooled = async () => (await readdir(tmp)).filter((name) => name.startsWith('tapescript-editor-audio-'));
      for (const deadline = Date.now() + 20_000; Date.now() < deadline && (await spooled()).length; ) await new Promise((r) => setTimeout(r, 20));
      expect(new Set(created.filter((name) => name.startsWith('tapescript-editor-audio-'))).size).toBe(2);
      expect(await spooled()).toEqual([]);
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
      watcher.close();
      await rm(tmp, { recursive: true, force: true });
    }
  });
});

describe('health', () => {
  it('lists every engine, whether it is available, and which one is the default', async () => {
    const health = await (await fetch(`${service.url}/health`)).json();
    expect(health.ok).toBe(true);
    const byName = Object.fromEntries(health.engines.map((engine: { kind: string; name: string }) => [`${engine.kind}:${engine.name}`, engine]));
    expect(Object.keys(byName)).toEqual([
      'transcription:whisper', 'transcription:deepgram', 'speakers:campplus', 'refine:rules', 'refine:llm',
    ]);
    // The device: null until this service's worker has started (earlier tests here start it), then cpu.
    expect(byName['transcription:whisper']).toEqual({
      kind: 'transcription', name: 'whisper', available: true, default: true, models: ['base', 'tiny.en'], defaultModel: 'base', reason: null, fix: null,
      device: byName['transcription:whisper'].device === null ? null : 'cpu',
    });
    expect(byName['transcription:deepgram']).toMatchObject({ available: false, reason: 'DEEPGRAM_API_KEY is not set', fix: 'set DEEPGRAM_API_KEY' });
    expect(byName['refine:rules']).toMatchObject({ available: true, default: true });
  });

  it('says where the speech worker runs its models: the CPU here, even with cuda asked for; known before it starts only for cpu', async () => {
    const devices = async (running: RunningEditorService) => {
      const { engines } = (await (await fetch(`${running.url}/health`)).json()) as Health;
      return Object.fromEntries(engines.map((engine) => [engine.name, engine.device]));
    };
    const none = { whisper: null, deepgram: null, campplus: null, rules: null, llm: null };
    const onCpu = await createEditorService(loadEditorServiceConfig({ TAPESCRIPT_DEVICE: 'cpu' })).listen(0);
    const idle = await createEditorService(loadEditorServiceConfig({ TAPESCRIPT_DEVICE: 'cuda' })).listen(0);
    const logged = vi.spyOn(console, 'error');
    const started = await createEditorService(loadEditorServiceConfig({ TAPESCRIPT_DEVICE: 'cuda', TRANSCRIBE_PRELOAD: '1' })).listen(0);
    try {
      expect(await devices(onCpu)).toEqual({ ...none, whisper: 'cpu', campplus: 'cpu' });
      expect(await devices(idle)).toEqual(none);
      // The preload starts the worker at once; /health says the device once the worker has said it (its ready event).
      let seen = await devices(started);
      while (seen.whisper === null) seen = await new Promise((resolve) => setTimeout(() => resolve(devices(started)), 200));
      expect(seen).toEqual({ ...none, whisper: 'cpu', campplus: 'cpu' });
      // Why, in one line of the service's log.
      expect(logged.mock.calls.filter(([line]) => String(line).includes('CUDA'))).toEqual([
        ['speech worker: using the CPU, not CUDA: CTranslate2 sees no CUDA device (no NVIDIA GPU or driver)'],
      ]);
    } finally {
      logged.mockRestore();
      await Promise.all([onCpu.close(), idle.close(), started.close()]);
    }
  });

  it('says why Whisper is missing and what fixes it; it stays the default, and a transcription says the same', async () => {
    const bare = await createEditorService(loadEditorServiceConfig({ TAPESCRIPT_MODELS_DIR: '/nonexistent/models' })).listen(0);
    try {
      const health = await (await fetch(`${bare.url}/health`)).json();
      expect(health.engines[0]).toMatchObject({
        name: 'whisper', available: false, default: true, reason: 'Whisper model not found in /nonexistent/models/whisper-base', fix: 'npm run setup',
      });
      const response = await fetch(`${bare.url}/transcribe`, { method: 'POST', headers: { 'content-type': 'audio/wav' }, body: 'RIFF' });
      expect(response.status).toBe(503);
      expect(await response.text()).toBe('The whisper engine is not available: Whisper model not found in /nonexistent/models/whisper-base. Fix: npm run setup');
    } finally {
      await bare.close();
    }
  });
});

describe('body limit', () => {
  it('answers 413 past the configured size', async () => {
    const config: EditorServiceConfig = { ...loadEditorServiceConfig({}), maxBodyBytes: 1000 };
    const small = await createEditorService(config).listen(0);
    try {
      const response = await fetch(`${small.url}/transcribe`, { method: 'POST', headers: { 'content-type': 'audio/wav' }, body: new Uint8Array(5000) });
      expect(response.status).toBe(413);
    } finally {
      await small.close();
    }
  });
});
