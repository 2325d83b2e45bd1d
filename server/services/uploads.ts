import { DEFAULT_MAX_UPLOAD_BYTES, MIB } from '../config.ts';
import { badInput, userError } from '../domain/errors.ts';
import { cleanTitle } from '../domain/title.ts';
import { declaredAudio, sniffAudio } from '../audio/formats.ts';
import { audioRefusal } from '../audio/limits.ts';
import { probeAudioFile } from '../audio/probe.ts';
import { parseTranscribeOptions, type TranscribeOptions, type TranscribeOptionsInput } from '../domain/transcribe-options.ts';
import type { DiskFile } from '../store/multipart-stream.ts';
import type { MetaRecord, TranscriptsRepo } from '../store/transcripts-repo.ts';
import type { TranscriptionQueue } from '../queue/index.ts';
import type { SpooledFile } from '../lib/spool.ts';

/**
 * An uploaded file as the HTTP layer hands it over (http/multipart.ts): already on disk, bounded by the upload
 * limit, and removed by the request that carried it once it is answered.
 */
export interface IncomingFile {
  filename: string;
  mimetype: string;
  spooled: SpooledFile;
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
  ) {}

  /** What an upload may be, for the web app's drop zone (Query.limits). */
  get limits(): { maxUploadBytes: number; maxAudioMinutes: number } {
    return { maxUploadBytes: this.maxBytes, maxAudioMinutes: this.maxAudioMinutes };
  }

  async upload(rawTitle: string, filePromise: Promise<IncomingFile> | IncomingFile, rawOptions: TranscribeOptionsInput = {}): Promise<MetaRecord> {
    // A file the map names but the request lacks, or one cut off, was already refused with a 400 (http/multipart.ts).
    const file = await filePromise;
    const title = cleanTitle(rawTitle);
    const options = parseTranscribeOptions(rawOptions);
    if (!declaredAudio(file.filename, file.mimetype)) {
      throw badInput('File type not supported: upload mp3, m4a, mp4, wav or ogg audio.');
    }
    const { spooled } = file;
    if (spooled.overLimit) throw tooLarge(this.maxBytes);
    if (spooled.size === 0) throw badInput('The file is empty.');
    const type = sniffAudio(spooled.head);
    if (!type) throw badInput("The file's content is not audio in a supported format (mp3, m4a, mp4, wav or ogg).");
    // ffprobe (about as long as the store takes the file) checks it while it is already on its way there.
    const checked = probeAudioFile(spooled.path).then((probe) => {
      const refusal = audioRefusal(probe, spooled.size, this.maxAudioMinutes);
      if (refusal) throw refusal;
    });
    checked.catch(() => undefined); // awaited below; a full queue may answer first
    const audio = { path: spooled.path, size: spooled.size, filename: safeFileName(file.filename, type), type };
    try {
      return await this.jobs.admit(() => this.store(audio, title, options, checked));
    } catch (error) {
      await checked; // a refused file is told as such, also when the queue was full
      throw error;
    }
  }

  /**
   * The file, then (once ffprobe's check passed) its transcript record. A refusal stops the file on its way,
   * or removes it if it arrived first; the file also goes again if the record cannot be written.
   */
  private async store(audio: DiskFile, title: string, options: TranscribeOptions, checked: Promise<void>): Promise<MetaRecord> {
    const refused = new AbortController();
    checked.catch(() => refused.abort());
    let stored;
    try {
      stored = await this.repo.createFile(audio, refused.signal);
    } catch (error) {
      await checked;
      // The spec's wording for a store that would not take the file, whatever the cause.
      throw userError('UPSTREAM_UNAVAILABLE', `Failed to upload file: ${(error as Error).message}`);
    }
    try {
      await checked;
    } catch (refusal) {
      await this.repo.deleteFile(stored.id).catch(() => undefined);
      throw refusal;
    }
    let meta: MetaRecord;
    try {
      meta = await this.repo.createMeta({
        title,
        file_id: stored.id,
        file_url: `/api/files/${stored.collectionId}/${stored.id}/${stored.file}`,
        file_type: 'audio',
        status: 'transcribing',
        transcribe_options: options,
      });
    } catch (error) {
      // No half-written records: the stored file goes when its transcript could not be created.
      await this.repo.deleteFile(stored.id).catch(() => undefined);
      throw error;
    }
    return meta;
  }
}

const EXTENSION: Record<string, string> = { 'audio/mpeg': 'mp3', 'audio/mp4': 'm4a', 'audio/wav': 'wav', 'audio/ogg': 'ogg' };

/** PocketBase keeps its own sanitized name; ours only needs to be plain and carry the right extension. */
function safeFileName(name: string, type: string): string {
  const base = name.replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 80) || 'audio';
  return `${base}.${EXTENSION[type]}`;
}
