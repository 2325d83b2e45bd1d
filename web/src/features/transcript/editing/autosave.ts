export const AUTOSAVE_DELAY_MS = 1000;
/** Waits between attempts after a failed save; the last one repeats. */
export const RETRY_DELAYS_MS = [2000, 4000, 8000, 15000];

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'retrying';

export const SAVE_STATUS_TEXT: Record<SaveStatus, string> = {
  idle: '',
  pending: 'Unsaved changes',
  saving: 'Saving…',
  saved: 'Saved',
  retrying: "Couldn't save — retrying",
};

export interface AutosaverOptions {
  /** Sends the edits as they are when called; throws when they did not land. */
  save: () => Promise<void>;
  onStatus: (status: SaveStatus) => void;
  delayMs?: number;
  retryDelaysMs?: readonly number[];
}

/**
 * Debounced saving of edits: every edit restarts the timer; a failed save keeps the edits and retries.
 * (Edits made elsewhere meanwhile are merged by the server, segment by segment: a save is never refused
 * for them.) Edits are counted so that typing during a save is saved next instead of being marked clean.
 */
export class Autosaver {
  private revision = 0;
  private savedRevision = 0;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | undefined;
  private disposed = false;
  private status: SaveStatus = 'idle';
  private readonly delayMs: number;
  private readonly retryDelaysMs: readonly number[];

  constructor(private readonly options: AutosaverOptions) {
    this.delayMs = options.delayMs ?? AUTOSAVE_DELAY_MS;
    this.retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  }

  get dirty(): boolean {
    return this.revision !== this.savedRevision;
  }

  edit(): void {
    this.revision += 1;
    if (this.status !== 'retrying' && this.status !== 'saving') this.setStatus('pending');
    this.schedule(this.delayMs);
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Saves unsaved edits now (after any save in flight); resolves when done, whatever the outcome. */
  async flush(): Promise<void> {
    this.cancel();
    while (this.inFlight) {
      await this.inFlight;
      this.cancel();
    }
    if (this.dirty) await this.startSave();
  }

  dispose(): void {
    this.disposed = true;
    this.cancel();
  }

  private schedule(ms: number): void {
    this.cancel();
    if (!this.disposed) this.timer = setTimeout(() => void this.flush(), ms);
  }

  private startSave(): Promise<void> {
    const revision = this.revision;
    this.setStatus('saving');
    const done = this.options
      .save()
      .then(
        () => {
          this.failures = 0;
          this.savedRevision = Math.max(this.savedRevision, revision);
          if (!this.dirty) return this.setStatus('saved');
          this.setStatus('pending');
          this.schedule(this.delayMs);
        },
        () => {
          this.setStatus('retrying');
          this.schedule(this.retryDelaysMs[Math.min(this.failures, this.retryDelaysMs.length - 1)]);
          this.failures += 1;
        },
      )
      .finally(() => {
        if (this.inFlight === done) this.inFlight = undefined;
      });
    this.inFlight = done;
    return done;
  }

  private setStatus(status: SaveStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.options.onStatus(status);
  }
}
