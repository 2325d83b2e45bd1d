import { Readable } from 'node:stream';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { mergeVocabulary, runnableOptions } from '../domain/transcribe-options.ts';
import { EditorServiceError, type EditorClient, type Transcription } from '../editor/client.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import type { QueueState, TranscriptionQueue } from './queue.ts';
import { queueFull, recordTranscriptionFailure, startRetry, writeFirstVersion, type SpeakerNaming } from './outcome.ts';

type Log = (message: string) => void;

const PROGRESS_POLL_MS = 1000;
const STORE_RETRY_MS = 2000;

export interface QueueLimits {
  /** Transcriptions sent to the editor service at once. */
  workers: number;
  /** Transcripts that may wait for a worker. */
  maxQueued: number;
  /** Sent with every transcription, after the upload's own vocabulary. */
  vocabulary: readonly string[];
}

/**
 * Transcription in this process: transcripts wait in order of arrival, up to `workers` are sent to the editor
 * service at once (it shares its workers between them, so a long file does not hold the short ones), and
 * each answer becomes the transcript's first version. Work left unfinished by a restart is picked up again.
 */
export class InProcessTranscriptionJobs implements TranscriptionQueue {
  private readonly waiting: string[] = [];
  /** The running jobs, each with the controller that aborts its editor-service request. */
  private readonly running = new Map<string, AbortController>();
  private readonly active = new Set<Promise<void>>();
  private readonly progressById = new Map<string, number>();
  /** Places held for transcripts being created by `admit`. */
  private reserved = 0;
  /** Cancelled running jobs to queue again when they end (see enqueue). */
  private readonly restarts = new Set<string>();
  private stopped = false;
  /** Cancels the requests in flight when the server shuts down; the transcripts stay transcribing and resume. */
  private readonly shutdown = new AbortController();

  constructor(
    private readonly repo: TranscriptsRepo,
    private readonly editor: EditorClient,
    private readonly limits: QueueLimits,
    private readonly log: Log = console.error,
    /** Told each new progress of a transcription (for live updates). */
    private readonly onProgress: (id: string, fraction: number) => void = () => undefined,
    /** Names the speakers by voice before the first version is written. */
    private readonly naming?: SpeakerNaming,
  ) {}

  /** 0..1 for a transcript waiting or being transcribed, undefined otherwise. */
  progress(id: string): number | undefined {
    return this.progressById.get(id);
  }

  /** What GET /health says of the queue. */
  async state(): Promise<QueueState> {
    return { kind: 'in-process', reachable: true, waiting: this.waiting.length, running: this.running.size, workers: this.limits.workers };
  }

  /** The editor service this server calls runs the jobs: its own /health lists its engines. */
  async workerEngines(): Promise<undefined> {
    return undefined;
  }

  /** 1 for the next transcript to start; null when it is running or not queued. */
  position(id: string): number | null {
    const index = this.waiting.indexOf(id);
    return index < 0 ? null : index + 1;
  }

  /**
   * Creates a transcript (with `create`) only when the queue has room for it, then queues it. A full queue
   * fails with BUSY before anything is written.
   */
  async admit<T extends { id: string }>(create: () => Promise<T>): Promise<T> {
    // Those being created take the free workers first; the rest of them, and this one, would wait.
    const ahead = this.waiting.length + this.reserved - (this.limits.workers - this.running.size);
    if (ahead >= this.limits.maxQueued) throw queueFull(this.waiting.length);
    this.reserved += 1;
    try {
      const record = await create();
      this.enqueue(record.id);
      return record;
    } finally {
      this.reserved -= 1;
    }
  }

  /** Queues a transcript already accepted (resumed, restored, retried); no-op when it is queued or running. */
  enqueue(id: string): void {
    if (this.running.get(id)?.signal.aborted) {
      // Cancelled (deleted) and restored before its request wound down: queued again once it has.
      this.restarts.add(id);
      return;
    }
    if (this.stopped || this.progressById.has(id)) return;
    this.progressById.set(id, 0);
    this.waiting.push(id);
    this.startNext();
  }

