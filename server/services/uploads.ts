import { GraphQLError } from 'graphql';
import type { Author } from '../domain/author.ts';
import { DEFAULT_MAX_UPLOAD_BYTES, MIB } from '../config.ts';
import { badInput, userError } from '../domain/errors.ts';
import { cleanTitle } from '../domain/title.ts';
import fs from 'node:fs/promises';
import { ACCEPTED_FORMATS, declaredMedia, isVideoContainer, sniffMedia, type MediaType } from '../audio/formats.ts';
import { extractAudio, extractTimeoutMs } from '../audio/extract.ts';
import { audioRefusal } from '../audio/limits.ts';
import { probeAudioFile, type ProbeResult } from '../audio/probe.ts';
import { combineTracks } from '../audio/combine.ts';
import { channelsOrigin, fileOrigin, importOrigin, tracksOrigin, withTranscriptFile, type StoredOrigin } from '../domain/origin.ts';
import { cleanSpeakers } from '../domain/tracks.ts';
import { makeTempDir } from '../lib/temp-dir.ts';
import { parseTranscribeOptions, type TranscribeOptions, type TranscribeOptionsInput } from '../domain/transcribe-options.ts';
import type { Transcript } from '../domain/transcript.ts';
import type { FileRecord, TranscriptsRepo } from '../store/transcripts-repo.ts';
import type { TranscriptionQueue } from '../transcription/queue.ts';
import { ArrivingFile, type IncomingFile } from './arriving-file.ts';
import { readImport, writeImported, type ImportedFile } from './transcript-imports.ts';

/** One track of uploadTracks as GraphQL hands it over. */
export interface TrackUpload {
  speaker: string;
  file: Promise<IncomingFile> | IncomingFile;
}

/** How uploadAudio's one file came in, besides its options: recorded in the browser, or one speaker per channel. */
export interface UploadAs {
  recorded?: boolean | null;
  /** The channels' speakers, in channel order. */
  channelsAsTracks?: readonly string[] | null;
  /** Its transcript, made elsewhere: its text is kept, and timed to the audio (services/transcript-imports.ts). */
  transcript?: Promise<IncomingFile> | IncomingFile | null;
}

/** What ffprobe read of a file it passed. */
type AudioProbe = Extract<ProbeResult, { kind: 'audio' }>;

/** An uploaded file that passed the checks of its name, size and first bytes; `checked` is ffprobe's, under way. */
interface AcceptedFile {
  incoming: IncomingFile;
  type: MediaType;
  /** The file's audio facts once ffprobe passed it; rejects with the refusal otherwise. */
  checked: Promise<AudioProbe>;
}

/** What the HTTP layer knows of an upload once its first bytes have arrived. */
export interface ArrivingUpload {
  filename: string;
  mimetype: string;
  head: Buffer;
}

/** Options of a recording with one speaker per track or channel: as many speakers as tracks, each named. */
const withTracks = (options: TranscribeOptions, tracks: string[] | undefined): TranscribeOptions => (tracks ? { ...options, speakers: tracks.length, tracks } : options);

/** The file's audio, if it has one channel per speaker named. */
function withChannels(probe: AudioProbe, speakers: readonly string[]): AudioProbe {
  if (probe.channels === speakers.length) return probe;
  const has = probe.channels === null ? 'an unknown number of channels' : `${probe.channels} channel${probe.channels === 1 ? '' : 's'}`;
  throw badInput(`channelsAsTracks names ${speakers.length} speakers, one per channel, but the file has ${has}.`);
}

/** A track's refusal says which track it is. */
function ofTrack(error: unknown, index: number, speaker: string): unknown {
  if (!(error instanceof GraphQLError)) return error;
  return new GraphQLError(`Track ${index + 1} (${speaker}): ${error.message}`, { extensions: error.extensions });
}

const tooLarge = (maxBytes: number) =>
  userError('PAYLOAD_TOO_LARGE', `File is larger than ${maxBytes} bytes (${maxBytes / MIB} MB is the limit).`, { maxBytes });

/**
 * Checks uploaded audio (type, content, length, sample rate), stores it and its transcript record with the
 * transcription options, and hands the transcript to the transcription queue.
 */
