import type { EngineStatus } from '../editor-service/contract.ts';

/**
 * What services, resolvers and routes use of transcription, whichever way it runs: in this process
 * (in-process-jobs.ts) or on workers through Redis (redis-jobs.ts). index.ts picks one.
 */
export interface TranscriptionQueue {
  /** 0..1 for a transcript waiting or being transcribed, undefined otherwise. */
  progress(id: string): number | undefined;
  /** What GET /health says of the queue. */
  state(): Promise<QueueState>;
  /**
   * The transcription and speaker engines of the workers that run the jobs; undefined when this server's editor
   * service runs them (its /health says what it has).
   */
  workerEngines(): Promise<EngineStatus[] | undefined>;
  /** 1 for the next transcript to start; null when it is running or not queued. */
  position(id: string): number | null;
  /** Creates a transcript (with `create`) only when the queue has room for it, then queues it; BUSY otherwise, before anything is written. */
  admit<T extends { id: string }>(create: () => Promise<T>): Promise<T>;
  /** Queues a transcript already accepted (resumed, restored, retried); no-op when it is queued or running. */
  enqueue(id: string): void;
  /** Takes a transcript out of the queue, or stops waiting for its result. */
  cancel(id: string): void;
  /** Queues again every transcript a previous run left transcribing; answers how many. */
  resumePending(): Promise<number>;
  /** Runs a failed transcription again with the options of its upload; the stored audio is reused. */
  retry(id: string): Promise<void>;
  /** Resolves once nothing is queued or running (tests, benchmarks and shutdown). */
  idle(): Promise<void>;
  stop(): void | Promise<void>;
}

/** The queue as GET /health reports it (no addresses or secrets). */
export interface QueueState {
  kind: 'in-process' | 'redis';
  reachable: boolean;
  /** Transcripts waiting for a worker, and being transcribed (for Redis, this server's own). */
  waiting: number;
  running: number;
  /** In-process: transcriptions run at once; Redis: the live workers (each decides how many it runs at once). */
  workers?: number;
}
