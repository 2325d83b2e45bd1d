import { Queue, QueueEvents, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { EngineStatus } from '../editor-service/contract.ts';
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
  queueFor,
  transcriptIdOf,
  TRANSCRIBE_QUEUE,
  type TranscribeJobData,
  type TranscribeJobResult,
} from './protocol.ts';
import type { QueueState, TranscriptionQueue } from './queue.ts';
import { liveWorkers } from './worker-registry.ts';
import { engineUnion } from './workers-engines.ts';

type Log = (message: string) => void;
type TranscribeJob = Job<TranscribeJobData, TranscribeJobResult>;

const POSITIONS_MS = 1000;
/** Events can be missed (a Redis reconnect); every tracked job is also looked at this often. */
const SWEEP_MS = 10_000;
const CREDENTIAL_TTL_MS = 60 * 60 * 1000;
/** A waiting job's credential is renewed when less than this is left, so a long wait never strands it. */
const RENEW_BEFORE_MS = 30 * 60 * 1000;
const KEEP_FINISHED_S = 7 * 24 * 60 * 60;
const ERROR_REPEAT_MS = 60_000;
const CLOSE_MS = 2000;
/** How long GET /health and the `engines` query wait for Redis. */
const STATE_TIMEOUT_MS = 2000;
const WAITING_STATES = new Set(['waiting', 'delayed', 'prioritized']);
/** The names of every queue a job was ever added to, so that counts cover them all (protocol.ts queueFor). */
const QUEUES_KEY = 'tapescript-transcribe-queues';

/** A queue and the events of its jobs. */
interface Lane {
  queue: Queue<TranscribeJobData, TranscribeJobResult>;
  events: QueueEvents;
}

/** While Redis is down the client holds commands until it reconnects: an answer someone waits for cannot wait for that. */
function answered<T>(work: Promise<T>): Promise<T> {
  const timedOut = new Promise<never>((_, reject) => setTimeout(reject, STATE_TIMEOUT_MS, new Error(`Redis did not answer within ${STATE_TIMEOUT_MS} ms`)).unref());
  return Promise.race([work, timedOut]);
}

/** Who is missing for a queue's jobs, in words, for the message of a job no worker took. */
function missingFor(queue: string): string {
  const [engine, model] = queue.split('/').slice(1);
  if (model) return `No live worker runs the ${engine} model "${model}"`;
  return engine ? `No live worker runs the ${engine} engine` : 'No queue worker is live';
}

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
  /** How long a queued job waits while no live worker runs its model, before it fails (TAPESCRIPT_MODEL_WAIT_MINUTES). */
  modelWaitMs: number;
  /** How long a failed run waits before the next, doubling each time (TAPESCRIPT_RETRY_SECONDS). */
  retryMs: number;
}

/**
 * Transcription through BullMQ on Redis: the server queues one job per transcript and writes its outcome;
 * `npm run worker` processes on any machine run the engines. The transcript's status in the store stays the
 * truth (a result is written only to a transcript still transcribing); Redis holds only work in progress, and
 * every transcript left transcribing is looked up again when the server starts.
 */
export class RedisTranscriptionJobs implements TranscriptionQueue {
  /** A queue per engine and model (protocol.ts queueFor), opened as jobs need them. */
  private readonly lanes = new Map<string, Lane>();
  /** The worker registry and the queue names (BullMQ's own connections block on reads). */
  private readonly redis: Redis;
  private readonly redisError: (error: Error) => void;
  /** Transcripts this server is waiting on, with their last reported progress (0..1). */
  private readonly tracked = new Map<string, number>();
  /** The queue of each tracked transcript's job. */
  private readonly queueOf = new Map<string, string>();
  /** Since when no live worker takes a tracked transcript's queue. */
  private readonly unserved = new Map<string, number>();
  private positions = new Map<string, number>();
  private readonly perTranscript = new KeyedLock();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly timers: NodeJS.Timeout[];
  private stopped = false;

  constructor(
    private readonly repo: TranscriptsRepo,
    private readonly options: RedisJobsOptions,
  ) {
    // While Redis is down every reconnect fails alike: say so once a minute, not every second.
    const lastSaid = new Map<string, number>();
    this.redisError = (error: Error) => {
      if (Date.now() - (lastSaid.get(error.message) ?? 0) < ERROR_REPEAT_MS) return;
      lastSaid.set(error.message, Date.now());
      options.log(`Job queue (${TRANSCRIBE_QUEUE}): ${error.message}`);
    };
    this.redis = new Redis(options.url, { maxRetriesPerRequest: null });
    this.redis.on('error', this.redisError);
    this.lane(TRANSCRIBE_QUEUE);
    this.timers = [
      setInterval(() => this.background(this.refresh()), POSITIONS_MS),
      setInterval(() => [...this.tracked.keys()].forEach((id) => this.lookSoon(id)), SWEEP_MS),
    ];
    for (const timer of this.timers) timer.unref();
  }

