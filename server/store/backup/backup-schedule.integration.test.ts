import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { BackupSchedule, type BackupHealth } from './backup-schedule.ts';
import { listBackups } from './take-backup.ts';

/** With TAPESCRIPT_BACKUP_DIR the server backs up on a schedule, and GET /health tells how the last run went. */

const HOUR = 3_600_000;
let root: string;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-backup-schedule-'));
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

async function healthOf(h: Harness): Promise<BackupHealth> {
  return (await (await fetch(`${h.app.url}/health`)).json()).backup;
}

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; ; ) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('the server backs up at start when the folder has none, then every TAPESCRIPT_BACKUP_INTERVAL_HOURS counted from the newest; /health tells', async () => {
  const backupDir = path.join(root, 'server-backups');
  const env = { TAPESCRIPT_BACKUP_DIR: backupDir, TAPESCRIPT_BACKUP_INTERVAL_HOURS: '6' };
  let h = await startHarness(env, { dataDir: path.join(root, 'data') });
  try {
    const health = await until(() => healthOf(h), (backup) => backup.lastRun !== null);
    const [file] = await listBackups(backupDir);
    expect(health).toEqual({
      lastRun: { at: expect.any(String), ok: true, file: path.basename(file), bytes: (await fs.stat(file)).size, durationMs: expect.any(Number) },
      nextRunAt: expect.any(String),
      running: false,
    });
    expect(Date.parse(health.nextRunAt!) - Date.parse(health.lastRun!.at)).toBeGreaterThanOrEqual(6 * HOUR);
    expect(Date.parse(health.nextRunAt!) - Date.parse(health.lastRun!.at)).toBeLessThan(6 * HOUR + 1000);
    expect(JSON.stringify(health)).not.toContain(root);

    // A restart takes no extra backup: the next is due 6 hours after the one in the folder.
    await h.close({ keepData: true });
    h = await startHarness(env, { dataDir: h.dataDir, editor: h.editor });
    const again = await healthOf(h);
    expect(await listBackups(backupDir)).toEqual([file]);
    expect(again.lastRun).toMatchObject({ ok: true, file: path.basename(file) });
    expect(Date.parse(again.nextRunAt!) - Date.parse(again.lastRun!.at)).toBe(6 * HOUR);
  } finally {
    await h.close();
  }
});

test('runs repeat every interval keeping the newest TAPESCRIPT_BACKUP_KEEP; a failed run is reported without paths and tried again', async () => {
  const h = await startHarness({}, { dataDir: path.join(root, 'data-2') });
  try {
    const dir = path.join(root, 'every-300-ms');
    const logs: string[] = [];
    const schedule = new BackupSchedule(h.dataDir, { dir, keep: 2, intervalMs: 300 }, (line) => logs.push(line));
    await schedule.start();
    await until(() => logs.filter((line) => line.startsWith('Backup written')).length, (runs) => runs >= 4);
    await schedule.stop();
    expect(logs.filter((line) => line.startsWith('Backup written')).length).toBeGreaterThanOrEqual(4);
    expect(await listBackups(dir)).toHaveLength(2);
    expect(schedule.status().nextRunAt).toBeNull();

    // A folder that cannot be made (a file is in the way).
    const blocked = path.join(root, 'a-file');
    await fs.writeFile(blocked, '');
    const failing = new BackupSchedule(h.dataDir, { dir: path.join(blocked, 'backups'), keep: 2, intervalMs: 2 * HOUR }, () => undefined);
    await failing.start();
    const status = await until(() => failing.status(), (value) => value.lastRun !== null);
    await failing.stop();
    expect(status.lastRun).toMatchObject({ ok: false, error: expect.stringContaining('TAPESCRIPT_BACKUP_DIR') });
    expect(status.lastRun!.error).not.toContain(root);
    expect(Date.parse(status.nextRunAt!) - Date.parse(status.lastRun!.at)).toBeLessThanOrEqual(HOUR);
  } finally {
    await h.close();
  }
});
