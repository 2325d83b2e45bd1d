/** What the server and the queue workers agree on: queue name, job shape, attempts, connection. */
import type { StoredTranscribeOptions } from '../domain/transcribe-options.ts';
import type { EngineStatus } from '../editor-service/contract.ts';
import type { TranscribedAudio } from './outcome.ts';

/** The queue of jobs whose upload chose no engine or model: every worker takes them, with its own default. */
export const TRANSCRIBE_QUEUE = 'tapescript-transcribe';

/**
 * The queue a job waits on: one per engine (an upload that chose only the engine) and one per engine and model, so
 * that only a worker running that model takes it (BullMQ queue names cannot hold ":").
 */
export function queueFor({ engine, model }: { engine?: string; model?: string }): string {
  if (model) return `${TRANSCRIBE_QUEUE}/${engine ?? 'whisper'}/${model}`;
  return engine ? `${TRANSCRIBE_QUEUE}/${engine}` : TRANSCRIBE_QUEUE;
}

/** The queues a worker takes jobs from: the shared one, and its available transcription engines' and their models'. */
export function queuesServed(engines: readonly EngineStatus[]): string[] {
  const runnable = engines.filter((engine) => engine.kind === 'transcription' && engine.available);
  return [TRANSCRIBE_QUEUE, ...runnable.flatMap(({ name, models }) => [queueFor({ engine: name }), ...models.map((model) => queueFor({ engine: name, model }))])];
}

/** Runs of one job at most (a worker's death counts as one), then it fails with the last reason. */
export const ATTEMPTS = 3;

export interface TranscribeJobData {
  transcriptId: string;
  /** The audio on the server's /media route and the per-job credential that may read it, until expiresAt. */
  audio: { url: string; token: string; expiresAt: number };
  /** The upload's choices (language, engine, model, speakers) and its vocabulary with the server's; a job an earlier release queued may name a removed engine. */
  options: StoredTranscribeOptions;
}

/** What the worker's engine answers, as the editor service's HTTP route would. */
export type TranscribeJobResult = TranscribedAudio;

/** One job per transcript: the id keeps a transcript from being queued twice. */
export function jobIdOf(transcriptId: string): string {
  return `transcript-${transcriptId}`;
}

export function transcriptIdOf(jobId: string): string | undefined {
  return jobId.startsWith('transcript-') ? jobId.slice('transcript-'.length) : undefined;
}

/** BullMQ's blocking reads need ioredis to retry forever rather than fail a command. */
export function connectionOf(url: string) {
  return { url, maxRetriesPerRequest: null };
}
