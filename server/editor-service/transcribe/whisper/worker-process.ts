import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ServiceError } from '../../errors.ts';
import { SPEECH_WORKER_PYTHON, SPEECH_WORKER_SCRIPT } from './location.ts';
import type { WorkerDeviceChoice } from '../../config.ts';
import type { WorkerDevice, WorkerEmbeddings, WorkerEvent, WorkerRequest, WorkerResult } from './protocol.ts';

export interface SpeechWorkerOptions {
  python?: string;
  script?: string;
  threads: number;
  device: WorkerDeviceChoice;
}

export interface WorkerJob {
  job: string;
  audio: string;
  modelDir: string;
  language?: string;
  vocabulary?: string[];
  speakers?: number;
  onProgress?: (seconds: number, duration: number | null) => void;
  signal?: AbortSignal;
}

/** An "embed" request: voiceprints of chosen clips of a recording. */
export interface EmbedJob {
  job: string;
  audio: string;
  clips: Array<[number, number]>;
  signal?: AbortSignal;
}

interface Pending {
  resolve: (answer: WorkerResult | WorkerEmbeddings) => void;
  reject: (error: Error) => void;
  onProgress?: WorkerJob['onProgress'];
}

/**
 * One Python speech worker process: started on first use, kept warm (models stay loaded), started again after it
 * dies. Every job in flight when it dies fails with one clear error; the next job gets a fresh process. The process
 * exits by itself when its stdin closes, so it never outlives this one.
 */
export class SpeechWorker {
  private child?: ChildProcessWithoutNullStreams;
  private ready?: Promise<{ speakers: string | null }>;
  private readonly pending = new Map<string, Pending>();
  private readonly loads = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  /** The speaker engine the running worker reported, once it has started. */
  speakers: string | null | undefined;
  /** Where the running worker runs Whisper and the speaker model (null: no speaker model), once it has started. */
  devices: { whisper: WorkerDevice; speakers: WorkerDevice | null } | undefined;

  constructor(private readonly options: SpeechWorkerOptions) {}

  /** Jobs now running in this process. */
  get active(): number {
    return this.pending.size;
  }

  /** Starts the process if it is not running and waits for its "ready". */
  start(): Promise<{ speakers: string | null }> {
    if (this.ready) return this.ready;
    const { python = SPEECH_WORKER_PYTHON, script = SPEECH_WORKER_SCRIPT, threads, device } = this.options;
    const child = spawn(python, [script, '--threads', String(threads), '--device', device], {
      stdio: ['pipe', 'pipe', 'pipe'],
      // One thread pool per process, the size we asked for: more threads than cores made Whisper 2.5-3x slower.
      // One malloc arena: one per thread let the peak on an hour of audio grow by 45 MB (766 -> 721 MB at two) for no
      // speed, and the speaker thread's own arena (speech-worker/job.py) added 70 MB more (687 -> 757 MB; 685 at one).
      env: { MALLOC_ARENA_MAX: '1', ...process.env, OMP_NUM_THREADS: String(threads), PYTHONUNBUFFERED: '1' },
    });
    this.child = child;
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    // The worker's own lines are for whoever runs the service (e.g. why it runs on the CPU, not CUDA); a library's
    // chatter and tracebacks are not, and stay in the tail kept above for the error of a crash.
    createInterface({ input: child.stderr }).on('line', (line) => {
      if (line.startsWith('speech worker: ')) console.error(line);
    });
    this.ready = new Promise((resolve, reject) => {
      const lines = createInterface({ input: child.stdout });
      lines.on('line', (line) => {
        let event: WorkerEvent;
        try {
          event = JSON.parse(line) as WorkerEvent;
        } catch {
          console.error(`speech worker: unexpected output ${line.slice(0, 200)}`);
          return;
        }
        if (event.event === 'ready') {
          this.speakers = event.speakers;
          this.devices = { whisper: event.device, speakers: event.speaker_device };
          resolve({ speakers: event.speakers });
        } else this.dispatch(event);
      });
      child.on('error', (error: NodeJS.ErrnoException) => {
        const message =
          error.code === 'ENOENT'
            ? `The speech worker's Python (${python}) is missing; run \`npm run setup\``
            : `The speech worker could not start: ${error.message}`;
        this.died(child, new ServiceError(503, message));
        reject(new ServiceError(503, message));
      });
      child.on('exit', (code, signal) => {
        const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
        const detail = lastLine(stderr);
        const error = new ServiceError(
          503,
          `The speech worker stopped unexpectedly (it ${how}) while transcribing${detail ? `: ${detail}` : ''}; try again`,
        );
        this.died(child, error);
        reject(error);
      });
    });
    // A worker that never became ready is not kept: the next call tries a fresh process.
    this.ready.catch(() => undefined);
    return this.ready;
  }

