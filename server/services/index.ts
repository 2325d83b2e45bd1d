import type { Config } from '../config.ts';
import { EditorClient } from '../editor/client.ts';
import type { StoreClient } from '../store/client.ts';
import type { LocalDatabase } from '../store/local-database.ts';
import { SearchIndex } from '../store/search-index.ts';
import { TranscriptsRepo } from '../store/transcripts-repo.ts';
import { createTranscriptionQueue, type RedisQueueSettings, type TranscriptionQueue } from '../queue/index.ts';
import { TranscriptService } from './transcripts.ts';
import { UploadService } from './uploads.ts';
import { VersionWriter } from './version-writer.ts';
import { TranscriptEdits } from './transcript-edits.ts';
import { SearchService } from './search.ts';
import { ExportService } from './exports.ts';
import { WaveformService } from './waveform.ts';
import { EngineService } from './engines.ts';

export interface Services {
  repo: TranscriptsRepo;
  edits: TranscriptEdits;
  search: SearchService;
  exports: ExportService;
  waveforms: WaveformService;
  transcripts: TranscriptService;
  uploads: UploadService;
  jobs: TranscriptionQueue;
  engines: EngineService;
}

export function createServices(
  store: StoreClient,
  editorService: { url: string; secret?: string },
  config: Config,
  log: (message: string) => void,
  redisQueue?: RedisQueueSettings,
  /** PocketBase's database, read directly where the server runs beside it (store/local-database.ts). */
  localDatabase?: LocalDatabase,
): Services {
  const repo = new TranscriptsRepo(store, localDatabase);
  const timeouts = { transcribeMs: config.transcribeTimeoutMs, refineMs: config.refineTimeoutMs };
  const editor = new EditorClient(editorService.url, timeouts, editorService.secret);
  const limits = { workers: config.transcribeWorkers, maxQueued: config.maxQueuedJobs, vocabulary: config.vocabulary };
  const jobs = createTranscriptionQueue(repo, editor, limits, log, redisQueue);
  const writer = new VersionWriter(repo);
  const searchIndex = new SearchIndex(store, localDatabase);
  return {
    repo,
    transcripts: new TranscriptService(repo, editor, writer, jobs, searchIndex),
    edits: new TranscriptEdits(repo, writer, jobs, searchIndex),
    search: new SearchService(searchIndex),
    exports: new ExportService(repo, config.export),
    waveforms: new WaveformService(repo, log, config.maxAudioMinutes),
    uploads: new UploadService(repo, jobs, config.maxAudioMinutes, config.maxUploadBytes),
    jobs,
    engines: new EngineService(editor),
  };
}
