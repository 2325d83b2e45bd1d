/** How often the scheduled purge (the bin, retention) runs (also once at start-up). */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs the purge (the bin after TAPESCRIPT_BIN_DAYS, the retention policy) at start-up and every hour, one run at a time; a run that fails
 * is logged and the next hour tries again (each transcript's purge is one transaction, so nothing is left half done).
 */
export class PurgeSchedule {
  private timer?: NodeJS.Timeout;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly run: (now: Date) => Promise<string[]>,
    private readonly log: (message: string) => void,
    private readonly intervalMs = PURGE_INTERVAL_MS,
  ) {}

  start(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    this.running = this.running.then(async () => {
      try {
        for (const line of await this.run(new Date())) this.log(line);
      } catch (error) {
        this.log(`Could not purge: ${(error as Error).message}`);
      }
    });
  }
}
