/** What the server and the queue workers agree on: queue name, job shape, attempts, connection. */
import type { StoredTranscribeOptions } from '../domain/transcribe-options.ts';
import type { TranscribedAudio } from './outcome.ts';

export const TRANSCRIBE_QUEUE = 'tapescript-transcribe';

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
