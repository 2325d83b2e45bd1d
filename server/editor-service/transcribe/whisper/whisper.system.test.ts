import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLISON_DIR, makeConversation } from '../../../../scripts/fixtures/conversation.ts';
import { makeReading } from '../../../../scripts/fixtures/librivox.ts';
import { run } from '../../../../scripts/fixtures/run.ts';
import { wordErrorRate } from '../../../../scripts/fixtures/wer.ts';
import { loadEditorServiceConfig } from '../../config.ts';
import { createEditorService, type RunningEditorService } from '../../service.ts';
import { centroid, cosine } from '../../../domain/voices/vectors.ts';
import type { ClipVoiceprints, Transcription } from '../../contract.ts';
import { SPEECH_WORKER_DIR } from './location.ts';

// The Whisper engine end to end: real worker process, real models from `npm run setup`, real speech, over HTTP.
const JFK = path.join(SPEECH_WORKER_DIR, 'tests', 'audio', 'jfk.mp3');
const JFK_TEXT = 'And so, my fellow Americans, ask not what your country can do for you, ask what you can do for your country.';

let service: RunningEditorService;
beforeAll(async () => {
  service = await createEditorService(loadEditorServiceConfig({ TAPESCRIPT_DATA_DIR: '/nonexistent/custom-data-dir' })).listen(0, '127.0.0.1');
  const health = await (await fetch(`${service.url}/health`)).json();
  const whisper = health.engines.find((engine: { name: string }) => engine.name === 'whisper');
  // Missing is a failure that names the fix, never a skip.
  if (!whisper.available) throw new Error(`Whisper is not installed (${whisper.reason}): run \`npm run setup\``);
});
afterAll(() => service.close());

function post(query: string, body: Buffer, type = 'audio/mpeg') {
  return fetch(`${service.url}/transcribe-deepgram${query}`, { method: 'POST', headers: { 'content-type': type }, body: new Uint8Array(body) });
}

async function transcribe(file: string, query = ''): Promise<Transcription> {
  const response = await post(query, await readFile(file));
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Transcription;
}

