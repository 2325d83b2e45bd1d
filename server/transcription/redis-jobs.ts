import { Queue, QueueEvents, type Job } from 'bullmq';
import { statusOf } from '../domain/errors.ts';
import { mergeVocabulary, runnableOptions } from '../domain/transcribe-options.ts';
import type { JobCredentials } from '../auth/job-credential.ts';
import { KeyedLock } from '../lib/keyed-lock.ts';
import { queueFull, recordTranscriptionFailure, startRetry, writeFirstVersion, type SpeakerNaming } from './outcome.ts';
import type { Transcript } from '../domain/transcript.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import {
  ATTEMPTS,
  connectionOf,
  jobIdOf,
  transcriptIdOf,
  TRANSCRIBE_QUEUE,
  type TranscribeJobData,
  type TranscribeJobResult,
} from './protocol.ts';
import type { QueueState, TranscriptionQueue } from './queue.ts';

type Log = (message: string) => void;
type TranscribeJob = Job<TranscribeJobData, TranscribeJobResult>;

const POSITIONS_MS = 1000;
/** Events can be missed (a Redis reconnect); every tracked job is also looked at this often. */
const SWEEP_MS = 10_000;
const CREDENTIAL_TTL_MS = 60 * 60 * 1000;
/** A waiting job's credential is renewed when less than this is left, so a long wait never strands it. */
const RENEW_BEFORE_MS = 30 * 60 * 1000;
const RETRY_BACKOFF_MS = 5000;
const KEEP_FINISHED_S = 7 * 24 * 60 * 60;
const ERROR_REPEAT_MS = 60_000;
const CLOSE_MS = 2000;
/** How long GET /health waits for Redis to count the jobs. */
const STATE_TIMEOUT_MS = 2000;
const WAITING_STATES = new Set(['waiting', 'delayed', 'prioritized']);

export interface RedisJobsOptions {
  /** redis:// URL of the queue. */
  url: string;
  credentials: JobCredentials;
  /** This server's address as workers reach it (for the /media URL a job carries). */
  serverUrl: () => string;
  /** Transcripts that may wait; uploads past this are refused as BUSY, as with the in-process queue. */
  maxQueued: number;
  /** Sent with every transcription, after the upload's own vocabulary. */
  vocabulary: readonly string[];
  log: Log;
  /** Told each new progress of a transcription this server follows (for live updates). */
  onProgress?: (id: string, fraction: number) => void;
  /** Names the speakers by voice before the first version is written. */
  naming?: SpeakerNaming;
}

/**
 * Transcription through BullMQ on Redis: the server queues one job per transcript and writes its outcome;
 * `npm run worker` processes on any machine run the engines. The transcript's status in the store stays the
 * truth (a result is written only to a transcript still transcribing); Redis holds only work in progress, and
 * every transcript left transcribing is looked up again when the server starts.
 */
export class RedisTranscriptionJobs implements TranscriptionQueue {
  private readonly queue: Queue<TranscribeJobData, TranscribeJobResult>;
  private readonly events: QueueEvents;
  /** Transcripts this server is waiting on, with their last reported progress (0..1). */
  private readonly tracked = new Map<string, number>();
  private positions = new Map<string, number>();
  private readonly perTranscript = new KeyedLock();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly timers: NodeJS.Timeout[];
  private stopped = false;

  constructor(
    private readonly repo: TranscriptsRepo,
    private readonly options: RedisJobsOptions,
  ) {
    const connection = connectionOf(options.url);
    this.queue = new Queue(TRANSCRIBE_QUEUE, { connection });
    this.events = new QueueEvents(TRANSCRIBE_QUEUE, { connection });
    // While Redis is down every reconnect fails alike: say so once a minute, not every second.
    const lastSaid = new Map<string, number>();
    const redisError = (error: Error) => {
      if (Date.now() - (lastSaid.get(error.message) ?? 0) < ERROR_REPEAT_MS) return;
      lastSaid.set(error.message, Date.now());
      options.log(`Job queue (${TRANSCRIBE_QUEUE}): ${error.message}`);
    };
    this.queue.on('error', redisError);
    this.events.on('error', redisError);
    this.events.on('progress', ({ jobId, data }) => {
      const id = transcriptIdOf(jobId);
      if (!id || !this.tracked.has(id) || typeof data !== 'number' || this.tracked.get(id) === data) return;
      this.tracked.set(id, data);
      options.onProgress?.(id, data);
    });
    this.events.on('completed', ({ jobId }) => this.lookSoon(transcriptIdOf(jobId)));
    this.events.on('failed', ({ jobId }) => this.lookSoon(transcriptIdOf(jobId)));
    this.timers = [
      setInterval(() => this.background(this.refreshPositions()), POSITIONS_MS),
      setInterval(() => [...this.tracked.keys()].forEach((id) => this.lookSoon(id)), SWEEP_MS),
    ];
    for (const timer of this.timers) timer.unref();
  }

