import type { Config } from '../config.ts';
import type { ChangeOrigin } from '../auth/change-origin.ts';
import { EditorClient } from '../editor/client.ts';
import type { EventBus } from '../events/bus.ts';
import { LiveEvents } from '../events/live-events.ts';
import { PublishingTranscriptsRepo } from '../events/publishing-repo.ts';
import type { StoreClient } from '../store/client.ts';
import type { LocalDatabase } from '../store/local-database.ts';
import { SearchIndex } from '../store/search-index.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import { createTranscriptionQueue, type RedisQueueSettings } from '../transcription/index.ts';
import type { TranscriptionQueue } from '../transcription/queue.ts';
import { TranscriptService } from './transcripts.ts';
import { UploadService } from './uploads.ts';
import { VersionWriter } from './version-writer.ts';
import { TranscriptEdits } from './transcript-edits.ts';
import { ChapterService } from './chapters.ts';
import { ShowNotesService } from './show-notes.ts';
import { SearchService } from './search.ts';
import { SearchShown } from './search-shown.ts';
import { SearchShownRows } from '../store/search-shown-rows.ts';
import { TOPICS } from '../events/topics.ts';
import { ExportService } from './exports.ts';
import { ExportLinksRepo } from '../store/export-links-repo.ts';
import { WaveformService } from './waveform.ts';
import { BleepedAudioService } from './bleeped-audio.ts';
import { BleepedAudioRepo } from '../store/bleeped-audio-repo.ts';
import { EngineService } from './engines.ts';
import { PresenceBoard, type PresenceOptions } from './presence.ts';
import { AccountService } from './accounts.ts';
import { AccountMailer } from '../mail/account-mail.ts';
import { WhoIsAsking } from '../auth/who-is-asking.ts';
import { SignInThrottle } from '../auth/sign-in-throttle.ts';
import { throttleStoreFor } from '../auth/throttle-store.ts';
import { SetupCode } from '../auth/setup-code.ts';
import { AccountsRepo } from '../store/accounts-repo.ts';
import { VoicesRepo } from '../store/voices-repo.ts';
import { VoiceService } from './voices.ts';
import type { SpeakerNaming } from '../transcription/outcome.ts';
import { ReviewLinksRepo } from '../store/review-links-repo.ts';
import { CommentsRepo } from '../store/comments-repo.ts';
import { HighlightsRepo } from '../store/highlights-repo.ts';
import { ReviewLinkService } from './review-links.ts';
import { CommentService } from './comments.ts';
import { HighlightService } from './highlights.ts';
import { QuoteBank } from './quote-bank.ts';
import { HighlightSearch } from '../store/highlight-search.ts';
import { PurgeRepo } from '../store/purge-repo.ts';
import { ClipsRepo } from '../store/clips-repo.ts';
import { WorkQueue } from '../lib/work-queue.ts';
import { CLIP_QUEUE, CLIP_WORKERS, ClipService } from './clips.ts';
import { PurgeService } from './purge.ts';
import { RetentionRepo } from '../store/retention-repo.ts';
import { RetentionService } from './retention.ts';
import { TranscriptAccess } from './transcript-access.ts';
import { EVERYTHING } from '../auth/visibility.ts';
import { PseudonymsRepo } from '../store/pseudonyms-repo.ts';
import { PseudonymService } from './pseudonyms.ts';
import { PersonDataRepo } from '../store/person-data-repo.ts';
import { PersonDataService } from './person-data.ts';