describe('Whisper', () => {
  it('is the default with a custom data dir, and gives JFK cased and punctuated with word timings', async () => {
    const result = await transcribe(JFK);
    const text = result.segments.map((segment) => segment.text).join(' ');
    expect(result).toMatchObject({ engine: 'whisper', model: 'base', language: 'en', speakerEngine: expect.any(String) });
    expect(text).toMatch(/^And so,? my fellow Americans, ask not what your country can do for you, ask what you can do for your country\.$/);
    expect(wordErrorRate(JFK_TEXT, text)).toBeLessThanOrEqual(0.05);
    const words = result.segments.flatMap((segment) => segment.words ?? []);
    expect(words.length).toBe(22);
    let previousEnd = 0;
    for (const word of words) {
      expect(word.start).toBeGreaterThanOrEqual(previousEnd);
      expect(word.end).toBeGreaterThanOrEqual(word.start);
      expect(word.end).toBeLessThanOrEqual(result.duration);
      expect(word.confidence).toBeGreaterThan(0);
      previousEnd = word.end;
    }
    expect(new Set(result.segments.map((segment) => segment.speaker))).toEqual(new Set(['Speaker 1']));
  });

  it('gives each speaker a voiceprint under its label, and measures chosen clips of the recording with the same model', async () => {
    const conversation = await makeConversation(4);
    const result = await transcribe(conversation.path, '?speakers=2');
    const labels = [...new Set(result.segments.map((segment) => segment.speaker))];
    expect(result.voices?.model).toMatch(/^campplus-zh_en-common-advanced@[0-9a-f]{12}$/);
    expect(result.voices!.speakers.map((voice) => voice.speaker).sort()).toEqual([...labels].sort());
    // Clips of each speaker's first segments, measured apart from the transcription.
    const clipsOf = (label: string) => result.segments.filter((segment) => segment.speaker === label && segment.end - segment.start > 2).slice(0, 3).map((segment): [number, number] => [segment.start, segment.end]);
    const clips = [...clipsOf(labels[0]), ...clipsOf(labels[1])].sort((a, b) => a[0] - b[0]);
    const response = await fetch(`${service.url}/voiceprints?clips=${encodeURIComponent(JSON.stringify(clips))}`, {
      method: 'POST', headers: { 'content-type': 'audio/wav' }, body: new Uint8Array(await readFile(conversation.path)),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const measured = (await response.json()) as ClipVoiceprints;
    expect(measured.model).toBe(result.voices!.model);
    for (const label of labels) {
      const mine = measured.clips.filter((clip) => clipsOf(label).some(([start]) => start === clip.start)).map((clip) => clip.embedding);
      const heard = result.voices!.speakers.map((voice) => ({ label: voice.speaker, score: cosine(centroid(mine), voice.embedding) }));
      expect(heard.sort((a, b) => b.score - a.score)[0].label).toBe(label);
    }
  });

  it('gives no segments for music', async () => {
    const music = await run('ffmpeg', [
      '-nostdin', '-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=15', '-f', 'lavfi', '-i',
      'anoisesrc=color=pink:amplitude=0.05:duration=15', '-filter_complex', 'amix=inputs=2', '-f', 'ogg', '-c:a', 'libvorbis', 'pipe:1',
    ]);
    const response = await post('', music, 'audio/ogg');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ engine: 'whisper', segments: [], language: null, speakerEngine: null });
  });

  it('honours the model, language and vocabulary of the request', async () => {
    const result = await transcribe(JFK, `?model=tiny.en&language=en&vocabulary=${encodeURIComponent(JSON.stringify(['Americans']))}`);
    expect(result).toMatchObject({ engine: 'whisper', model: 'tiny.en', language: 'en' });
    expect(wordErrorRate(JFK_TEXT, result.segments.map((segment) => segment.text).join(' '))).toBeLessThanOrEqual(0.1);
  });

  it('hands the vocabulary to the model: a name Whisper misspells comes back spelled as the list says', async () => {
    // Allison's Asterisk demonstration prompt (Debian asterisk-core-sounds-en-wav, a test tool): "…located at Digium."
    const aboutToTry = path.join(ALLISON_DIR, 'demo-abouttotry.wav');
    const text = async (query: string) => (await transcribe(aboutToTry, query)).segments.map((segment) => segment.text).join(' ');
    expect(await text('?language=en')).not.toContain('Digium');
    expect(await text(`?language=en&vocabulary=${encodeURIComponent(JSON.stringify(['Digium']))}`)).toContain('Digium');
  });

  it.each([
    ['?engine=moonshine', 400, /engine must be one of whisper, deepgram, got "moonshine"/],
    ['?engine=vosk', 400, /engine must be one of whisper, deepgram, got "vosk"/],
    ['?model=huge', 400, /model must be one of base, tiny.en/],
    ['?model=tiny.en&language=de', 400, /knows only English/],
    ['?language=english!', 400, /language must be a language code/],
    ['?vocabulary=ETRM', 400, /vocabulary must be a JSON array/],
    ['?engine=deepgram', 503, /deepgram engine is not available: DEEPGRAM_API_KEY is not set/],
  ])('answers %s with %i and a clear message', async (query, status, message) => {
    const response = await post(query, await readFile(JFK));
    expect(response.status).toBe(status);
    expect(await response.text()).toMatch(message);
  });

  // SIGKILL as the out-of-memory killer sends it; SIGSEGV as a crash in a decoder would end it (FFmpeg's decoders run
  // inside the worker, through PyAV).
  it.each(['SIGKILL', 'SIGSEGV'] as const)('fails the job in flight with a clear error when the worker dies (%s), and the next job succeeds', async (signal) => {
    const reading = await makeReading();
    const long = await run('ffmpeg', ['-nostdin', '-v', 'error', '-stream_loop', '3', '-i', reading.path, '-f', 'wav', 'pipe:1']);
    const job = `killed-${signal}-${Date.now()}`;
    const answer = post(`?job=${job}&model=tiny.en`, long, 'audio/wav');
    // Wait until the worker is decoding, then end it.
    for (let tries = 0; ; tries++) {
      // 404 until the service has read the request's head and registered the job.
      const reply = await fetch(`${service.url}/progress/${job}`);
      const progress = reply.ok ? ((await reply.json()) as { progress: number }).progress : 0;
      if (progress > 0.05) break;
      if (tries > 600) throw new Error('the job never made progress');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const pid = execFileSync('pgrep', ['-P', String(process.pid), '-f', 'worker.py']).toString().trim().split('\n')[0];
    process.kill(Number(pid), signal);
    const response = await answer;
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(new RegExp(`^The speech worker stopped unexpectedly \\(it was killed \\(${signal}\\)\\) while transcribing`));

    const next = await transcribe(JFK, '?model=tiny.en');
    expect(next.segments.length).toBeGreaterThan(0);
  });
});
