import type { Readable } from 'node:stream';
import { DEFAULT_MAX_UPLOAD_BYTES, MIB } from '../config.ts';
import { badInput, userError } from '../domain/errors.ts';
import { cleanTitle } from '../domain/title.ts';
import { declaredAudio, sniffAudio } from '../audio/formats.ts';
import { audioRefusal } from '../audio/limits.ts';
import { probeAudio } from '../audio/probe.ts';
import { parseTranscribeOptions, type TranscribeOptions, type TranscribeOptionsInput } from '../domain/transcribe-options.ts';
import type { MetaRecord, TranscriptsRepo } from '../store/transcripts-repo.ts';
import type { TranscriptionJobs } from './transcription-jobs.ts';

/** What graphql-upload-minimal resolves an Upload to. */
export interface IncomingFile {
  filename: string;
  mimetype: string;
  createReadStream(): Readable;
}

const tooLarge = (maxBytes: number) =>
  userError('PAYLOAD_TOO_LARGE', `File is larger than ${maxBytes} bytes (${maxBytes / MIB} MB is the limit).`, { maxBytes });

/** Reads the upload into memory, refusing it as soon as it passes the limit (the parser truncates silently). */
async function readUpload(stream: Readable, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      stream.resume(); // drain instead of destroying, so the request ends cleanly and the answer is sent
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk);
  }
  if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge(maxBytes);
  return Buffer.concat(chunks, size);
}

/**
 * Checks uploaded audio (type, content, length, sample rate), stores it and its transcript record with the
 * transcription options, and hands the transcript to the transcription queue.
 */
export class UploadService {
  constructor(
    private readonly repo: TranscriptsRepo,
    private readonly jobs: TranscriptionJobs,
    private readonly maxAudioMinutes: number,
    private readonly maxBytes = DEFAULT_MAX_UPLOAD_BYTES,
  ) {}

  /** What an upload may be, for the web app's drop zone (Query.limits). */
  get limits(): { maxUploadBytes: number; maxAudioMinutes: number } {
    return { maxUploadBytes: this.maxBytes, maxAudioMinutes: this.maxAudioMinutes };
  }

  async upload(rawTitle: string, filePromise: Promise<IncomingFile> | IncomingFile, rawOptions: TranscribeOptionsInput = {}): Promise<MetaRecord> {
    let file: IncomingFile;
    try {
      file = await filePromise;
    } catch (error) {
      // graphql-upload-minimal rejects a file the map names but the request lacks, or that was cut off.
      throw badInput(`Invalid upload: ${(error as Error).message}`);
    }
    const stream = file.createReadStream();
    let title: string;
    let options: TranscribeOptions;
    try {
      title = cleanTitle(rawTitle);
      options = parseTranscribeOptions(rawOptions);
      if (!declaredAudio(file.filename, file.mimetype)) {
        throw badInput('File type not supported: upload mp3, m4a, mp4, wav or ogg audio.');
      }
    } catch (error) {
      stream.resume(); // drain the rest of the request so the answer can be sent
      throw error;
    }
    const bytes = await readUpload(stream, this.maxBytes);
    if (bytes.length === 0) throw badInput('The file is empty.');
    const type = sniffAudio(bytes);
    if (!type) throw badInput("The file's content is not audio in a supported format (mp3, m4a, mp4, wav or ogg).");
    const refusal = audioRefusal(await probeAudio(bytes), bytes.length, this.maxAudioMinutes);
    if (refusal) throw refusal;
    return this.jobs.admit(() => this.store(bytes, safeFileName(file.filename, type), type, title, options));
  }

  /** The file, then its transcript record; the file goes again if the record cannot be written. */
  private async store(bytes: Uint8Array<ArrayBuffer>, filename: string, type: string, title: string, options: TranscribeOptions): Promise<MetaRecord> {
    let stored;
    try {
      stored = await this.repo.createFile(bytes, filename, type);
    } catch (error) {
      // The spec's wording for a store that would not take the file, whatever the cause.
      throw userError('UPSTREAM_UNAVAILABLE', `Failed to upload file: ${(error as Error).message}`);
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
