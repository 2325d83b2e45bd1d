import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { Redis } from 'ioredis';
import type { EngineStatus } from '../editor-service/contract.ts';
import { ServiceError } from '../editor-service/errors.ts';
import { ProgressBoard } from '../editor-service/progress.ts';
import type { AudioFile, TranscribeOptions as EngineOptions } from '../editor-service/types.ts';
import { spoolToFile, type SpooledFile } from '../lib/spool.ts';
import { runnableOptions, type TranscribeOptions as UploadOptions } from '../domain/transcribe-options.ts';
import { ATTEMPTS, connectionOf, queuesServed, type TranscribeJobData, type TranscribeJobResult } from './protocol.ts';
import { registerWorker } from './worker-registry.ts';

type Log = (message: string) => void;
type TranscribeJob = Job<TranscribeJobData, TranscribeJobResult>;

const AUDIO_FETCH_MS = 5 * 60 * 1000;
/** Progress is sent to Redis when it moved at least this much (the engines report often). */
const PROGRESS_STEP = 0.01;

/** Runs one transcription with the engines of this process, as the editor service's HTTP route would. */
export type Transcribe = (audio: AudioFile, options: EngineOptions & UploadOptions) => Promise<TranscribeJobResult>;

export interface QueueWorkerOptions {
  /** redis:// URL of the queue. */
  url: string;
  transcribe: Transcribe;
  /**
   * What it runs (its editor-service engines' /health entries): it takes jobs for these engines and models only.
   * Refinement entries are left out of its registration: refinement stays with the server's editor service.
   */
  engines: EngineStatus[];
  /** How often it renews its registration in Redis; the registration lapses after three missed ones. */
  heartbeatMs?: number;
  /** Jobs run at once by this worker, over all its queues; the engine already spreads one job over the cores. */
  concurrency?: number;
  /** How long a job stays claimed without a sign of life; a dead worker's job is retried after this. */
  lockMs?: number;
  log?: Log;
}

/**
 * Fetches a job's audio from the server's /media route with the credential the job carries, into a private
 * temporary file as it arrives (the engines read files); the caller disposes of it.
 */
async function fetchAudio({ audio }: TranscribeJobData): Promise<{ file: SpooledFile; contentType: string }> {
  const response = await fetch(audio.url, { headers: { authorization: `Bearer ${audio.token}` }, signal: AbortSignal.timeout(AUDIO_FETCH_MS) });
  // The transcript or its audio is gone: trying again cannot help.
  if (response.status === 404) throw new UnrecoverableError('the server no longer has the audio (404)');
  if (!response.ok || !response.body) throw new Error(`the audio could not be read from the server (${response.status} ${response.statusText})`);
  // The server accepted it within its own upload limit; no second limit here.
  const file = await spoolToFile(response.body, Number.POSITIVE_INFINITY, { label: 'worker-audio' });
  return { file, contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
}

/**
 * Jobs run at once over all of a worker's queues (BullMQ's concurrency counts per queue): when they are all taken the
 * queues stop fetching. A queue whose blocking read was already waiting then can still take one job (BullMQ does not
 * look at the pause between the read and the take); that job waits here, its lock kept, for the next free slot.
 * Handing it back instead would count as one of its ATTEMPTS runs.
 */
class Slots {
  private used = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly limit: number,
    private readonly full: (isFull: boolean) => void,
  ) {}

  async take(): Promise<void> {
    if (this.used >= this.limit) return new Promise<void>((resolve) => this.waiting.push(resolve));
    this.used++;
    if (this.used === this.limit) this.full(true);
  }

  give(): void {
    const next = this.waiting.shift();
    if (next) return next();
    this.used--;
    if (this.used === this.limit - 1) this.full(false);
  }
}

/**
 * A queue worker: registers what it runs in Redis (worker-registry.ts), takes transcription jobs from the queues of
 * its engines and models (protocol.ts queuesServed), runs the editor service's engine in this process and answers
 * with the same result the editor service's HTTP route gives. Progress goes through the job.
 */
