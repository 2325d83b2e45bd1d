import { Queue } from 'bullmq';
import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { librivoxClips, type Clip } from '../../scripts/fixtures/librivox.ts';
import { wordErrorRate } from '../../scripts/fixtures/wer.ts';
import { loadEditorServiceConfig } from '../editor-service/config.ts';
import { createEngines } from '../editor-service/engines.ts';
import { createWhisperEngine } from '../editor-service/transcribe/whisper/engine.ts';
import { JobCredentials, loadJobSecret } from '../auth/job-credential.ts';
import { writeFirstVersion } from './outcome.ts';
import { startHarness, waitForStatus, type Harness } from '../test/harness.ts';
import { connectionOf, jobIdOf, TRANSCRIBE_QUEUE, type TranscribeJobData } from './protocol.ts';
import type { RedisTranscriptionJobs } from './redis-jobs.ts';
import { startQueueWorker } from './transcribe-worker.ts';
import { startRedis, type TestRedis } from './testing/redis-server.ts';

/**
 * The server with TAPESCRIPT_QUEUE_URL: a real Redis, a real PocketBase, and queue workers running the
 * offline engine in this process. The server has an access token, so the workers' audio requests pass only
 * with the per-job credential.
 */
const TOKEN = 'queue-test-token-0123456789';
let redis: TestRedis;
let clips: Clip[];
let h: Harness | undefined;
const workers: Array<{ close(): Promise<void> }> = [];
// Whisper tiny.en, the lightest offline engine, in its speech worker (started on the first job, stopped at the end).
const config = loadEditorServiceConfig({ ...process.env, TRANSCRIBE_ENGINE: 'whisper', TRANSCRIBE_MODEL: 'tiny.en' });
const engines = createEngines(config);
const engine = await engines.transcriber();
const health = engines.health().engines;
afterAll(() => engines.close());

beforeAll(async () => {
  clips = await librivoxClips();
});
// Each test has its own Redis, so no job of one is left for the next.
beforeEach(async () => {
  redis = await startRedis();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.close()));
  await h?.close();
  h = undefined;
  await redis?.stop();
});

function serverEnv(): Record<string, string> {
  return { TAPESCRIPT_QUEUE_URL: redis.url, TAPESCRIPT_ACCESS_TOKEN: TOKEN };
}

function startWorker(workerEngine = engine) {
  const worker = startQueueWorker({ url: redis.url, transcribe: (audio, options) => workerEngine.transcribe(audio, options), engines: health, log: () => undefined });
  workers.push(worker);
  return worker;
}

async function upload(harness: Harness, clip: Clip, title: string): Promise<string> {
  const response = await harness.upload(title, new Uint8Array(fs.readFileSync(clip.path)), 'clip.wav', 'audio/wav', {
    'x-graphql-yoga-csrf': '1',
    authorization: `Bearer ${TOKEN}`,
  });
  const { data, errors } = await response.json();
  expect(errors).toBeUndefined();
  return data.uploadAudio.id;
}