export interface Services {
  repo: TranscriptsRepo;
  edits: TranscriptEdits;
  /** Chapters: set as versions, and suggested (README "Chapters"). */
  chapters: ChapterService;
  /** Show notes: drafted and saved as versions (README "Show notes"). */
  showNotes: ShowNotesService;
  search: SearchService;
  /** The pseudonymised search rows, searched by those who see pseudonyms (docs/search.md). */
  searchShown: SearchShown;
  exports: ExportService;
  waveforms: WaveformService;
  /** Audio with pseudonymised terms silenced or toned (issue 52), rendered once and kept beside the recording. */
  bleeps: BleepedAudioService;
  transcripts: TranscriptService;
  uploads: UploadService;
  jobs: TranscriptionQueue;
  engines: EngineService;
  /** Live updates of transcripts and versions (published by the repository after each commit). */
  live: LiveEvents;
  presence: PresenceBoard;
  /** Who is asking (auth/who-is-asking.ts): local or team mode, sessions, API tokens, the service token. */
  access: WhoIsAsking;
  /** Accounts, sessions, invitations, roles, API tokens and the audit log. */
  accounts: AccountService;
  /** Known voices: remembered from transcripts, used to name the speakers of new ones. */
  voices: VoiceService;
  /** Review links for interviewees, and approvals. */
  reviewLinks: ReviewLinkService;
  /** Comment threads on segments and spans of words. */
  comments: CommentService;
  /** Highlights: passages of one speaker's words with tags and a note. */
  highlights: HighlightService;
  /** The quote bank: highlights across the library (README "Quotes"). */
  quotes: QuoteBank;
  /** Audio clips of words or highlights, rendered on a queue of their own (README "Clips"). */
  clips: ClipService;
  /** The clips' render queue (in this process, apart from transcription's). */
  clipQueue: WorkQueue;
  /** Deleting transcripts for good: permanently, and from the bin after TAPESCRIPT_BIN_DAYS. */
  purge: PurgeService;
  /** The library's retention policy and its enforcement. */
  retention: RetentionService;
  /** Private transcripts and their shares (who may see which transcript is auth/visibility.ts). */
  transcriptAccess: TranscriptAccess;
  /** Pseudonym lists and suggestions, and who sees a transcript's originals (README "Pseudonyms"). */
  pseudonyms: PseudonymService;
  /** Finding, exporting and erasing one person's data (owners). */
  personData: PersonDataService;
  /** The same services, with the versions they write told to live subscribers as made by `origin` (one request's). */
  as(origin: ChangeOrigin): Services;
}

/** Live updates: the event bus, and how presence keeps time (tests move its clock). */
export interface LiveSettings {
  bus: EventBus;
  presence?: PresenceOptions;
}

