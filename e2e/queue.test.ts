import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { librivoxClips } from '../scripts/fixtures/librivox.ts';
import { wordErrorRate } from '../scripts/fixtures/wer.ts';
import { startRedis, type TestRedis } from '../server/transcription/testing/redis-server.ts';
import { graphql, uploadViaApi } from './support/api.ts';
import { stopGroup } from './support/processes.ts';
import { startProduct, type Product } from './support/product.ts';

/**
 * Past one machine, as the README runs it: Redis, the server with TAPESCRIPT_QUEUE_URL and two
 * `npm run worker` processes, all on loopback. One worker is killed (SIGKILL) in the middle of a job;
 * its job is retried by the other once the lock runs out, and every transcript is written exactly once.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const LOCK_MS = 5000;

interface WorkerProcess {
  process: ChildProcess;
  output: () => string;
}

let redis: TestRedis;
let product: Product;
const workers: WorkerProcess[] = [];

function startWorker(): WorkerProcess {
  // Node with tsx as a loader: one process, so SIGKILL really ends the worker mid-job.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/transcription/worker-main.ts', '--queue', redis.url, '--lock-ms', String(LOCK_MS)], {
    cwd: ROOT,
    // Whichever offline engine this machine has (Whisper after `npm run setup`): the text is checked loosely.
    env: { ...process.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const worker = { process: child, output: () => output };
  workers.push(worker);
  return worker;
}

async function until<T>(what: string, check: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  redis = await startRedis();
  product = await startProduct({ env: { TAPESCRIPT_QUEUE_URL: redis.url } });
});
afterAll(async () => {
  await Promise.all(workers.map((worker) => stopGroup(worker.process)));
  await product?.stop();
  await redis?.stop();
});

test('two workers on one queue: one is killed mid-job, every transcript still becomes READY exactly once', { timeout: 240_000 }, async () => {
  const clips = await librivoxClips();
  const [doomed, survivor] = [startWorker(), startWorker()];
  const ids = [];
  for (const [index, clip] of clips.entries()) ids.push(await uploadViaApi(product.baseUrl, `Reading ${index + 1}`, clip.path));

  const killedJob = await until('the first worker to start a job', () => /Job (\S+) started/.exec(doomed.output())?.[1], 60_000);
  process.kill(doomed.process.pid!, 'SIGKILL');

  type Settled = { status: string; error: string | null; segments: { text: string }[]; versions: { id: string }[] };
  const settled = new Map<string, Settled>();
  const deadline = Date.now() + 180_000;
  while (settled.size < ids.length) {
    if (Date.now() > deadline) throw new Error(`Still transcribing after 3 minutes\nserver:\n${product.log()}\nsurviving worker:\n${survivor.output()}`);
    for (const id of ids.filter((id) => !settled.has(id))) {
      const { transcript } = await graphql<{ transcript: Settled }>(
        product.baseUrl,
        'query ($id: ID!) { transcript(id: $id) { status error segments { text } versions { id } } }',
        { id },
      );
      if (transcript.status !== 'TRANSCRIBING') settled.set(id, transcript);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  ids.forEach((id, index) => {
    const transcript = settled.get(id)!;
    expect(transcript.error).toBeNull();
    expect(transcript.status).toBe('READY');
    expect(transcript.versions).toHaveLength(1);
    const text = transcript.segments.map((segment) => segment.text).join(' ');
    expect(wordErrorRate(clips[index].reference, text)).toBeLessThan(0.35);
  });
  // The job the killed worker held was finished by the other one.
  expect(survivor.output()).toContain(`Job ${killedJob} done`);
});