export class UploadService {
  constructor(
    private readonly repo: TranscriptsRepo,
    private readonly jobs: TranscriptionQueue,
    private readonly maxAudioMinutes: number,
    private readonly maxBytes = DEFAULT_MAX_UPLOAD_BYTES,
    /** Refuses options the editor service cannot run (EngineService.check). */
    private readonly checkOptions: (options: TranscribeOptions) => Promise<void> = async () => undefined,
    /** Deletes a transcript just made, with its audio, when its imported text could not be written (PurgeRepo.purge). */
    private readonly discard: (transcriptId: string) => Promise<void> = async () => undefined,
    /** Who the transcripts uploaded through this service are by (one request's asker); null when unknown. */
    private readonly createdBy: Author | null = null,
  ) {}

  /** The same service for one request's uploads, made by `author`. */
  by(author: Author | null): UploadService {
    return new UploadService(this.repo, this.jobs, this.maxAudioMinutes, this.maxBytes, this.checkOptions, this.discard, author);
  }

  /**
   * A transcript file made elsewhere, without audio (importTranscript): READY at once, its text as written and the
   * file's own times (or none), origin IMPORT. Nothing is written when the file is refused.
   */
  async importTranscript(rawTitle: string, filePromise: Promise<IncomingFile> | IncomingFile): Promise<Transcript> {
    const title = cleanTitle(rawTitle);
    const imported = await readImport(filePromise);
    const transcript = await this.repo.createTranscript({
      title,
      fileId: '',
      fileUrl: '',
      fileType: '',
      status: 'ready',
      transcribeOptions: null,
      createdBy: this.createdBy,
      origin: importOrigin(imported.filename),
    });
    return writeImported(this.repo, transcript, imported, this.createdBy, this.discard);
  }

  /** What an upload may be, for the web app's drop zone (Query.limits). */
  get limits(): { maxUploadBytes: number; maxAudioMinutes: number } {
    return { maxUploadBytes: this.maxBytes, maxAudioMinutes: this.maxAudioMinutes };
  }

  /**
   * Starts an upload's file record (and its ffprobe) while it still arrives, if its name, declared type and first
   * bytes are audio (what `upload` checks first): made from the whole file by PocketBase beside the server, or
   * written as it arrives to one elsewhere (ArrivingFile). `upload` adopts the record, the request discards it if not.
   */
  async startStoring({ filename, mimetype, head }: ArrivingUpload): Promise<ArrivingFile | undefined> {
    const type = sniffMedia(head);
    if (!declaredMedia(filename, mimetype) || !type) return undefined;
    // A video's bytes are not what is kept: its audio, taken out once it is whole, is stored instead.
    if (isVideoContainer(type)) return ArrivingFile.later(this.repo);
    return ArrivingFile.open(this.repo, { filename: safeFileName(filename, type), type });
  }

  /**
   * The request that carried the file removes it, and its record unless adopted, before it answers (http/multipart.ts).
   * The transcript's origin is UPLOAD or VIDEO by what the file holds, RECORDING when `recorded`, or CHANNELS when
   * `channelsAsTracks` names one speaker per channel of the file (its options then carry them as `tracks`).
   */
  async upload(
    rawTitle: string,
    filePromise: Promise<IncomingFile> | IncomingFile,
    rawOptions: TranscribeOptionsInput = {},
    { recorded, channelsAsTracks, transcript }: UploadAs = {},
  ): Promise<Transcript> {
    // A file the map names but the request lacks, or one cut off, was already refused with a 400 (http/multipart.ts).
    const file = await filePromise;
    const title = cleanTitle(rawTitle);
    const channels = channelsAsTracks ? cleanSpeakers(channelsAsTracks, 'channelsAsTracks', 'channel') : undefined;
    const options = withTracks(parseTranscribeOptions(rawOptions), channels);
    const accepted = this.accept(file);
    const imported = transcript ? await readImport(transcript) : undefined;
    // A file that passed is on its way to the store when it came alone (startStoring; http/multipart.ts); with its
    // transcript it came with another, and its record is made once it is whole, here, and discarded on a refusal.
    const stored = file.stored ?? (imported ? ArrivingFile.later(this.repo) : undefined);
    if (!stored) throw badInput('uploadAudio takes one file: send each file in a request of its own, or several tracks with uploadTracks.');
    const name = file.filename;
    const fileOf = (probe: AudioProbe) =>
      recorded ? fileOrigin('recording', name) : channels ? channelsOrigin(name, channels) : fileOrigin(probe.video ? 'video' : 'upload', name);
    const origin = imported ? (probe: AudioProbe) => withTranscriptFile(fileOf(probe), imported.filename) : fileOf;
    try {
      await this.checkOptions(options);
      const checked = channels ? accepted.checked.then((probe) => withChannels(probe, channels)) : accepted.checked;
      checked.catch(() => undefined); // awaited in `store`; a full queue may answer first
      return await this.admit(checked, () => this.store(stored, { ...accepted, checked }, title, options, origin, imported));
    } finally {
      if (stored !== file.stored) await stored.discard(); // nothing once its transcript adopted it
    }
  }