  /** 0..1 for a transcript being transcribed, undefined otherwise. */
  progress(id: string): number | undefined {
    return this.tracked.get(id);
  }

  /** What GET /health says of the queue: whether Redis answers, and the jobs it holds. */
  async state(): Promise<QueueState> {
    try {
      // While Redis is down the client holds commands until it reconnects: the answer cannot wait for that.
      const timedOut = new Promise<never>((_, reject) => setTimeout(reject, STATE_TIMEOUT_MS, new Error('timed out')).unref());
      const counts = await Promise.race([this.queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active'), timedOut]);
      return { kind: 'redis', reachable: true, waiting: counts.waiting + counts.prioritized + counts.delayed, running: counts.active };
    } catch {
      return { kind: 'redis', reachable: false, waiting: 0, running: this.tracked.size };
    }
  }

  /** 1 for the next transcript to start; null when it is running, done or not queued. */
  position(id: string): number | null {
    return this.positions.get(id) ?? null;
  }

  /** Creates a transcript (with `create`) only when fewer than maxQueued wait, then queues it. */
  async admit<T extends { id: string }>(create: () => Promise<T>): Promise<T> {
    const waiting = await this.queue.getWaitingCount();
    if (waiting >= this.options.maxQueued) throw queueFull(waiting);
    const record = await create();
    this.enqueue(record.id);
    return record;
  }

  enqueue(id: string): void {
    if (this.stopped || this.tracked.has(id)) return;
    this.tracked.set(id, 0);
    this.lookSoon(id);
  }

  /**
   * Takes a transcript's job off the queue if it has not started. A running one cannot be taken from its
   * worker; its result is dropped when it arrives, because the transcript is no longer transcribing.
   */
  cancel(id: string): void {
    this.untrack(id);
    this.background(this.perTranscript.run(id, () => this.queue.remove(jobIdOf(id)).then(() => undefined)));
  }

  /** Looks again at every transcript a previous run left transcribing (its job may have finished meanwhile). */
  async resumePending(): Promise<number> {
    const pending = await this.repo.transcriptsWithStatus('transcribing');
    for (const meta of pending) this.enqueue(meta.id);
    return pending.length;
  }

  /** Runs a failed transcription again; the stored audio is reused. */
  async retry(id: string): Promise<void> {
    await startRetry(this.repo, id);
    // The failed run's job may still be kept; the new run needs its id.
    await this.perTranscript.run(id, () => this.queue.remove(jobIdOf(id)));
    this.enqueue(id);
  }

  /** Resolves once every tracked transcript is settled (tests and benchmarks). */
  async idle(): Promise<void> {
    while (!this.stopped && (this.tracked.size || this.inFlight.size)) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    await Promise.allSettled(this.inFlight);
    // A clean close waits for Redis; with Redis down that would hold up the server's shutdown for good.
    const closed = Promise.all([this.events.close(), this.queue.close()]);
    const late = await Promise.race([closed.then(() => false), new Promise<boolean>((resolve) => setTimeout(resolve, CLOSE_MS, true).unref())]);
    // Forcing the connections down can wait for Redis too: ask, and do not wait (the process is ending).
    if (late) for (const client of [this.events, this.queue]) client.disconnect().catch(() => undefined);
  }

  private lookSoon(id: string | undefined): void {
    if (!id || this.stopped || !this.tracked.has(id)) return;
    this.background(this.perTranscript.run(id, () => this.look(id)), id);
  }

  /** Brings a transcript and its job in line: queue it, write its outcome, or leave it running. */
  private async look(id: string): Promise<void> {
    const job: TranscribeJob | undefined = await this.queue.getJob(jobIdOf(id));
    const state = job ? await job.getState() : 'missing';
    if (job && state === 'completed') return this.settle(id, job, () => this.write(id, job.returnvalue));
    if (job && state === 'failed') return this.settle(id, job, () => this.fail(id, job.failedReason));
    if (job) return this.follow(id, job, state);

    const meta = await this.repo.getTranscript(id);
    // Deleted (or finished by an earlier run) before it was queued: nothing to do.
    if (meta.status !== 'transcribing') return this.untrack(id);
    await this.queue.add('transcribe', { transcriptId: id, audio: this.audioFor(id), options: this.optionsOf(meta) }, {
      jobId: jobIdOf(id),
      attempts: ATTEMPTS,
      backoff: { type: 'exponential', delay: RETRY_BACKOFF_MS },
      // Outcomes are written and their jobs removed by this server; these only bound what a lost server leaves.
      removeOnComplete: { age: KEEP_FINISHED_S },
      removeOnFail: { age: KEEP_FINISHED_S },
    });
  }

  /** A job still waiting or running: pick up its progress; a waiting one keeps a valid credential and address. */
  private async follow(id: string, job: TranscribeJob, state: string): Promise<void> {
    if (typeof job.progress === 'number') this.tracked.set(id, Math.max(this.tracked.get(id) ?? 0, job.progress));
    const { audio } = job.data;
    const stale = audio.expiresAt - Date.now() < RENEW_BEFORE_MS || !audio.url.startsWith(`${this.options.serverUrl()}/`);
    if (WAITING_STATES.has(state) && stale) await job.updateData({ ...job.data, audio: this.audioFor(id) });
  }

  /** Writes a finished job's outcome once, then forgets the job (the transcript's status now says it all). */
  private async settle(id: string, job: TranscribeJob, write: () => Promise<void>): Promise<void> {
    await write();
    this.untrack(id);
    await job.remove();
  }

  private async write(id: string, result: TranscribeJobResult): Promise<void> {
    const outcome = await writeFirstVersion(this.repo, id, result, this.options.naming);
    if (!outcome.written) this.options.log(`A transcription of ${id} finished after the transcript became ${outcome.status}; its result was dropped`);
  }

  private async fail(id: string, reason: string): Promise<void> {
    const meta = await this.repo.getTranscript(id);
    if (meta.status !== 'transcribing') {
      this.options.log(`A failed transcription of ${id} finished after the transcript became ${meta.status}; ignored`);
      return;
    }
    this.options.log(`Transcription of ${id} failed: ${reason}`);
    await recordTranscriptionFailure(this.repo, id, reason);
  }

  private optionsOf(meta: Transcript): TranscribeJobData['options'] {
    const { options: chosen } = runnableOptions(meta.transcribeOptions);
    return { ...chosen, vocabulary: mergeVocabulary(chosen.vocabulary, this.options.vocabulary) };
  }

  private audioFor(id: string): TranscribeJobData['audio'] {
    const { token, expiresAt } = this.options.credentials.issue(id, CREDENTIAL_TTL_MS);
    return { url: `${this.options.serverUrl()}/media/${encodeURIComponent(id)}`, token, expiresAt };
  }

  private async refreshPositions(): Promise<void> {
    if (!this.tracked.size) {
      this.positions = new Map();
      return;
    }
    // Workers take jobs from the far end of the wait list, so the oldest comes first in ascending order.
    const waiting = await this.queue.getRanges(['wait'], 0, -1, true);
    const positions = new Map<string, number>();
    waiting.forEach((jobId, index) => {
      const id = transcriptIdOf(jobId);
      if (id) positions.set(id, index + 1);
    });
    this.positions = positions;
  }

  private untrack(id: string): void {
    this.tracked.delete(id);
    this.positions.delete(id);
  }

  /** Runs work nobody awaits; a failure is logged and the transcript is looked at again on the next sweep. */
  private background(work: Promise<unknown>, id?: string): void {
    const done: Promise<void> = work.then(
      () => undefined,
      (error: unknown) => {
        if (id && statusOf(error) === 404) this.untrack(id); // the transcript itself is gone
        if (!this.stopped) this.options.log(`Job queue${id ? ` (transcript ${id})` : ''}: ${(error as Error).message}`);
      },
    );
    this.inFlight.add(done);
    void done.finally(() => this.inFlight.delete(done));
  }
}
