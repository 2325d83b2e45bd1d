import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { librivoxClips, type Clip } from '../../scripts/fixtures/librivox.ts';
import { loadEditorServiceConfig } from '../editor-service/config.ts';
import { createEngines } from '../editor-service/engines.ts';
import { modelsDir } from '../editor-service/models/location.ts';
import { startHarness, type Harness } from '../test/harness.ts';
import { startQueueWorker } from './transcribe-worker.ts';
import { startRedis, type TestRedis } from './testing/redis-server.ts';

/**
 * Workers that say what they run: two queue workers on one real Redis, one with only Whisper tiny.en installed and
 * one with only base (each a models folder holding just that model), and the server with TAPESCRIPT_QUEUE_URL.
 */
const TOKEN = 'worker-models-token-0123456789';
const ROOT = path.resolve(import.meta.dirname, '../..');
let redis: TestRedis;
let clips: Clip[];
let h: Harness | undefined;
const closing: Array<() => Promise<void>> = [];
/** Jobs held back by a test, let go at the latest when it ends (a worker stops only once its jobs have ended). */
const releases: Array<() => void> = [];
function holdJobs(): { hold: Promise<void>; release: () => void } {
  let release!: () => void;
  const hold = new Promise<void>((resolve) => (release = resolve));
  releases.push(release);
  return { hold, release };
}

/** A models folder with one of the installed models in it (linked, not copied). */
function modelsWith(model: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tapescript-models-${model}-`));
  fs.symlinkSync(path.join(modelsDir(), `whisper-${model}`), path.join(dir, `whisper-${model}`));
  return dir;
}
const dirs = { 'tiny.en': modelsWith('tiny.en'), base: modelsWith('base') };
const envFor = (model: keyof typeof dirs) => ({ TRANSCRIBE_ENGINE: 'whisper', TRANSCRIBE_MODEL: model, TAPESCRIPT_MODELS_DIR: dirs[model] });
const machines = {
  'tiny.en': createEngines(loadEditorServiceConfig({ ...process.env, ...envFor('tiny.en') })),
  base: createEngines(loadEditorServiceConfig({ ...process.env, ...envFor('base') })),
};
afterAll(() => {
  Object.values(machines).forEach((machine) => machine.close());
  Object.values(dirs).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

beforeAll(async () => {
  clips = await librivoxClips();
});
beforeEach(async () => {
  redis = await startRedis();
});
afterEach(async () => {
  releases.splice(0).forEach((release) => release());
  for (const close of closing.splice(0).reverse()) await close();
  await h?.close();
  h = undefined;
  await redis?.stop();
});

/** A worker of one machine; `hold` keeps each job from starting its transcription until it resolves. */
async function startWorker(model: keyof typeof machines, ran: string[] = [], hold?: Promise<void>) {
  const machine = machines[model];
  const worker = startQueueWorker({
    url: redis.url,
    transcribe: async (audio, { engine, ...options }) => {
      ran.push(`${model} worker: ${options.model ?? 'its default'}`);
      await hold;
      return (await machine.transcriber(engine)).transcribe(audio, options);
    },
    engines: machine.health().engines,
    log: () => undefined,
  });
  closing.push(() => worker.close());
  await worker.waitUntilReady();
  return worker;
}

function gql(query: string, variables: Record<string, unknown> = {}) {
  return fetch(`${h!.app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ query, variables }),
  }).then((response) => response.json());
}

/** uploadAudio with a model (or none): the answer's data and errors. */
async function upload(clip: Clip, title: string, model?: string) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: 'mutation ($title: String!, $file: Upload!, $model: String) { uploadAudio(title: $title, file: $file, model: $model) { id } }',
      variables: { title, file: null, model: model ?? null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([fs.readFileSync(clip.path)], { type: 'audio/wav' }), 'clip.wav');
  const response = await fetch(`${h!.app.url}/graphql`, { method: 'POST', body: form, headers: { 'x-graphql-yoga-csrf': '1', authorization: `Bearer ${TOKEN}` } });
  return response.json();
}