  /**
   * Several files recorded together, one per speaker, become one transcript (origin TRACKS): each is checked as an
   * uploadAudio file is (a refusal names its track), then they are combined into one Ogg Opus file with one channel
   * per track, which is what is stored; the options carry the speakers' names as `tracks`.
   */
  async uploadTracks(rawTitle: string, tracks: readonly TrackUpload[], rawOptions: TranscribeOptionsInput = {}): Promise<Transcript> {
    // First, so that 20 tracks are refused before any is awaited (http/multipart.ts reads none of them).
    const speakers = cleanSpeakers(tracks.map((track) => track.speaker), 'uploadTracks', 'track');
    const files = await Promise.all(tracks.map((track) => track.file));
    const title = cleanTitle(rawTitle);
    const options = withTracks(parseTranscribeOptions(rawOptions), speakers);
    const accepted = files.map((file, i) => {
      try {
        return this.accept(file);
      } catch (error) {
        throw ofTrack(error, i, speakers[i]);
      }
    });
    await this.checkOptions(options);
    const checked = Promise.all(accepted.map((track, i) => track.checked.catch((error) => Promise.reject(ofTrack(error, i, speakers[i])))));
    checked.catch(() => undefined); // awaited in `storeTracks`; a full queue may answer first
    const origin = tracksOrigin(files.map((file, i) => ({ speaker: speakers[i], fileName: file.filename })));
    return this.admit(checked, () => this.storeTracks(files, checked, title, options, origin));
  }

  /**
   * The checks of one uploaded file that need only its name, size and first bytes; ffprobe's check of what it holds
   * (`checked`) starts at once: its type, length and sample rate (audio/limits.ts).
   */
  private accept(file: IncomingFile): AcceptedFile {
    if (!declaredMedia(file.filename, file.mimetype)) throw badInput(`File type not supported: upload ${ACCEPTED_FORMATS}.`);
    const { spooled, stored } = file;
    if (spooled.overLimit) throw tooLarge(this.maxBytes);
    if (spooled.size === 0) throw badInput('The file is empty.');
    const type = sniffMedia(spooled.head);
    if (!type) throw badInput(`The file's content is not ${ACCEPTED_FORMATS} in a supported format.`);
    // ffprobe, started as the file arrived where its record was (startStoring), checks it while the store finishes the record.
    const probed = stored ? stored.probe.of(spooled.path) : probeAudioFile(spooled.path);
    const checked = probed.then((probe) => {
      const refusal = audioRefusal(probe, spooled.size, this.maxAudioMinutes);
      if (refusal) throw refusal;
      return probe as AudioProbe;
    });
    checked.catch(() => undefined); // awaited by the caller; options refused or a full queue may answer first
    return { incoming: file, type, checked };
  }

  /** Creates and queues the transcript `store` makes, if the queue has room; a refused file is told as such, also when the queue was full. */
  private async admit(checked: Promise<unknown>, store: () => Promise<Transcript>): Promise<Transcript> {
    try {
      return await this.jobs.admit(store);
    } catch (error) {
      await checked;
      throw error;
    }
  }

