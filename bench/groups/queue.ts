import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { graphql, uploadViaApi } from '../../e2e/support/api.ts';
import { waitForGraphql } from '../../e2e/support/processes.ts';
import { librivoxClips } from '../../scripts/fixtures/librivox.ts';
import { startRedis } from '../../server/transcription/testing/redis-server.ts';
import { freePort } from '../../server/store/pocketbase-process.ts';
import { onCleanup, startChild, type Child } from '../lib/processes.ts';
import type { BenchProduct } from '../lib/product.ts';
import type { GroupResult } from '../lib/report.ts';

/** Each LibriVox clip this many times per round: enough jobs for both workers to stay busy. */
const COPIES = 2;
const ROUND_LIMIT_MS = 180_000;

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** A queue worker as `npm run worker` starts it (the machine's default engine, one job at a time). */
async function startWorker(redisUrl: string): Promise<Child> {
  const worker = startChild('queue worker', process.execPath, ['--import', 'tsx', 'server/transcription/worker-main.ts', '--queue', redisUrl], {
    TRANSCRIBE_WORKERS: '1',
  });
  await until('the worker to connect', () => worker.output().includes('taking transcription jobs'), 30_000);
  return worker;
}

/** The engine the worker said it runs by default. */
function engineOf(worker: Child): string {
  return /default engine: (\w+)/.exec(worker.output())?.[1] ?? 'unknown';
}

/** Uploads every clip COPIES times at once and waits until all are READY; returns jobs per minute. */
async function round(url: string, clips: string[], label: string): Promise<{ perMinute: number; seconds: number }> {
  const started = performance.now();
  const ids = await Promise.all(clips.flatMap((clip, i) => Array.from({ length: COPIES }, (_, n) => uploadViaApi(url, `${label} ${i}.${n}`, clip))));
  const pending = new Set(ids);
  await until(
    `${label}: every transcript READY`,
    async () => {
      for (const id of [...pending]) {
        const { transcript } = await graphql<{ transcript: { status: string; error: string | null } }>(url, 'query ($id: ID!) { transcript(id: $id) { status error } }', { id });
        if (transcript.status === 'FAILED') throw new Error(`${label}: transcript failed: ${transcript.error}`);
        if (transcript.status === 'READY') pending.delete(id);
      }
      return pending.size === 0;
    },
    ROUND_LIMIT_MS,
    200,
  );
  const seconds = (performance.now() - started) / 1000;
  return { perMinute: (ids.length / seconds) * 60, seconds };
}

/**
 * Queue throughput (issue 18): the server with TAPESCRIPT_QUEUE_URL on a throw-away Redis, and one, then two
 * `npm run worker` processes taking the same jobs (the five LibriVox clips, twice each, uploaded at once).
 */
export async function queueGroup(product: BenchProduct): Promise<GroupResult> {
  const redis = await startRedis();
  onCleanup('redis', () => redis.stop());
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-bench-queue-'));
  onCleanup('queue data dir', () => fs.rm(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const server = startChild('queue server', process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    TAPESCRIPT_DATA_DIR: dataDir,
    POCKETBASE_URL: product.pocketbase.url,
    POCKETBASE_SUPERUSER_EMAIL: product.pocketbase.email,
    POCKETBASE_SUPERUSER_PASSWORD: product.pocketbase.password,
    EDITOR_SERVICE_URL: product.editor.url,
    TAPESCRIPT_QUEUE_URL: redis.url,
    NODE_ENV: 'production',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForGraphql(url, server, { timeoutMs: 45_000 });

  const clips = (await librivoxClips()).map((clip) => clip.path);
  const audioSeconds = await Promise.all(clips.map(async (clip) => ((await fs.stat(clip)).size - 44) / (16_000 * 2)));
  const first = await startWorker(redis.url);
  await round(url, clips.slice(0, 1), 'warm-up'); // loads the speech model, not counted
  const one = await round(url, clips, 'one worker');
  const second = await startWorker(redis.url);
  await round(url, clips.slice(0, 2), 'warm-up 2');
  const two = await round(url, clips, 'two workers');
  await Promise.all([first.stop(), second.stop(), server.stop()]);

  const jobs = clips.length * COPIES;
  const audioMinutes = (audioSeconds.reduce((sum, s) => sum + s, 0) * COPIES) / 60;
  const rate = (r: { perMinute: number; seconds: number }) =>
    `${r.perMinute.toFixed(1)} jobs/min (${jobs} jobs in ${r.seconds.toFixed(1)} s; ${(audioMinutes / (r.seconds / 60)).toFixed(1)} min of audio per min)`;
  return {
    group: 'queue',
    rows: [{ measure: `transcription jobs through Redis, ${jobs} short clips: two workers vs one`, product: rate(two), floor: rate(one), ratio: two.perMinute / one.perMinute }],
    notes: [
      `The server with TAPESCRIPT_QUEUE_URL (BullMQ on a throw-away Debian redis-server, loopback) and \`npm run worker\` processes, each with this machine's default engine (${engineOf(first)}) and TRANSCRIBE_WORKERS=1 (one job at a time; Whisper then uses every core's thread). A round uploads the ${clips.length} LibriVox clips of pocketsphinx-testdata ${COPIES} times each at once (${audioMinutes.toFixed(1)} min of speech in all) and ends when every transcript is READY (polled every 200 ms); a warm-up job per worker first loads its speech model.`,
      'The ratio is the two-worker rate over the one-worker rate. Both workers, the server, PocketBase and Redis share this machine\'s 2 cores with other work, so a second worker here adds little more than what one worker left idle; on separate machines each worker brings its own cores. The clips are short (2-7 s), so per-job costs (upload, queueing, fetching the audio over /media, writing the version) weigh more than in real interviews.',
    ],
  };
}