  /** Loads a model ahead of the first job (TRANSCRIBE_PRELOAD). */
  async load(modelDir: string): Promise<void> {
    await this.start();
    await new Promise<void>((resolve, reject) => {
      this.loads.set(modelDir, { resolve, reject });
      this.send({ type: 'load', model_dir: modelDir });
    });
  }

  transcribe(job: WorkerJob): Promise<WorkerResult> {
    return this.run(job, {
      type: 'transcribe',
      job: job.job,
      audio: job.audio,
      model_dir: job.modelDir,
      language: job.language ?? null,
      vocabulary: job.vocabulary ?? [],
      speakers: job.speakers ?? null,
    }) as Promise<WorkerResult>;
  }

  embed(job: EmbedJob): Promise<WorkerEmbeddings> {
    return this.run(job, { type: 'embed', job: job.job, audio: job.audio, clips: job.clips }) as Promise<WorkerEmbeddings>;
  }

  /** Sends a job's request and waits for its answer; an abort cancels it in the worker. */
  private async run(job: { job: string; signal?: AbortSignal; onProgress?: WorkerJob['onProgress'] }, request: WorkerRequest): Promise<WorkerResult | WorkerEmbeddings> {
    job.signal?.throwIfAborted();
    await this.start();
    if (this.pending.has(job.job)) throw new ServiceError(409, `Job ${job.job} is already running`);
    const done = new Promise<WorkerResult | WorkerEmbeddings>((resolve, reject) => {
      this.pending.set(job.job, { resolve, reject, onProgress: job.onProgress });
    });
    const cancel = () => this.send({ type: 'cancel', job: job.job });
    job.signal?.addEventListener('abort', cancel, { once: true });
    this.send(request);
    try {
      return await done;
    } finally {
      job.signal?.removeEventListener('abort', cancel);
    }
  }

  /** Ends the process (the service is closing). */
  stop(): void {
    this.child?.stdin.end();
    this.child?.kill();
  }

  private send(request: WorkerRequest): void {
    this.child?.stdin.write(`${JSON.stringify(request)}\n`);
  }

  private dispatch(event: Exclude<WorkerEvent, { event: 'ready' }>): void {
    if (event.event === 'loaded') {
      this.loads.get(event.model_dir)?.resolve();
      this.loads.delete(event.model_dir);
      return;
    }
    if (event.event === 'error' && event.job === null) {
      // A load that failed, or a line the worker could not read (a bug on this side): fail the loads waiting.
      for (const load of this.loads.values()) load.reject(new ServiceError(503, event.message));
      this.loads.clear();
      if (event.code !== 'model') console.error(`speech worker: ${event.message}`);
      return;
    }
    const pending = event.job === null ? undefined : this.pending.get(event.job);
    if (!pending) return;
    if (event.event === 'progress') return pending.onProgress?.(event.seconds, event.duration);
    this.pending.delete(event.job!);
    if (event.event === 'result' || event.event === 'embeddings') pending.resolve(event);
    else pending.reject(workerError(event.code, event.message));
  }

  private died(child: ChildProcessWithoutNullStreams, error: Error): void {
    if (this.child !== child) return;
    this.child = undefined;
    this.ready = undefined;
    this.speakers = undefined;
    this.devices = undefined;
    for (const job of this.pending.values()) job.reject(error);
    for (const load of this.loads.values()) load.reject(error);
    this.pending.clear();
    this.loads.clear();
  }
}

function workerError(code: string, message: string): ServiceError {
  if (code === 'audio') return new ServiceError(415, message);
  if (code === 'cancelled') return new ServiceError(499, message);
  if (code === 'model') return new ServiceError(503, message);
  return new ServiceError(500, message);
}

function lastLine(text: string): string {
  return text.trim().split('\n').at(-1)?.trim() ?? '';
}