async function settled(id: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { data } = await gql('query ($id: ID!) { transcript(id: $id) { status error model } }', { id });
    if (data.transcript.status !== 'TRANSCRIBING' || Date.now() > deadline) return data.transcript;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function whisper() {
  const { data } = await gql('{ engines { kind name available isDefault models defaultModel reason } }');
  return data.engines.find((engine: { name: string }) => engine.name === 'whisper');
}

const transcriptCount = async () => (await gql('{ transcripts(page: 1) { totalItems } }')).data.transcripts.totalItems;

test('engines is the union of the live workers; each job goes to the worker with its model; a model nobody runs is refused', { timeout: 150_000 }, async () => {
  h = await startHarness({ TAPESCRIPT_QUEUE_URL: redis.url, TAPESCRIPT_ACCESS_TOKEN: TOKEN });
  expect(await whisper()).toMatchObject({ available: false, models: [], reason: 'no live queue worker runs it' });

  const ran: string[] = [];
  await startWorker('tiny.en', ran);
  expect(await whisper()).toMatchObject({ available: true, isDefault: true, models: ['tiny.en'], defaultModel: 'tiny.en' });
  const refused = await upload(clips[0], 'For base', 'base');
  expect(refused.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  expect(refused.errors[0].message).toMatch(/^model must be one of tiny\.en \(run by the live queue workers; no live worker runs it\), got "base"/);
  expect(await transcriptCount()).toBe(0);

  await startWorker('base', ran);
  expect(await whisper()).toMatchObject({ available: true, models: ['base', 'tiny.en'] });
  const { data: small } = await upload(clips[0], 'Tiny', 'tiny.en');
  const { data: large } = await upload(clips[1], 'Base', 'base');
  expect([await settled(small.uploadAudio.id), await settled(large.uploadAudio.id)]).toEqual([
    { status: 'READY', error: null, model: 'tiny.en' },
    { status: 'READY', error: null, model: 'base' },
  ]);
  expect(ran.sort()).toEqual(['base worker: base', 'tiny.en worker: tiny.en']);
  const { data: health } = await fetch(`${h.app.url}/health`).then(async (response) => ({ data: await response.json() }));
  expect(health.queue).toMatchObject({ kind: 'redis', reachable: true, workers: 2 });
});

/** `npm run worker` in a process of its own, so that it can die without saying goodbye. */
function workerProcess(model: keyof typeof dirs): { child: ChildProcess; exited: Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/transcription/worker-main.ts', '--queue', redis.url, '--heartbeat-ms', '300'], {
    cwd: ROOT,
    env: { ...process.env, ...envFor(model) },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  closing.push(async () => {
    child.kill('SIGKILL');
    await exited;
  });
  return { child, exited };
}

test('a worker that stops leaves engines at once; one that dies, once its registration lapses', { timeout: 90_000 }, async () => {
  h = await startHarness({ TAPESCRIPT_QUEUE_URL: redis.url, TAPESCRIPT_ACCESS_TOKEN: TOKEN });
  const worker = await startWorker('base');
  expect((await whisper()).models).toEqual(['base']);
  await worker.close();
  expect(await whisper()).toMatchObject({ available: false, models: [] });

  const { child, exited } = workerProcess('tiny.en');
  await expect.poll(async () => (await whisper()).models, { timeout: 60_000, interval: 200 }).toEqual(['tiny.en']);
  child.kill('SIGKILL');
  await exited;
  // Three missed heartbeats of 300 ms.
  await expect.poll(async () => (await whisper()).models, { timeout: 10_000, interval: 200 }).toEqual([]);
});

test('a job whose model loses its last worker fails after TAPESCRIPT_MODEL_WAIT_MINUTES, saying why', { timeout: 90_000 }, async () => {
  // 0.02 minutes: 1.2 seconds.
  h = await startHarness({ TAPESCRIPT_QUEUE_URL: redis.url, TAPESCRIPT_ACCESS_TOKEN: TOKEN, TAPESCRIPT_MODEL_WAIT_MINUTES: '0.02' });
  const { hold, release } = holdJobs();
  const ran: string[] = [];
  const worker = await startWorker('base', ran, hold);
  const first = (await upload(clips[0], 'Running', 'base')).data.uploadAudio.id;
  await expect.poll(() => ran.length, { timeout: 10_000 }).toBe(1);
  const second = (await upload(clips[1], 'Waiting', 'base')).data.uploadAudio.id;

  // The worker leaves after its running job; nobody else runs base.
  const closed = worker.close();
  release();
  await closed;
  expect(await settled(first)).toMatchObject({ status: 'READY', model: 'base' });
  expect(await settled(second, 30_000)).toEqual({
    status: 'FAILED',
    error: 'Error transcribing audio: No live worker runs the whisper model "base": the job waited 0.02 minutes (TAPESCRIPT_MODEL_WAIT_MINUTES) for one. Start `npm run worker` on a machine that has it, then retry.',
    model: null,
  });
  expect(ran).toHaveLength(1);
});

test('TAPESCRIPT_MAX_QUEUED_JOBS counts the jobs waiting on every model’s queue', { timeout: 90_000 }, async () => {
  h = await startHarness({ TAPESCRIPT_QUEUE_URL: redis.url, TAPESCRIPT_ACCESS_TOKEN: TOKEN, TAPESCRIPT_MAX_QUEUED_JOBS: '1' });
  const { hold } = holdJobs();
  const ran: string[] = [];
  await startWorker('tiny.en', ran, hold);
  await startWorker('base');
  expect((await upload(clips[0], 'Running', 'tiny.en')).errors).toBeUndefined();
  await expect.poll(() => ran.length, { timeout: 10_000 }).toBe(1);
  expect((await upload(clips[1], 'Waiting for tiny.en', 'tiny.en')).errors).toBeUndefined();
  // An upload's job is queued just after its answer: the count is taken once it waits.
  await expect.poll(async () => (await h!.app.services.jobs.state()).waiting, { timeout: 10_000 }).toBe(1);
  // base's queue is empty and its worker idle, but one job already waits.
  const { errors } = await upload(clips[2], 'For base', 'base');
  expect(errors[0].extensions.code).toBe('BUSY');
  expect(errors[0].message).toBe('The transcription queue is full (1 waiting); try again in a few minutes.');
  expect(await transcriptCount()).toBe(2);
});

test('a worker runs --concurrency jobs at once over all its queues, not that many per queue', { timeout: 90_000 }, async () => {
  h = await startHarness({ TAPESCRIPT_QUEUE_URL: redis.url, TAPESCRIPT_ACCESS_TOKEN: TOKEN });
  const { hold, release } = holdJobs();
  const ran: string[] = [];
  await startWorker('tiny.en', ran, hold);
  const first = (await upload(clips[0], 'Chose tiny.en', 'tiny.en')).data.uploadAudio.id;
  await expect.poll(() => ran.length, { timeout: 10_000 }).toBe(1);
  // Its job waits on the shared queue, which the worker takes from too.
  const second = (await upload(clips[1], 'Chose nothing')).data.uploadAudio.id;
  const queued = async () => {
    const state = await h!.app.services.jobs.state();
    return state.waiting + state.running;
  };
  await expect.poll(queued, { timeout: 10_000 }).toBe(2);
  expect(ran).toEqual(['tiny.en worker: tiny.en']);
  release();
  expect([(await settled(first)).status, (await settled(second)).status]).toEqual(['READY', 'READY']);
  expect(ran).toEqual(['tiny.en worker: tiny.en', 'tiny.en worker: its default']);
});
