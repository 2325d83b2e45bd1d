/** Picks where transcription runs: in this process by default, on queue workers when TAPESCRIPT_QUEUE_URL is set. */
import type { EditorClient } from '../editor/client.ts';
import type { JobCredentials } from '../http/job-credential.ts';
import { TranscriptionJobs } from '../services/transcription-jobs.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import { RedisTranscriptionJobs } from './redis-jobs.ts';

/** What services and resolvers use of the transcription queue, whichever runs it. */
export type TranscriptionQueue = Pick<TranscriptionJobs, keyof TranscriptionJobs>;

export interface RedisQueueSettings {
  url: string;
  credentials: JobCredentials;
  /** This server's address as workers reach it. */
  serverUrl: () => string;
}

export function createTranscriptionQueue(
  repo: TranscriptsRepo,
  editor: EditorClient,
  log: (message: string) => void,
  redis?: RedisQueueSettings,
): TranscriptionQueue {
  return redis ? new RedisTranscriptionJobs(repo, { ...redis, log }) : new TranscriptionJobs(repo, editor, log);
}