  /** 0..1 for a transcript being transcribed, undefined otherwise. */
  progress(id: string): number | undefined {
    return this.tracked.get(id);
  }

  /** What GET /health says of the queue: whether Redis answers, the jobs it holds over every queue, the live workers. */
  async state(): Promise<QueueState> {
    try {
      const count = async () => {
        const lanes = await this.allLanes();
        const counts = await Promise.all(lanes.map((lane) => lane.queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active')));
        return { counts, workers: (await liveWorkers(this.redis)).length };
      };
      const { counts, workers } = await answered(count());
      const sum = (pick: (c: (typeof counts)[number]) => number) => counts.reduce((total, c) => total + pick(c), 0);
      return { kind: 'redis', reachable: true, waiting: sum((c) => c.waiting + c.prioritized + c.delayed), running: sum((c) => c.active), workers };
    } catch {
      return { kind: 'redis', reachable: false, waiting: 0, running: this.tracked.size };
    }
  }

  /** The transcription and speaker engines of the live workers, as one list (workers-engines.ts); throws when Redis does not answer. */
  async workerEngines(): Promise<EngineStatus[]> {
    return engineUnion(await answered(liveWorkers(this.redis)));
  }

  /** 1 for the next transcript to start; null when it is running, done or not queued. */
  position(id: string): number | null {
    return this.positions.get(id) ?? null;
  }

  /** Creates a transcript (with `create`) only when fewer than maxQueued wait over all the queues, then queues it. */
  async admit<T extends { id: string }>(create: () => Promise<T>): Promise<T> {
    const counts = await Promise.all((await this.allLanes()).map((lane) => lane.queue.getWaitingCount()));
    const waiting = counts.reduce((total, count) => total + count, 0);
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
    const known = this.queueOf.get(id);
    this.untrack(id);
    this.background(
      this.perTranscript.run(id, async () => {
        await this.lane(known ?? (await this.queueNameOf(id))).queue.remove(jobIdOf(id));
      }),
    );
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
    // The failed run's job may still be kept (on its model's queue, or on the shared one if an earlier release
    // queued it); the new run needs its id.
    await this.perTranscript.run(id, async () => {
      for (const name of new Set([await this.queueNameOf(id), TRANSCRIBE_QUEUE])) await this.lane(name).queue.remove(jobIdOf(id));
    });
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
    const clients = [...this.lanes.values()].flatMap((lane) => [lane.events, lane.queue]);
    const closed = Promise.all([...clients.map((client) => client.close()), this.redis.quit()]);
    const late = await Promise.race([closed.then(() => false), new Promise<boolean>((resolve) => setTimeout(resolve, CLOSE_MS, true).unref())]);
    // Forcing the connections down can wait for Redis too: ask, and do not wait (the process is ending).
    if (late) {
      for (const client of clients) client.disconnect().catch(() => undefined);
      this.redis.disconnect();
    }
  }

  /** The queue and events of one queue name, opened on first use. */
  private lane(name: string): Lane {
    const open = this.lanes.get(name);
    if (open) return open;
    const connection = connectionOf(this.options.url);
    const lane: Lane = { queue: new Queue(name, { connection }), events: new QueueEvents(name, { connection }) };
    lane.queue.on('error', this.redisError);
    lane.events.on('error', this.redisError);
    lane.events.on('progress', ({ jobId, data }) => {
      const id = transcriptIdOf(jobId);
      if (!id || !this.tracked.has(id) || typeof data !== 'number' || this.tracked.get(id) === data) return;
      this.tracked.set(id, data);
      this.options.onProgress?.(id, data);
    });
    lane.events.on('completed', ({ jobId }) => this.lookSoon(transcriptIdOf(jobId)));
    lane.events.on('failed', ({ jobId }) => this.lookSoon(transcriptIdOf(jobId)));
    this.lanes.set(name, lane);
    return lane;
  }

  /** Every queue a job was added to (by any server sharing the Redis). */
  private async allLanes(): Promise<Lane[]> {
    const names = await this.redis.smembers(QUEUES_KEY);
    return [...new Set([TRANSCRIBE_QUEUE, ...names])].map((name) => this.lane(name));
  }

  /** The queue a transcript's job waits on, from the options of its upload. */
  private async queueNameOf(id: string): Promise<string> {
    return queueFor(this.optionsOf(await this.repo.getTranscript(id)));
  }

  private lookSoon(id: string | undefined): void {
    if (!id || this.stopped || !this.tracked.has(id)) return;
    this.background(this.perTranscript.run(id, () => this.look(id)), id);
  }

  /** Brings a transcript and its job in line: queue it, write its outcome, or leave it running. */
  private async look(id: string): Promise<void> {
    const name = this.queueOf.get(id) ?? (await this.queueNameOf(id));
    if (!this.tracked.has(id)) return;
    this.queueOf.set(id, name);
    const { queue } = this.lane(name);
    const job = (await queue.getJob(jobIdOf(id))) ?? (await this.earlierJob(id, name));
    const state = job ? await job.getState() : 'missing';
    if (job && state === 'completed') return this.settle(id, job, () => this.write(id, job.returnvalue));
    if (job && state === 'failed') return this.settle(id, job, () => this.fail(id, job.failedReason));
    if (job) return this.follow(id, job, state);

    const meta = await this.repo.getTranscript(id);
    // Deleted (or finished by an earlier run) before it was queued: nothing to do.
    if (meta.status !== 'transcribing') return this.untrack(id);
    await this.redis.sadd(QUEUES_KEY, name);
    await queue.add('transcribe', { transcriptId: id, audio: this.audioFor(id), options: this.optionsOf(meta) }, {
      jobId: jobIdOf(id),
      attempts: ATTEMPTS,
      backoff: { type: 'exponential', delay: this.options.retryMs },
      // Outcomes are written and their jobs removed by this server; these only bound what a lost server leaves.
      removeOnComplete: { age: KEEP_FINISHED_S },
      removeOnFail: { age: KEEP_FINISHED_S },
    });
  }

  /**
   * A job an earlier release queued waits on the shared queue whatever its upload chose: it is followed there (any
   * worker takes it, as then), rather than queued a second time.
   */
  private async earlierJob(id: string, name: string): Promise<TranscribeJob | undefined> {
    if (name === TRANSCRIBE_QUEUE) return undefined;
    const job: TranscribeJob | undefined = await this.lane(TRANSCRIBE_QUEUE).queue.getJob(jobIdOf(id));
    if (job) this.queueOf.set(id, TRANSCRIBE_QUEUE);
    return job;
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

  /** Each tracked job's place in its queue, and the end of the wait of those no live worker takes. */
  private async refresh(): Promise<void> {
    if (!this.tracked.size) {
      this.positions = new Map();
      return;
    }
    const positions = new Map<string, number>();
    for (const name of new Set(this.queueOf.values())) {
      // Workers take jobs from the far end of the wait list, so the oldest comes first in ascending order.
      const waiting = await this.lane(name).queue.getRanges(['wait'], 0, -1, true);
      waiting.forEach((jobId, index) => {
        const id = transcriptIdOf(jobId);
        if (id) positions.set(id, index + 1);
      });
    }
    this.positions = positions;
    await this.endUnservedWaits();
  }

  /** A job whose queue no live worker takes fails once that has lasted modelWaitMs, rather than wait for good. */
  private async endUnservedWaits(): Promise<void> {
    const served = new Set((await liveWorkers(this.redis)).flatMap((worker) => worker.queues));
    for (const [id, name] of this.queueOf) {
      if (served.has(name)) {
        this.unserved.delete(id);
        continue;
      }
      const since = this.unserved.get(id) ?? Date.now();
      this.unserved.set(id, since);
      if (Date.now() - since >= this.options.modelWaitMs) this.background(this.perTranscript.run(id, () => this.giveUp(id, name)), id);
    }
  }

  private async giveUp(id: string, name: string): Promise<void> {
    const job = await this.lane(name).queue.getJob(jobIdOf(id));
    // A job a worker took is running (its worker may come back) or done: that outcome is written as usual.
    if (!this.tracked.has(id) || !job || !WAITING_STATES.has(await job.getState())) return;
    await job.remove();
    this.untrack(id);
    const minutes = Number((this.options.modelWaitMs / 60_000).toFixed(2));
    await this.fail(
      id,
      `${missingFor(name)}: the job waited ${minutes} minutes (TAPESCRIPT_MODEL_WAIT_MINUTES) for one. ` +
        'Start `npm run worker` on a machine that has it, then retry.',
    );
  }

  private untrack(id: string): void {
    this.tracked.delete(id);
    this.positions.delete(id);
    this.queueOf.delete(id);
    this.unserved.delete(id);
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
