import fs from 'node:fs';
import { probeAudioFile, startProbe, type StartedProbe } from '../audio/probe.ts';
import type { ByteSink, SpooledFile } from '../lib/spool.ts';
import type { RecordStream } from '../store/multipart-stream.ts';
import type { FileRecord, TranscriptsRepo } from '../store/transcripts-repo.ts';

/** What a file record is created with. */
interface FileDescription {
  filename: string;
  type: string;
}

/**
 * An upload's file record, and ffprobe, started meanwhile to check the file once it is whole (`probe`).
 * With PocketBase beside the server (TranscriptsRepo.importsFiles) the record is made from the whole temporary
 * file once it has arrived (PocketBase copies it on disk); with a PocketBase elsewhere it is written while the
 * upload still arrives, so that receiving and storing overlap. Its checks (ffprobe, the title, the queue) come
 * later: it stays only if a transcript adopts it, and `discard` removes it otherwise (the request that carried
 * the upload calls it before answering).
 */
export class ArrivingFile implements ByteSink {
  private adopted = false;
  private discarded?: Promise<void>;
  /** The record once asked for: the stream's from the start, an import's once the file is whole. */
  private record?: Promise<FileRecord>;

  private constructor(
    private readonly repo: TranscriptsRepo,
    /** Undefined until `storedFrom` names it, for a record made later (`later`). */
    private file?: FileDescription,
    private stream?: RecordStream<FileRecord>,
    /** Started with the record, so that its start-up overlaps the upload; stopped by `discard` if never used. */
    readonly probe: StartedProbe = startProbe(),
  ) {
    this.record = stream?.record;
  }

  /** Starts the record; a store that cannot be reached now is told by `storedFrom`, as when it fails later. */
  static async open(repo: TranscriptsRepo, file: FileDescription): Promise<ArrivingFile> {
    if (repo.importsFiles) return new ArrivingFile(repo, file);
    try {
      return new ArrivingFile(repo, file, await repo.streamFile(file));
    } catch (error) {
      const record = Promise.reject(error);
      record.catch(() => undefined);
      return new ArrivingFile(repo, file, { record, write: async () => undefined, end: () => undefined, abort: () => undefined });
    }
  }

  /** A record made only once the upload is whole, from another file that `storedFrom` names (a video's audio). */
  static later(repo: TranscriptsRepo): ArrivingFile {
    return new ArrivingFile(repo);
  }

  /** A record of a file the server makes itself (tracks combined into one), which `storedFrom` names: no ffprobe waits for it. */
  static made(repo: TranscriptsRepo): ArrivingFile {
    return new ArrivingFile(repo, undefined, undefined, { of: (file) => probeAudioFile(file), cancel: () => undefined });
  }

  write(chunk: Uint8Array): Promise<void> {
    return this.stream ? this.stream.write(chunk) : Promise.resolve();
  }

  end(): void {
    this.stream?.end();
  }

  abort(): void {
    this.stream?.abort();
  }

  /** The record as the store answers for it, if it was asked for (fails if stopped short or refused). */
  get stored(): Promise<FileRecord> | undefined {
    return this.record;
  }

  /** The stored record once the whole upload is on disk at `path`; `file` names what is stored there for a record made `later`. */
  storedFrom(path: string, file?: FileDescription): Promise<FileRecord> {
    this.file = file ?? this.file;
    this.record = this.store(path);
    this.record.catch(() => undefined); // the caller awaits it; `discard` and `adopt` only look
    return this.record;
  }

  /**
   * Imports the file, or awaits the stream's record. Should the store have dropped that record on its way
   * (PocketBase's own 10-minute read timeout cuts an upload that arrives slower than that, or it was
   * restarted), or should PocketBase be unable to import it (it runs elsewhere), the file is sent from disk.
   */
  private async store(path: string): Promise<FileRecord> {
    if (!this.file) throw new Error('A file record was asked for without saying what it holds');
    if (!this.stream) {
      const imported = await this.repo.importFile(path, this.file);
      if (imported) return imported;
    } else {
      try {
        return await this.stream.record;
      } catch {
        // sent again below
      }
    }
    this.stream = await this.repo.streamFile(this.file);
    for await (const chunk of fs.createReadStream(path)) await this.stream.write(chunk as Buffer);
    this.stream.end();
    return this.stream.record;
  }

  /** A transcript points at the record now: `discard` leaves it at once; no longer pending once this resolves (it never rejects). */
  async adopt(): Promise<void> {
    this.adopted = true;
    const record = await this.record?.catch(() => undefined);
    // Should this fail, the record stays marked; the sweep still leaves it, as a transcript points at it.
    if (record) await this.repo.keepFile(record.id).catch(() => undefined);
  }

  /** Stops the probe if unused, and the record if it is still arriving, or deletes it once stored; nothing more when adopted. */
  discard(): Promise<void> {
    this.probe.cancel();
    if (this.adopted) return Promise.resolve();
    this.discarded ??= (async () => {
      this.stream?.abort();
      const record = await this.record?.catch(() => undefined);
      // A record that cannot be deleted now stays pending: the start-up sweep removes it.
      if (record) await this.repo.deleteFile(record.id).catch(() => undefined);
    })();
    return this.discarded;
  }
}

/**
 * An uploaded file as the HTTP layer hands it over (http/multipart.ts): already on disk, bounded by the upload
 * limit, and removed by the request that carried it once it is answered. `stored` is its file record (see
 * `UploadService.startStoring`), which the request also discards unless a transcript adopted it.
 */
export interface IncomingFile {
  filename: string;
  mimetype: string;
  spooled: SpooledFile;
  stored?: ArrivingFile;
}
