import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { ServiceError } from '../editor-service/errors.ts';
import { ProgressBoard } from '../editor-service/progress.ts';
import type { AudioFile, TranscribeOptions as EngineOptions } from '../editor-service/types.ts';
import { spoolToFile, type SpooledFile } from '../lib/spool.ts';
import { runnableOptions, type TranscribeOptions as UploadOptions } from '../domain/transcribe-options.ts';
import { ATTEMPTS, connectionOf, TRANSCRIBE_QUEUE, type TranscribeJobData, type TranscribeJobResult } from './protocol.ts';

type Log = (message: string) => void;

const AUDIO_FETCH_MS = 5 * 60 * 1000;
/** Progress is sent to Redis when it moved at least this much (the engines report often). */
const PROGRESS_STEP = 0.01;

/** Runs one transcription with the engines of this process, as the editor service's HTTP route would. */
export type Transcribe = (audio: AudioFile, options: EngineOptions & UploadOptions) => Promise<TranscribeJobResult>;

export interface QueueWorkerOptions {
  /** redis:// URL of the queue. */
  url: string;
  transcribe: Transcribe;
  /** Jobs run at once by this worker; the engine already spreads one job over the cores. */
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
 * A queue worker: takes transcription jobs from Redis, runs the editor service's engine in this process and
 * answers with the same result the editor service's HTTP route gives. Progress goes through the job.
 */
export function startQueueWorker({ url, transcribe, concurrency = 1, lockMs = 30_000, log = console.error }: QueueWorkerOptions) {
  const board = new ProgressBoard();

  async function run(job: Job<TranscribeJobData, TranscribeJobResult>, _token?: string, signal?: AbortSignal): Promise<TranscribeJobResult> {
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

  const worker = new Worker<TranscribeJobData, TranscribeJobResult>(TRANSCRIBE_QUEUE, run, {
    connection: connectionOf(url),
    concurrency,
    lockDuration: lockMs,
    stalledInterval: lockMs,
    // A worker that died mid-job counts as a run; ATTEMPTS runs in all, whatever ended them.
    maxStalledCount: ATTEMPTS - 1,
    maxStartedAttempts: ATTEMPTS,
  });
  worker.on('error', (error) => log(`Queue worker: ${error.message}`));
  worker.on('failed', (job, error) => log(`Job ${job?.id ?? '?'} failed (run ${job?.attemptsStarted ?? '?'} of at most ${ATTEMPTS}): ${error.message}`));
  worker.on('active', (job) => log(`Job ${job.id} started`));
  worker.on('completed', (job) => log(`Job ${job.id} done`));
  return worker;
}
