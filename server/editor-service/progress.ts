import type { JobProgress, Stage } from './contract.ts';

// Where each stage sits in the whole job: recognition is most of the work.
const STAGE_RANGES: Record<Stage, [number, number]> = {
  decoding: [0, 0.05],
  recognizing: [0.05, 0.85],
  speakers: [0.85, 0.99],
  done: [1, 1],
};

/** Progress of transcription jobs by caller-chosen id; finished jobs are kept a while, and never too many. */
export class ProgressBoard {
  private readonly jobs = new Map<string, { entry: JobProgress; finishedAt?: number }>();

  constructor(
    private readonly keepMs = 10 * 60 * 1000,
    private readonly most = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new run of a job (a retry may reuse its id) starts from zero. */
  start(job: string): void {
    this.jobs.delete(job);
    this.update(job, 'decoding', 0);
  }

  update(job: string, stage: Stage, fraction: number): void {
    const [from, to] = STAGE_RANGES[stage];
    const progress = Math.round((from + (to - from) * Math.min(1, Math.max(0, fraction))) * 1000) / 1000;
    const known = this.jobs.get(job);
    // Within a run progress never goes backwards, even if two stages report out of order.
    const entry = { job, stage, progress: Math.max(progress, known?.entry.progress ?? 0) };
    this.jobs.delete(job); // re-inserting keeps the map in least-recently-updated order
    this.jobs.set(job, { entry, finishedAt: stage === 'done' ? this.now() : undefined });
    this.prune();
  }

  fail(job: string, error: string): void {
    this.jobs.set(job, { entry: { job, stage: 'done', progress: 1, error }, finishedAt: this.now() });
    this.prune();
  }

  get(job: string): JobProgress | undefined {
    this.prune();
    return this.jobs.get(job)?.entry;
  }

  private prune(): void {
    const cutoff = this.now() - this.keepMs;
    for (const [job, { finishedAt }] of this.jobs) if (finishedAt !== undefined && finishedAt < cutoff) this.jobs.delete(job);
    for (const job of this.jobs.keys()) {
      if (this.jobs.size <= this.most) break;
      this.jobs.delete(job);
    }
  }
}
