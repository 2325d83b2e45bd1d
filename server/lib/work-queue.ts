/**
 * Jobs run in this process in order of arrival, at most `concurrency` at once, with at most `maxWaiting` waiting:
 * a queue of its own for short media work (clips), which never waits behind another queue's jobs.
 */
export class WorkQueue {
  private readonly waiting: (() => Promise<void>)[] = [];
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
    private readonly log: (message: string) => void = console.error,
  ) {}

  /** Whether another job may be added now. */
  hasRoom(): boolean {
    return !this.stopped && this.waiting.length < this.maxWaiting;
  }

  /** Adds a job (which handles its own errors: one that throws is logged); false when the queue is full or stopped. */
  add(job: () => Promise<void>): boolean {
    if (!this.hasRoom()) return false;
    this.waiting.push(job);
    this.next();
    return true;
  }

  /** Takes no more jobs, drops those waiting, and waits for the running ones to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.waiting.length = 0;
    await Promise.all(this.running);
  }

  private next(): void {
    while (this.running.size < this.concurrency && this.waiting.length) {
      const job = this.waiting.shift()!;
      const run: Promise<void> = job()
        .catch((error: Error) => this.log(`A queued job failed: ${error.stack ?? error.message}`))
        .finally(() => {
          this.running.delete(run);
          if (!this.stopped) this.next();
        });
      this.running.add(run);
    }
  }
}