  /** Once the file (a video's audio) is stored and ffprobe's check passed: its transcript record, which adopts the file. */
  private async store(
    file: ArrivingFile,
    { incoming, type, checked }: AcceptedFile,
    title: string,
    options: TranscribeOptions,
    origin: (probe: AudioProbe) => StoredOrigin,
    imported?: ImportedFile,
  ): Promise<Transcript> {
    const { spooled: { path }, filename: name } = incoming;
    let stored;
    let probe;
    if (isVideoContainer(type)) {
      probe = await checked;
      stored = await this.storeAudioOf(file, path, name, probe);
    } else {
      try {
        // Named again for a record made only now (an upload with its transcript); one started as it arrived has it.
        stored = await file.storedFrom(path, { filename: safeFileName(name, type), type });
      } catch (error) {
        await checked;
        throw unreachable(error);
      }
      probe = await checked;
    }
    return this.recordTranscript(file, stored, title, options, origin(probe), imported);
  }

  /**
   * Once every track passed ffprobe's check: combines them into one file in a private temporary directory (removed
   * whatever happens), stores that, and makes its transcript. The tracks themselves are not kept.
   */
  private async storeTracks(
    tracks: readonly IncomingFile[],
    checked: Promise<AudioProbe[]>,
    title: string,
    options: TranscribeOptions,
    origin: StoredOrigin,
  ): Promise<Transcript> {
    const probes = await checked;
    // ffprobe's check refused any track whose length is not known.
    const seconds = Math.max(...probes.map((probe) => probe.duration ?? 0));
    const dir = await makeTempDir('tracks');
    const file = ArrivingFile.made(this.repo);
    try {
      // Time allowed as for taking a video's audio, counting every track's audio.
      const audio = await combineTracks(tracks.map((track) => track.spooled.path), seconds, dir, extractTimeoutMs(seconds * tracks.length));
      let stored;
      try {
        stored = await file.storedFrom(audio.path, { filename: safeFileName(title, audio.type), type: audio.type });
      } catch (error) {
        throw unreachable(error);
      }
      return await this.recordTranscript(file, stored, title, options, origin);
    } finally {
      await file.discard(); // nothing once its transcript adopted it
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  /** The transcript record of a stored file, which adopts the file; with its imported text as its first version. */
  private async recordTranscript(
    file: ArrivingFile,
    stored: FileRecord,
    title: string,
    options: TranscribeOptions,
    origin: StoredOrigin,
    imported?: ImportedFile,
  ): Promise<Transcript> {
    const meta = await this.repo.createTranscript({
      title,
      fileId: stored.id,
      fileUrl: `/api/files/${stored.collectionId}/${stored.id}/${stored.file}`,
      fileType: 'audio',
      status: 'transcribing',
      transcribeOptions: options,
      createdBy: this.createdBy,
      origin,
    });
    // What keeps the file is the transcript pointing at it (the sweep checks that, too), so the answer does not
    // wait for its pending flag to be cleared: one store write less on its way.
    void file.adopt();
    return imported ? writeImported(this.repo, meta, imported, this.createdBy, this.discard) : meta;
  }

  /**
   * Takes the first audio stream out of a video into a private temporary file and stores that (the video is not kept),
   * removing the temporary file whatever happens.
   */
  private async storeAudioOf(file: ArrivingFile, video: string, name: string, probe: AudioProbe) {
    const dir = await makeTempDir('extract');
    try {
      const audio = await extractAudio(video, probe.codec, dir, extractTimeoutMs(probe.duration ?? 0));
      try {
        return await file.storedFrom(audio.path, { filename: safeFileName(name, audio.type), type: audio.type });
      } catch (error) {
        throw unreachable(error);
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * Removes the file records of uploads that a crash (or a store that could not be reached to delete them)
   * left behind: pending, older than any request can run, and pointed at by no transcript.
   */
  async sweepAbandoned(olderThanMs: number): Promise<number> {
    const abandoned = await this.repo.abandonedFiles(new Date(Date.now() - olderThanMs));
    for (const id of abandoned) await this.repo.deleteFile(id);
    return abandoned.length;
  }
}

/** The spec's wording for a store that would not take the file, whatever the cause. */
const unreachable = (error: unknown) => userError('UPSTREAM_UNAVAILABLE', `Failed to upload file: ${(error as Error).message}`);

const EXTENSION: Record<string, string> = { 'audio/mpeg': 'mp3', 'audio/mp4': 'm4a', 'audio/wav': 'wav', 'audio/ogg': 'ogg' };

/** PocketBase keeps its own sanitized name; ours only needs to be plain and carry the right extension. */
function safeFileName(name: string, type: string): string {
  const base = name.replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 80) || 'audio';
  return `${base}.${EXTENSION[type]}`;
}
