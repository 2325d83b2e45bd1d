/** Picks where transcription runs: in this process by default, on queue workers when TAPESCRIPT_QUEUE_URL is set. */
import type { EditorClient } from '../editor/client.ts';
import type { JobCredentials } from '../auth/job-credential.ts';
import { InProcessTranscriptionJobs, type QueueLimits } from './in-process-jobs.ts';
import type { SpeakerNaming } from './outcome.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import type { TranscriptionQueue } from './queue.ts';
import { RedisTranscriptionJobs } from './redis-jobs.ts';

export interface RedisQueueSettings {
  url: string;
  credentials: JobCredentials;
  /** This server's address as workers reach it. */
  serverUrl: () => string;
  /** How long a job waits while no live worker runs its model (TAPESCRIPT_MODEL_WAIT_MINUTES). */
  modelWaitMs: number;
  /** How long a failed run waits before the next, doubling each time (TAPESCRIPT_RETRY_SECONDS). */
  retryMs: number;
}

export function createTranscriptionQueue(
  repo: TranscriptsRepo,
  editor: EditorClient,
  limits: QueueLimits,
  log: (message: string) => void,
  redis?: RedisQueueSettings,
  onProgress?: (id: string, fraction: number) => void,
  naming?: SpeakerNaming,
): TranscriptionQueue {
  if (!redis) return new InProcessTranscriptionJobs(repo, editor, limits, log, onProgress, naming);
  // Workers on the queue decide how many jobs run at once; the server only bounds how many wait.
  return new RedisTranscriptionJobs(repo, { ...redis, maxQueued: limits.maxQueued, vocabulary: limits.vocabulary, log, onProgress, naming });
}
