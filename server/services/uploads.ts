import type { Author } from '../domain/author.ts';
import { DEFAULT_MAX_UPLOAD_BYTES, MIB } from '../config.ts';
import { badInput, userError } from '../domain/errors.ts';
import { cleanTitle } from '../domain/title.ts';
import fs from 'node:fs/promises';
import { ACCEPTED_FORMATS, declaredMedia, isVideoContainer, sniffMedia, type MediaType } from '../audio/formats.ts';
import { extractAudio, extractTimeoutMs } from '../audio/extract.ts';
import { audioRefusal } from '../audio/limits.ts';
import type { ProbeResult } from '../audio/probe.ts';
import { fileOrigin, type StoredOrigin } from '../domain/origin.ts';
import { makeTempDir } from '../lib/temp-dir.ts';
import { parseTranscribeOptions, type TranscribeOptions, type TranscribeOptionsInput } from '../domain/transcribe-options.ts';
import type { Transcript } from '../domain/transcript.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import type { TranscriptionQueue } from '../transcription/queue.ts';
import type { SpooledFile } from '../lib/spool.ts';
import { ArrivingFile } from './arriving-file.ts';

/**
 * An uploaded file as the HTTP layer hands it over (http/multipart.ts): already on disk, bounded by the upload
 * limit, and removed by the request that carried it once it is answered. `stored` is its file record (see
 * `startStoring`), which the request also discards unless a transcript adopted it.
 */
export interface IncomingFile {
  filename: string;
  mimetype: string;
  spooled: SpooledFile;
  stored?: ArrivingFile;
}

/** What the HTTP layer knows of an upload once its first bytes have arrived. */
export interface ArrivingUpload {
  filename: string;
  mimetype: string;
  head: Buffer;
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
    /** Who the transcripts uploaded through this service are by (one request's asker); null when unknown. */
    private readonly createdBy: Author | null = null,
  ) {}

  /** The same service for one request's uploads, made by `author`. */
  by(author: Author | null): UploadService {
    return new UploadService(this.repo, this.jobs, this.maxAudioMinutes, this.maxBytes, this.checkOptions, author);
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
   * `origin` is what the transcript records as having come in (Transcript.origin); left out, UPLOAD or VIDEO by what
   * the file holds, with its name.
   */
  async upload(
    rawTitle: string,
    filePromise: Promise<IncomingFile> | IncomingFile,
    rawOptions: TranscribeOptionsInput = {},
    { origin }: { origin?: StoredOrigin } = {},
  ): Promise<Transcript> {
    // A file the map names but the request lacks, or one cut off, was already refused with a 400 (http/multipart.ts).
    const file = await filePromise;
    const title = cleanTitle(rawTitle);
    const options = parseTranscribeOptions(rawOptions);
    if (!declaredMedia(file.filename, file.mimetype)) throw badInput(`File type not supported: upload ${ACCEPTED_FORMATS}.`);
    await this.checkOptions(options);
    const { spooled, stored } = file;
    if (spooled.overLimit) throw tooLarge(this.maxBytes);
    if (spooled.size === 0) throw badInput('The file is empty.');
    const type = sniffMedia(spooled.head);
    if (!type) throw badInput(`The file's content is not ${ACCEPTED_FORMATS} in a supported format.`);
    // Media by name and first bytes is always on its way to the store (startStoring).
    if (!stored) throw new Error('An accepted upload was not stored as it arrived');
    // ffprobe, started as the file arrived, checks it while the store finishes the record.
    const checked = stored.probe.of(spooled.path).then((probe) => {
      const refusal = audioRefusal(probe, spooled.size, this.maxAudioMinutes);
      if (refusal) throw refusal;
      return probe as Extract<ProbeResult, { kind: 'audio' }>;
    });
    checked.catch(() => undefined); // awaited below; a full queue may answer first
    const upload = { file: stored, path: spooled.path, name: file.filename, type };
    try {
      return await this.jobs.admit(() => this.store(upload, title, options, checked, origin));
    } catch (error) {
      await checked; // a refused file is told as such, also when the queue was full
      throw error;
    }
  }

  /** Once the file (a video's audio) is stored and ffprobe's check passed: its transcript record, which adopts the file. */
  private async store(
    { file, path, name, type }: { file: ArrivingFile; path: string; name: string; type: MediaType },
    title: string,
    options: TranscribeOptions,
    checked: Promise<Extract<ProbeResult, { kind: 'audio' }>>,
    origin?: StoredOrigin,
  ): Promise<Transcript> {
    let stored;
    let probe;
    if (isVideoContainer(type)) {
      probe = await checked;
      stored = await this.storeAudioOf(file, path, name, probe);
    } else {
      try {
        stored = await file.storedFrom(path);
      } catch (error) {
        await checked;
        throw unreachable(error);
      }
      probe = await checked;
    }
    const meta = await this.repo.createTranscript({
      title,
      fileId: stored.id,
      fileUrl: `/api/files/${stored.collectionId}/${stored.id}/${stored.file}`,
      fileType: 'audio',
      status: 'transcribing',
      transcribeOptions: options,
      createdBy: this.createdBy,
      origin: origin ?? fileOrigin(probe.video ? 'video' : 'upload', name),
    });
    // What keeps the file is the transcript pointing at it (the sweep checks that, too), so the answer does not
    // wait for its pending flag to be cleared: one store write less on its way.
    void file.adopt();
    return meta;
  }

  /**
   * Takes the first audio stream out of a video into a private temporary file and stores that (the video is not kept),
   * removing the temporary file whatever happens.
   */
  private async storeAudioOf(file: ArrivingFile, video: string, name: string, probe: Extract<ProbeResult, { kind: 'audio' }>) {
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
