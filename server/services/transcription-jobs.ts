import { badInput } from '../domain/errors.ts';
import { normalizeTranscribed } from '../domain/segments.ts';
import { EditorServiceError, type EditorClient } from '../editor/client.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';

type Log = (message: string) => void;

const PROGRESS_POLL_MS = 1000;
const STORE_RETRY_MS = 2000;

/**
 * Sends uploaded audio to the editor service one transcript at a time (the recognizer uses every core)
 * and turns the answer into the first version. Work left unfinished by a restart is picked up again.
 */
export class TranscriptionJobs {
  private readonly queue: string[] = [];
  private readonly progressById = new Map<string, number>();
  private running?: Promise<void>;
  private stopped = false;
  /** Cancels the request in flight when the server shuts down; the transcript stays transcribing and resumes. */
  private readonly shutdown = new AbortController();

  constructor(
    private readonly repo: TranscriptsRepo,
    private readonly editor: EditorClient,
    private readonly log: Log = console.error,
  ) {}

  /** 0..1 for a transcript being transcribed, undefined otherwise. */
  progress(id: string): number | undefined {
    return this.progressById.get(id);
  }

  enqueue(id: string): void {
    if (this.stopped || this.progressById.has(id)) return;
    this.progressById.set(id, 0);
    this.queue.push(id);
    this.running ??= this.drain().finally(() => {
      this.running = undefined;
    });
  }

  /** Re-queues every transcript a previous run left transcribing. */
  async resumePending(): Promise<number> {
    const pending = await this.repo.listMetaWithStatus('transcribing');
    for (const meta of pending) this.enqueue(meta.id);
    return pending.length;
  }

  /** Resolves once the queue is empty (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  stop(): void {
    this.stopped = true;
    this.queue.length = 0;
    this.shutdown.abort();
  }

  private async drain(): Promise<void> {
    for (let id = this.queue.shift(); id; id = this.queue.shift()) {
      try {
        await this.transcribe(id);
        this.progressById.delete(id);
      } catch (error) {
        this.progressById.delete(id);
        // The store itself failed: the transcript stays transcribing and is tried again shortly.
        this.log(`Transcription of ${id} could not be recorded: ${(error as Error).message}; retrying`);
        if (!this.stopped) setTimeout(() => this.enqueue(id), STORE_RETRY_MS).unref();
      }
    }
  }

  private async transcribe(id: string): Promise<void> {
    const meta = await this.repo.getMeta(id);
    if (meta.status !== 'transcribing') return;
    const file = await this.repo.getFile(meta.file_id);
    const audio = await fetch(await this.repo.fileAddress(file));
    if (!audio.ok) throw new Error(`stored audio unreadable (${audio.status})`);
    const bytes = new Uint8Array(await audio.arrayBuffer());

    const poll = setInterval(() => {
      void this.editor.progress(id).then((fraction) => {
        if (fraction !== undefined && this.progressById.has(id)) this.progressById.set(id, fraction);
      });
    }, PROGRESS_POLL_MS);
    try {
      const result = await this.editor.transcribe(bytes, file.file_type, { job: id, signal: this.shutdown.signal });
      const data = await this.repo.createData({
        segments: normalizeTranscribed(result.segments, result.duration),
        previous_did: meta.data_id,
        meta_id: id,
        source: 'upload',
      });
      // A transcript deleted while it was being transcribed keeps its deleted status.
      const latest = await this.repo.getMeta(id);
      await this.repo.updateMeta(id, {
        data_id: data.id,
        status: latest.status === 'deleted' ? 'deleted' : 'ready',
        error: '',
        duration: Number.isFinite(result.duration) ? result.duration : 0,
      });
    } catch (error) {
      if (this.stopped) return;
      if (!(error instanceof EditorServiceError)) throw error;
      const message = `Error transcribing audio: ${error.status} ${error.body}`;
      this.log(`Transcription of ${id} failed: ${message}`);
      await this.repo.updateMeta(id, { status: 'failed', error: message });
    } finally {
      clearInterval(poll);
    }
  }

  /** Runs a failed transcription again; the stored audio is reused. */
  async retry(id: string): Promise<void> {
    const meta = await this.repo.getMeta(id);
    if (meta.status !== 'failed') {
      throw badInput(`Only a failed transcription can be retried; this one is ${meta.status}.`);
    }
    await this.repo.updateMeta(id, { status: 'transcribing', error: '' });
    this.enqueue(id);
  }
}
