import path from 'node:path';
import { readManifest } from './backup-file.ts';
import { listBackups, takeBackup } from './take-backup.ts';

/**
 * The server's own backups (with TAPESCRIPT_BACKUP_DIR): one every interval, counted from the newest backup in
 * the folder, so a restart neither skips one nor takes an extra one. A failed run is tried again after an hour
 * (or the interval, when shorter). The last run and the next are reported in GET /health.
 */

export interface BackupRun {
  /** When the run finished (for a backup found in the folder at start-up: when it was taken). */
  at: string;
  ok: boolean;
  /** The backup file's name in the folder, and its size. */
  file?: string;
  bytes?: number;
  durationMs?: number;
  /** Why it failed, with the folders named by their settings. */
  error?: string;
}

export interface BackupHealth {
  lastRun: BackupRun | null;
  nextRunAt: string | null;
  running: boolean;
}

export interface BackupSettings {
  dir: string;
  keep: number;
  intervalMs: number;
}

const RETRY_MS = 60 * 60 * 1000;
/** setTimeout's longest delay (about 24.8 days); a longer wait is armed again. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

export class BackupSchedule {
  private lastRun: BackupRun | null = null;
  private nextRunAt: number | null = null;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private readonly stopping = new AbortController();

  constructor(
    private readonly dataDir: string,
    private readonly settings: BackupSettings,
    private readonly log: (message: string) => void,
  ) {}

  /** Reads the newest backup in the folder and arms the first run. */
  async start(): Promise<void> {
    const newest = (await listBackups(this.settings.dir))[0];
    const taken = newest ? await readManifest(newest).then(({ manifest }) => manifest.createdAt, () => undefined) : undefined;
    if (newest && taken) this.lastRun = { at: taken, ok: true, file: path.basename(newest) };
    this.arm(taken ? Date.parse(taken) + this.settings.intervalMs : Date.now());
  }

  status(): BackupHealth {
    return {
      lastRun: this.lastRun,
      nextRunAt: this.nextRunAt === null ? null : new Date(this.nextRunAt).toISOString(),
      running: this.running !== undefined,
    };
  }

  /** Stops the schedule, waiting for a run in progress to finish (one waiting for midnight's checkpoint ends). */
  async stop(): Promise<void> {
    this.stopping.abort();
    clearTimeout(this.timer);
    this.nextRunAt = null;
    await this.running;
  }

  private arm(at: number): void {
    if (this.stopping.signal.aborted) return;
    this.nextRunAt = at;
    const wait = Math.min(Math.max(0, at - Date.now()), LONGEST_TIMEOUT_MS);
    this.timer = setTimeout(() => (Date.now() >= at ? this.run() : this.arm(at)), wait);
    this.timer.unref();
  }

  private run(): void {
    this.running = this.takeOne().finally(() => (this.running = undefined));
  }

  private async takeOne(): Promise<void> {
    try {
      const result = await takeBackup(this.dataDir, this.settings.dir, this.settings.keep, this.stopping.signal);
      // One instant for the run and the next, so /health's two times are exactly an interval apart.
      const now = Date.now();
      this.lastRun = { at: new Date(now).toISOString(), ok: true, file: path.basename(result.file), bytes: result.bytes, durationMs: result.durationMs };
      this.log(`Backup written: ${result.file} (${result.durationMs} ms)`);
      this.arm(now + this.settings.intervalMs);
    } catch (error) {
      const message = (error as Error).message;
      const now = Date.now();
      this.lastRun = { at: new Date(now).toISOString(), ok: false, error: this.withoutFolders(message) };
      this.log(`Backup failed: ${message}`);
      this.arm(now + Math.min(RETRY_MS, this.settings.intervalMs));
    }
  }

  /** /health needs no token: the folders are named by their settings, not their paths. */
  private withoutFolders(message: string): string {
    const folders: [string, string][] = [
      [this.settings.dir, 'TAPESCRIPT_BACKUP_DIR'],
      [this.dataDir, 'TAPESCRIPT_DATA_DIR'],
    ];
    // The longer first, when one folder is inside the other.
    folders.sort(([a], [b]) => b.length - a.length);
    return folders.reduce((text, [folder, setting]) => text.replaceAll(folder, setting), message);
  }
}
