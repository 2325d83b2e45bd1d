import type { Config } from '../config.ts';
import { EditorClient } from '../editor/client.ts';
import type { StoreClient } from '../store/client.ts';
import { TranscriptsRepo } from '../store/transcripts-repo.ts';
import { TranscriptionJobs } from './transcription-jobs.ts';
import { TranscriptService } from './transcripts.ts';
import { UploadService } from './uploads.ts';

export interface Services {
  repo: TranscriptsRepo;
  transcripts: TranscriptService;
  uploads: UploadService;
  jobs: TranscriptionJobs;
}

export function createServices(store: StoreClient, editorUrl: string, config: Config, log: (message: string) => void): Services {
  const repo = new TranscriptsRepo(store);
  const editor = new EditorClient(editorUrl, { transcribeMs: config.transcribeTimeoutMs, refineMs: config.refineTimeoutMs });
  const jobs = new TranscriptionJobs(repo, editor, log);
  return {
    repo,
    transcripts: new TranscriptService(repo, editor),
    uploads: new UploadService(repo, jobs),
    jobs,
  };
}