  /** Takes a transcript out of the queue, or aborts its editor-service request (freeing its worker). */
  cancel(id: string): void {
    const index = this.waiting.indexOf(id);
    if (index >= 0) {
      this.waiting.splice(index, 1);
      this.progressById.delete(id);
    }
    this.running.get(id)?.abort();
  }

  /** Re-queues every transcript a previous run left transcribing, oldest first. */
  async resumePending(): Promise<number> {
    const pending = await this.repo.transcriptsWithStatus('transcribing');
    for (const meta of pending) this.enqueue(meta.id);
    return pending.length;
  }

  /** Resolves once nothing is queued or running (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.active.size) await Promise.all(this.active);
  }

  stop(): void {
    this.stopped = true;
    this.waiting.length = 0;
    this.shutdown.abort();
  }

  /** Runs a failed transcription again with the options of its upload; the stored audio is reused. */
  async retry(id: string): Promise<void> {
    await startRetry(this.repo, id);
    this.enqueue(id);
  }

  private startNext(): void {
    while (!this.stopped && this.running.size < this.limits.workers && this.waiting.length) {
      const id = this.waiting.shift()!;
      const controller = new AbortController();
      this.running.set(id, controller);
      const job = this.run(id, controller.signal).finally(() => {
        this.running.delete(id);
        this.progressById.delete(id);
        this.active.delete(job);
        if (this.restarts.delete(id)) this.enqueue(id);
        this.startNext();
      });
      this.active.add(job);
    }
  }

  private async run(id: string, cancelled: AbortSignal): Promise<void> {
    try {
      await this.transcribe(id, cancelled);
    } catch (error) {
      if (this.stopped || cancelled.aborted) return;
      // The store itself failed: the transcript stays transcribing and is tried again shortly.
      this.log(`Transcription of ${id} could not be recorded: ${(error as Error).message}; retrying`);
      setTimeout(() => this.enqueue(id), STORE_RETRY_MS).unref();
    }
  }

  private async transcribe(id: string, cancelled: AbortSignal): Promise<void> {
    const meta = await this.repo.getTranscript(id);
    if (meta.status !== 'transcribing') return;
    const file = await this.repo.getFile(meta.fileId);
    const audio = await fetch(await this.repo.fileAddress(file), { signal: cancelled });
    if (!audio.ok || !audio.body) throw new Error(`stored audio unreadable (${audio.status})`);
    // Piped from PocketBase to the editor service as it arrives: the server never holds the whole recording.
    const stream = Readable.fromWeb(audio.body as WebStream<Uint8Array>);
    const length = audio.headers.get('content-length');

    const poll = setInterval(() => {
      void this.editor.progress(id).then((fraction) => {
        if (fraction === undefined || !this.progressById.has(id) || this.progressById.get(id) === fraction) return;
        this.progressById.set(id, fraction);
        this.onProgress(id, fraction);
      });
    }, PROGRESS_POLL_MS);
    const { options } = runnableOptions(meta.transcribeOptions);
    let result: Transcription;
    try {
      result = await this.editor.transcribe(stream, file.file_type, {
        ...options,
        size: length === null ? undefined : Number(length),
        vocabulary: mergeVocabulary(options.vocabulary, this.limits.vocabulary),
        job: id,
        signal: AbortSignal.any([this.shutdown.signal, cancelled]),
      });
    } catch (error) {
      if (this.stopped || cancelled.aborted) return;
      if (!(error instanceof EditorServiceError)) throw error;
      this.log(`Transcription of ${id} failed: ${error.status} ${error.body}`);
      await recordTranscriptionFailure(this.repo, id, `${error.status} ${error.body}`);
      return;
    } finally {
      clearInterval(poll);
      stream.destroy();
    }
    const outcome = await writeFirstVersion(this.repo, id, result, this.naming);
    if (!outcome.written) this.log(`A transcription of ${id} finished after the transcript became ${outcome.status}; its result was dropped`);
  }
}
