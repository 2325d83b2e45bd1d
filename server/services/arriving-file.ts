import type { ByteSink } from '../lib/spool.ts';
import type { RecordStream } from '../store/multipart-stream.ts';
import type { FileRecord, TranscriptsRepo } from '../store/transcripts-repo.ts';

/**
 * An upload's file record, written while the upload still arrives so that receiving and storing overlap.
 * Its checks (ffprobe, the title, the queue) come later: it stays only if a transcript adopts it, and
 * `discard` removes it otherwise, whoever calls it first (the resolver that refused, or the request's end).
 */
export class ArrivingFile implements ByteSink {
  private adopted = false;
  private discarded?: Promise<void>;

  constructor(
    private readonly repo: TranscriptsRepo,
    private readonly stream: RecordStream<FileRecord>,
  ) {}

  /** A record the store would not even start (unreachable): the bytes go nowhere, and `record` says why. */
  static failed(repo: TranscriptsRepo, error: unknown): ArrivingFile {
    const record = Promise.reject(error);
    record.catch(() => undefined);
    return new ArrivingFile(repo, { record, write: async () => undefined, end: () => undefined, abort: () => undefined });
  }

  write(chunk: Uint8Array): Promise<void> {
    return this.stream.write(chunk);
  }

  end(): void {
    this.stream.end();
  }

  abort(): void {
    this.stream.abort();
  }

  /** The stored record, once the store has all of it (fails if it was stopped or the store refused it). */
  get record(): Promise<FileRecord> {
    return this.stream.record;
  }

  /** A transcript points at the record now: it is no longer pending, and `discard` leaves it. */
  async adopt(): Promise<void> {
    this.adopted = true;
    const { id } = await this.record;
    // Should this fail, the record stays marked; the sweep still leaves it, as a transcript points at it.
    await this.repo.keepFile(id).catch(() => undefined);
  }

  /** Stops the record if it is still arriving, or deletes it once stored; nothing when adopted. */
  discard(): Promise<void> {
    if (this.adopted) return Promise.resolve();
    this.discarded ??= (async () => {
      this.stream.abort();
      const record = await this.record.catch(() => undefined);
      // A record that cannot be deleted now stays pending: the start-up sweep removes it.
      if (record) await this.repo.deleteFile(record.id).catch(() => undefined);
    })();
    return this.discarded;
  }
}