function gql(harness: Harness, query: string, variables: Record<string, unknown>) {
  return fetch(`${harness.app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ query, variables }),
  }).then((response) => response.json());
}

async function settled(harness: Harness, id: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { data } = await gql(harness, 'query ($id: ID!) { transcript(id: $id) { status error segments { text } versions { id } } }', { id });
    if (data.transcript.status !== 'TRANSCRIBING' || Date.now() > deadline) return data.transcript;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const textOf = (transcript: { segments: { text: string }[] }) => transcript.segments.map((segment) => segment.text).join(' ');

test('jobs wait in order with queue positions; a worker on the queue turns each into one READY version', { timeout: 120_000 }, async () => {
  h = await startHarness(serverEnv());
  const jobs = h.app.services.jobs as RedisTranscriptionJobs;
  const first = await upload(h, clips[0], 'First');
  const second = await upload(h, clips[1], 'Second');
  await expect.poll(() => [jobs.position(first), jobs.position(second)], { timeout: 10_000 }).toEqual([1, 2]);

  startWorker();
  const [a, b] = [await settled(h, first), await settled(h, second)];
  for (const [transcript, clip] of [[a, clips[0]], [b, clips[1]]] as const) {
    expect(transcript.status).toBe('READY');
    expect(transcript.versions).toHaveLength(1);
    expect(wordErrorRate(clip.reference, textOf(transcript))).toBeLessThan(0.35);
  }
  expect(jobs.position(first)).toBeNull();

  // A late second result for the same transcript is not written.
  const { data } = await gql(h, 'query ($id: ID!) { transcript(id: $id) { segments { speaker text start end } } }', { id: first });
  const again = await writeFirstVersion(h.app.services.repo, first, { engine: 'whisper', duration: 1, segments: data.transcript.segments });
  expect(again).toEqual({ written: false, status: 'ready' });
  expect((await settled(h, first)).versions).toHaveLength(1);
});

test('the upload’s options and the server’s vocabulary go with the job to the worker', { timeout: 90_000 }, async () => {
  h = await startHarness({ ...serverEnv(), TRANSCRIBE_VOCABULARY: 'ETRM' });
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: 'mutation ($file: Upload!) { uploadAudio(title: "Options", file: $file, language: "en", speakers: 1, vocabulary: ["Dashwood"]) { id } }',
      variables: { file: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([fs.readFileSync(clips[0].path)], { type: 'audio/wav' }), 'clip.wav');
  const response = await fetch(`${h.app.url}/graphql`, { method: 'POST', body: form, headers: { 'x-graphql-yoga-csrf': '1', authorization: `Bearer ${TOKEN}` } });
  const { data, errors } = await response.json();
  expect(errors).toBeUndefined();

  const seen: unknown[] = [];
  const files: string[] = [];
  workers.push(
    startQueueWorker({
      url: redis.url,
      transcribe: (audio, options) => {
        seen.push({ language: options.language, speakers: options.speakers, vocabulary: options.vocabulary });
        files.push(audio.path);
        return engine.transcribe(audio, options);
      },
      engines: health,
      log: () => undefined,
    }),
  );
  expect((await settled(h, data.uploadAudio.id)).status).toBe('READY');
  expect(seen).toEqual([{ language: 'en', speakers: 1, vocabulary: ['Dashwood', 'ETRM'] }]);
  // The audio came to a private temporary file (the engines read files), gone once the job ended.
  expect(files).toHaveLength(1);
  expect(fs.existsSync(files[0])).toBe(false);
});

test('a job an earlier release queued for a removed engine runs with the default one, and its history says so', { timeout: 90_000 }, async () => {
  h = await startHarness(serverEnv());
  const id = await upload(h, clips[2], 'Queued for vosk');
  // A job is queued just after its upload's answer: once it waits, it is changed as the earlier release stored it.
  await expect.poll(async () => (await h!.app.services.jobs.state()).waiting, { timeout: 10_000 }).toBe(1);
  await h.app.services.repo.updateTranscript(id, { transcribeOptions: { engine: 'vosk' } });
  const queue = new Queue<TranscribeJobData>(TRANSCRIBE_QUEUE, { connection: connectionOf(redis.url) });
  try {
    const job = (await queue.getJob(jobIdOf(id)))!;
    await job.updateData({ ...job.data, options: { ...job.data.options, engine: 'vosk' } });
  } finally {
    await queue.close();
  }

  const engines: unknown[] = [];
  workers.push(
    startQueueWorker({
      url: redis.url,
      transcribe: (audio, options) => {
        engines.push(options.engine);
        return engine.transcribe(audio, options);
      },
      engines: health,
      log: () => undefined,
    }),
  );
  expect((await settled(h, id)).status).toBe('READY');
  expect(engines).toEqual([undefined]);
  const { data } = await gql(h, 'query ($id: ID!) { transcript(id: $id) { engine versions { label } } }', { id });
  expect(data.transcript).toEqual({ engine: 'whisper', versions: [{ label: 'Transcribed with whisper: the vosk engine this upload asked for was removed' }] });
});

test('a job an earlier release queued on the one shared queue, for a model, is followed there after the upgrade and runs once', { timeout: 90_000 }, async () => {
  h = await startHarness(serverEnv());
  const id = await upload(h, clips[3], 'Queued for tiny.en');
  // As the earlier release stored the upload: its job went to the one queue there was, whatever the model.
  await expect.poll(async () => (await h!.app.services.jobs.state()).waiting, { timeout: 10_000 }).toBe(1);
  await h.app.services.repo.updateTranscript(id, { transcribeOptions: { model: 'tiny.en' } });
  const queue = new Queue<TranscribeJobData>(TRANSCRIBE_QUEUE, { connection: connectionOf(redis.url) });
  try {
    const job = (await queue.getJob(jobIdOf(id)))!;
    await job.updateData({ ...job.data, options: { ...job.data.options, model: 'tiny.en' } });
  } finally {
    await queue.close();
  }
  const dataDir = h.dataDir;
  await h.close({ keepData: true });
  h = await startHarness(serverEnv(), { dataDir });

  const models: unknown[] = [];
  workers.push(
    startQueueWorker({
      url: redis.url,
      transcribe: (audio, options) => {
        models.push(options.model);
        return engine.transcribe(audio, options);
      },
      engines: health,
      log: () => undefined,
    }),
  );
  expect((await settled(h, id)).status).toBe('READY');
  await h.app.services.jobs.idle();
  expect(models).toEqual(['tiny.en']);
  expect((await h.app.services.jobs.state()).waiting).toBe(0);
});

test('a cancelled job leaves the queue and the ones behind it move up', { timeout: 60_000 }, async () => {
  h = await startHarness(serverEnv());
  const jobs = h.app.services.jobs as RedisTranscriptionJobs;
  const first = await upload(h, clips[0], 'Cancelled');
  const second = await upload(h, clips[1], 'Kept');
  await expect.poll(() => jobs.position(second), { timeout: 10_000 }).toBe(2);
  jobs.cancel(first);
  await expect.poll(() => [jobs.position(first), jobs.position(second)], { timeout: 10_000 }).toEqual([null, 1]);
  expect(jobs.progress(first)).toBeUndefined();
});

test('with TAPESCRIPT_MAX_QUEUED_JOBS waiting, the next upload is refused as BUSY and nothing is written', { timeout: 60_000 }, async () => {
  h = await startHarness({ ...serverEnv(), TAPESCRIPT_MAX_QUEUED_JOBS: '1' });
  const jobs = h.app.services.jobs as RedisTranscriptionJobs;
  const first = await upload(h, clips[0], 'Waiting');
  await expect.poll(() => jobs.position(first), { timeout: 10_000 }).toBe(1);
  const response = await h.upload('One too many', new Uint8Array(fs.readFileSync(clips[1].path)), 'clip.wav', 'audio/wav', {
    'x-graphql-yoga-csrf': '1',
    authorization: `Bearer ${TOKEN}`,
  });
  const { errors } = await response.json();
  expect(errors[0].extensions.code).toBe('BUSY');
  expect(errors[0].message).toBe('The transcription queue is full (1 waiting); try again in a few minutes.');
  const { data } = await gql(h, '{ transcripts(page: 1) { totalItems } }', {});
  expect(data.transcripts.totalItems).toBe(1);
});

test('jobs queued before a server restart are transcribed by a worker that starts after it', { timeout: 120_000 }, async () => {
  h = await startHarness(serverEnv());
  const id = await upload(h, clips[2], 'Across a restart');
  const dataDir = h.dataDir;
  await h.close({ keepData: true });
  h = await startHarness(serverEnv(), { dataDir });

  startWorker();
  const transcript = await settled(h, id);
  expect(transcript.status).toBe('READY');
  expect(transcript.versions).toHaveLength(1);
  expect(wordErrorRate(clips[2].reference, textOf(transcript))).toBeLessThan(0.35);
});

test('a job that fails on every run ends FAILED with the last reason after three runs, waiting TAPESCRIPT_RETRY_SECONDS, doubled, between them', { timeout: 120_000 }, async () => {
  h = await startHarness({ ...serverEnv(), TAPESCRIPT_RETRY_SECONDS: '0.5' });
  // A worker on a machine without the Whisper model: the engine answers 503 every time.
  const bare = createWhisperEngine({ ...config.transcribe.whisper, modelsDir: '/nonexistent/models' });
  const worker = startWorker(bare);
  const starts: number[] = [];
  const startedAt: number[] = [];
  worker.on('active', (job) => {
    starts.push(job.attemptsStarted);
    startedAt.push(Date.now());
  });

  const transcript = await settled(h, await upload(h, clips[3], 'No recognizer'), 100_000);
  expect(transcript.status).toBe('FAILED');
  expect(transcript.error).toBe('Error transcribing audio: 503 Whisper is not available: Whisper model not found in /nonexistent/models/whisper-tiny.en; run `npm run setup`');
  expect(starts).toEqual([1, 2, 3]);
  // 0.5 s, then 1 s (at least: BullMQ moves a delayed job on when it next looks).
  expect(startedAt[1] - startedAt[0]).toBeGreaterThanOrEqual(500);
  expect(startedAt[2] - startedAt[1]).toBeGreaterThanOrEqual(1000);
});

test('/media takes a job credential only for its own transcript and only until it expires', async () => {
  h = await startHarness(serverEnv());
  const id = await upload(h, clips[4], 'Credential');
  const other = await upload(h, clips[0], 'Another');
  const credentials = new JobCredentials(loadJobSecret(h.dataDir));
  const get = (target: string, token: string) => fetch(`${h!.app.url}/media/${target}`, { headers: { authorization: `Bearer ${token}` } });

  const valid = credentials.issue(id, 60_000).token;
  const response = await get(id, valid);
  expect(response.status).toBe(200);
  expect(Buffer.from(await response.arrayBuffer()).equals(fs.readFileSync(clips[4].path))).toBe(true);
  expect((await get(other, valid)).status).toBe(401);
  expect((await get(id, credentials.issue(id, -1).token)).status).toBe(401);
  expect((await get(id, new JobCredentials(Buffer.alloc(32, 7)).issue(id, 60_000).token)).status).toBe(401);
  // The credential opens the audio and nothing else.
  const graphql = await fetch(`${h.app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${valid}` },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  expect(graphql.status).toBe(401);
});