export function startQueueWorker({ url, transcribe, engines, heartbeatMs = 10_000, concurrency = 1, lockMs = 30_000, log = console.error }: QueueWorkerOptions) {
  const board = new ProgressBoard();
  let closing = false;
  const slots = new Slots(concurrency, (isFull) => {
    // A closing worker takes no more jobs: its queues stay as they are.
    if (!closing) for (const worker of workers) void (isFull ? worker.pause(true) : worker.resume());
  });

  async function run(job: TranscribeJob, _token?: string, signal?: AbortSignal): Promise<TranscribeJobResult> {
    await slots.take();
    try {
      return await runHeld(job, signal);
    } finally {
      slots.give();
    }
  }

  async function runHeld(job: TranscribeJob, signal?: AbortSignal): Promise<TranscribeJobResult> {
    const key = job.id!;
    board.start(key);
    let sent = 0;
    const { file, contentType } = await fetchAudio(job.data);
    try {
      return await transcribe(file, {
        // A job queued by an earlier release may name a removed engine: it runs with the default one.
        ...runnableOptions(job.data.options).options,
        contentType,
        signal,
        onProgress: (stage, fraction) => {
          board.update(key, stage, fraction);
          const progress = board.get(key)?.progress ?? 0;
          if (progress - sent < PROGRESS_STEP) return;
          sent = progress;
          job.updateProgress(progress).catch(() => undefined);
        },
      });
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      const reason = `${error.status} ${error.message}`;
      // The audio itself was refused (4xx): another attempt would be refused too. 5xx may pass elsewhere.
      throw error.status < 500 ? new UnrecoverableError(reason) : new Error(reason);
    } finally {
      board.update(key, 'done', 1);
      await file.dispose();
    }
  }

  const queues = queuesServed(engines);
  const workers = queues.map((queue) => {
    const worker = new Worker<TranscribeJobData, TranscribeJobResult>(queue, run, {
      connection: connectionOf(url),
      concurrency,
      lockDuration: lockMs,
      stalledInterval: lockMs,
      // A worker that died mid-job counts as a run; ATTEMPTS runs in all, whatever ended them.
      maxStalledCount: ATTEMPTS - 1,
      maxStartedAttempts: ATTEMPTS,
    });
    worker.on('error', (error) => log(`Queue worker (${queue}): ${error.message}`));
    worker.on('failed', (job, error) => log(`Job ${job?.id ?? '?'} failed (run ${job?.attemptsStarted ?? '?'} of at most ${ATTEMPTS}): ${error.message}`));
    worker.on('active', (job) => log(`Job ${job.id} started`));
    worker.on('completed', (job) => log(`Job ${job.id} done`));
    return worker;
  });
  const id = `${os.hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const redis = new Redis(url, { maxRetriesPerRequest: null });
  redis.on('error', (error) => log(`Worker registration: ${error.message}`));
  const registered = engines.filter((engine) => engine.kind !== 'refine');
  // The device its engines report (EngineStatus.device; TAPESCRIPT_DEVICE): null until its speech worker has started.
  const device = registered.find((engine) => engine.device)?.device ?? null;
  const registration = registerWorker(redis, { id, device, engines: registered, queues }, heartbeatMs, log);

  return {
    id,
    queues,
    /** Resolves once every queue is listened to and the worker is registered. */
    async waitUntilReady(): Promise<void> {
      await Promise.all([...workers.map((worker) => worker.waitUntilReady()), registration.ready]);
    },
    on(event: 'active' | 'completed', listener: (job: TranscribeJob) => void): void {
      for (const worker of workers) worker.on(event, listener);
    },
    /** Lets the running jobs finish, and leaves the registry (engines stop listing what only it ran). */
    async close(): Promise<void> {
      closing = true;
      await registration.stop().catch((error: Error) => log(`Worker registration: ${error.message}`));
      await Promise.all(workers.map((worker) => worker.close()));
      redis.disconnect();
    },
  };
}