export function createServices(
  store: StoreClient,
  editorService: { url: string; secret?: string },
  config: Config,
  log: (message: string) => void,
  live: LiveSettings,
  redisQueue?: RedisQueueSettings,
  /** PocketBase's database, read directly where the server runs beside it (store/local-database.ts). */
  localDatabase?: LocalDatabase,
): Services {
  const events = new LiveEvents(live.bus, log);
  const repo: TranscriptsRepo = new PublishingTranscriptsRepo(store, events, localDatabase);
  // An erasure on any server rewrote these transcripts' versions: what this one remembers of them goes.
  events.onErased((ids) => ids.forEach((id) => repo.forgetVersionsOf(id)));
  const timeouts = { transcribeMs: config.transcribeTimeoutMs, refineMs: config.refineTimeoutMs };
  const editor = new EditorClient(editorService.url, timeouts, editorService.secret);
  const limits = { workers: config.transcribeWorkers, maxQueued: config.maxQueuedJobs, vocabulary: config.vocabulary };
  const voices = new VoiceService(new VoicesRepo(store, log), repo, editor, config.voices, log);
  const naming: SpeakerNaming = {
    nameSpeakers: (segments, heard) => voices.nameSpeakers(segments, heard),
    // The machine's edits (no request's author), made after the services exist.
    nameFromAudio: (id) => voices.nameFromAudio(id, services.edits),
  };
  const jobs = createTranscriptionQueue(repo, editor, limits, log, redisQueue, (id, fraction) => events.transcriptChanged(id, 'UPDATED', fraction), naming);
  // A transcript indexed again (restored, caught up, erased) has new rows: their pseudonymised twins are made after.
  const searchIndex = new SearchIndex(store, localDatabase, (id) => shown.refreshLater(id));
  const accountsRepo = new AccountsRepo(store);
  // Sign-in and review link guesses are counted across the servers sharing the bus's Redis, when there is one.
  const throttles = throttleStoreFor(live.bus, log);
  const access = new WhoIsAsking(accountsRepo, live.bus, config.accessToken, log, new ReviewLinksRepo(store), throttles);
  const accounts = new AccountService(accountsRepo, access, new SignInThrottle(throttles), new SetupCode(log), log, config.mail ? new AccountMailer(config.mail) : null);
  const audit = accounts.audit.bind(accounts);
  // The services that write versions, for a writer (with the origin of one request's changes, or none).
  const purges = new PurgeRepo(store, log);
  const people = new PersonDataRepo(store, log);
  // The upgrade copies sit in the data dir only where this server runs PocketBase itself.
  const upgradeCopiesIn = config.pocketbase.url ? undefined : config.dataDir;
  const highlightsRepo = new HighlightsRepo(store, localDatabase);
  const writing = (writer: VersionWriter) => ({
    transcripts: new TranscriptService(repo, editor, writer, jobs, searchIndex, audit, (id, segments) => pseudonyms.llmTerms(id, segments)),
    edits: new TranscriptEdits(repo, writer, jobs, searchIndex),
    chapters: new ChapterService(repo, writer, async (id, segments, texts) => editor.chapterTitles(texts, await pseudonyms.llmTerms(id, segments))),
    showNotes: new ShowNotesService(repo, writer, highlightsRepo, async (id, segments) => editor.summary(segments, await pseudonyms.llmTerms(id, segments))),
    purge: new PurgeService(purges, repo, writer, jobs, events, audit, config.binDays),
    personData: new PersonDataService(people, repo, writer, events, audit, upgradeCopiesIn, (tokenHashes) => access.invalidate({ tokenHashes })),
  });
  const pseudonyms = new PseudonymService(new PseudonymsRepo(store), repo, (userId) => accountsRepo.getUser(userId), audit, config.llmPseudonymise, (id) =>
    shown.listChanged(id),
  );
  const shown = new SearchShown(new SearchShownRows(store), (id) => pseudonyms.applying(id), log);
  // Every change of a transcript (a version, its setting, delete and restore; not transcription's progress) on any
  // server: its pseudonymised search rows are made again where it is pseudonymised (nothing to do elsewhere).
  live.bus.listen(TOPICS.transcripts, (event) => {
    if (event.progress === undefined) shown.refreshLater(event.transcriptId);
  });
  events.onErased((ids) => ids.forEach((id) => shown.refreshLater(id)));
  const writer = new VersionWriter(repo);
  const reviewLinks = new ReviewLinkService(new ReviewLinksRepo(store), repo, access, audit);
  const comments = new CommentService(new CommentsRepo(store), repo, events);
  const engines = new EngineService(editor, jobs);
  const bleeps = new BleepedAudioService(repo, new BleepedAudioRepo(store), config.maxUploadBytes, config.maxAudioMinutes * 60, config.bleepMode);
  // Clips render here even when transcription runs on queue workers: a few seconds of ffmpeg on audio this server
  // reads anyway, which must never wait behind an hour of transcription (README "Clips").
  const clipQueue = new WorkQueue(CLIP_WORKERS, CLIP_QUEUE, log);
  const services: Services = {
    repo,
    ...writing(writer),
    search: new SearchService(searchIndex),
    searchShown: shown,
    exports: new ExportService(repo, config.export, (transcript) => pseudonyms.pseudonymised(transcript), comments, new ExportLinksRepo(store)),
    waveforms: new WaveformService(repo, log, config.maxAudioMinutes),
    bleeps,
    uploads: new UploadService(repo, jobs, config.maxAudioMinutes, config.maxUploadBytes, (options) => engines.check(options), (id) => purges.purge(id)),
    jobs,
    engines,
    live: events,
    voices,
    presence: new PresenceBoard(live.bus, async (id) => (await services.transcripts.find(id, EVERYTHING)) !== null, live.presence),
    access,
    accounts,
    reviewLinks,
    comments,
    highlights: new HighlightService(highlightsRepo, repo, events),
    quotes: new QuoteBank(new HighlightSearch(store, localDatabase), highlightsRepo, repo, pseudonyms),
    clips: new ClipService(new ClipsRepo(store), highlightsRepo, repo, bleeps, pseudonyms, clipQueue, config.export.seriesName, config.maxUploadBytes, log),
    clipQueue,
    retention: new RetentionService(new RetentionRepo(store), { purge: (id) => services.purge.remove(id), removeAudio: (id) => services.purge.removeAudio(id) }, audit),
    pseudonyms,
    transcriptAccess: new TranscriptAccess(repo, (userId) => accountsRepo.getUser(userId), audit, (id) => reviewLinks.recheck(id)),
    as: (origin) => ({ ...services, ...writing(writer.for(origin)), uploads: services.uploads.by(origin.by ?? null) }),
  };
  return services;
}
