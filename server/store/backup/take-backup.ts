import fsp from 'node:fs/promises';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigError } from '../../config.ts';
import { lockDir } from '../data-dir.ts';
import { AudioFolder, StoredFileGone } from './audio-folder.ts';
import { compressDatabase, readManifest, syncDir, writeBackupFile, type Manifest, type StoredFileEntry } from './backup-file.ts';
import { waitForDailyCheckpoint } from './daily-checkpoint.ts';

/**
 * `npm run backup` and the server's schedule: a consistent copy of PocketBase's database, taken while the server
 * runs and saves, with the audio it refers to, as one owner-only file in the backup folder.
 */

export interface BackupResult {
  file: string;
  /** The backup file's size (the compressed database and its list of contents). */
  bytes: number;
  databaseBytes: number;
  /** How long the database copy (SQLite's read transaction) took. */
  copyMs: number;
  files: number;
  /** Audio this backup added to the folder's audio/ (what no earlier backup held). */
  audioBytesAdded: number;
  durationMs: number;
  /** Backups, and files of audio/ only they referred to, removed to keep the newest `keep`. */
  removed: { backups: number; files: number };
}

const BACKUP_NAME = /^tapescript-[0-9TZ.-]+\.backup$/;
/** SQLite's backup API restarts when another process writes between its steps: one step copies it all. */
const ALL_PAGES = 2 ** 31 - 1;
/** An abandoned upload swept between the database copy and its audio: the copy is taken again. */
const ATTEMPTS = 3;

/** Backup files in the folder, newest first (their names sort by time). */
export async function listBackups(backupDir: string): Promise<string[]> {
  const names = (await fsp.readdir(backupDir).catch(() => [])).filter((name) => BACKUP_NAME.test(name));
  return names.sort().reverse().map((name) => path.join(backupDir, name));
}

/**
 * Copies the database through SQLite's online backup API from a read-only connection of its own, in one step:
 * a single read transaction, so the copy is the database at one commit. The database is in WAL mode, where a
 * reader never blocks PocketBase's writer, so saves go on while it runs.
 */
async function copyDatabase(source: string, target: string): Promise<void> {
  const db = new DatabaseSync(source, { readOnly: true });
  try {
    await backup(db, target, { rate: ALL_PAGES });
  } finally {
    db.close();
  }
}

/** Every file that a record of the copied database refers to, as a path under PocketBase's storage folder. */
function storedFiles(database: string): string[] {
  const db = new DatabaseSync(database);
  try {
    const files: string[] = [];
    const collections = db.prepare("SELECT id, name, fields FROM _collections WHERE type != 'view'").all() as { id: string; name: string; fields: string }[];
    for (const collection of collections) {
      const fileFields = (JSON.parse(collection.fields) as { name: string; type: string }[]).filter((field) => field.type === 'file');
      for (const field of fileFields) {
        const rows = db.prepare(`SELECT id, "${field.name}" AS value FROM "${collection.name}"`).all() as { id: string; value: string | null }[];
        for (const { id, value } of rows) {
          const names: string[] = !value ? [] : value.startsWith('[') ? JSON.parse(value) : [value];
          for (const name of names) files.push(`${collection.id}/${id}/${name}`);
        }
      }
    }
    return files;
  } finally {
    db.close();
  }
}

/** What the newest readable backup recorded for each stored path, so unchanged audio is not read again. */
async function earlierAudio(backupDir: string): Promise<Map<string, StoredFileEntry>> {
  for (const file of await listBackups(backupDir)) {
    const manifest = await readManifest(file).then(({ manifest }) => manifest, () => undefined);
    if (manifest) return new Map(manifest.files.map((entry) => [entry.path, entry]));
  }
  return new Map();
}

/** Removes the oldest backups beyond `keep`, then the audio only they referred to (never the newest's). */
async function prune(backupDir: string, audio: AudioFolder, keep: number, newest: Manifest): Promise<BackupResult['removed']> {
  const backups = await listBackups(backupDir);
  for (const file of backups.slice(keep)) await fsp.rm(file, { force: true });
  const referenced = new Set(newest.files.map((entry) => entry.sha256));
  for (const file of backups.slice(0, keep)) {
    // A kept backup that cannot be read keeps all audio: what it refers to is unknown.
    const manifest = await readManifest(file).then(({ manifest }) => manifest, () => undefined);
    if (!manifest) return { backups: Math.max(0, backups.length - keep), files: 0 };
    for (const entry of manifest.files) referenced.add(entry.sha256);
  }
  return { backups: Math.max(0, backups.length - keep), files: await audio.prune(referenced) };
}

/** Every stored file the copied database refers to, kept in audio/ (with the .attrs file PocketBase keeps beside each). */
async function keepStoredFiles(copy: string, pbDir: string, audio: AudioFolder, earlier: Map<string, StoredFileEntry>) {
  const entries: (StoredFileEntry & { added: boolean })[] = [];
  for (const stored of storedFiles(copy)) {
    const source = path.join(pbDir, 'storage', stored);
    entries.push(await audio.keep(source, stored, earlier.get(stored)));
    // Without its .attrs PocketBase serves a file as application/octet-stream.
    const attrs = `${stored}.attrs`;
    const attrsSource = path.join(pbDir, 'storage', attrs);
    if (await fsp.access(attrsSource).then(() => true, () => false)) entries.push(await audio.keep(attrsSource, attrs, earlier.get(attrs)));
  }
  return entries;
}

/** The database copied at one commit into `staging`, and its stored files kept; copied again when one vanished meanwhile. */
async function snapshot(pbDir: string, staging: string, audio: AudioFolder, earlier: Map<string, StoredFileEntry>, signal?: AbortSignal) {
  for (let attempt = 1; ; attempt++) {
    const wait = waitForDailyCheckpoint(new Date());
    if (wait > 0) await sleep(wait, undefined, { signal });
    const createdAt = new Date();
    const copy = path.join(staging, 'data.db');
    await fsp.rm(copy, { force: true });
    const copyStarted = performance.now();
    await copyDatabase(path.join(pbDir, 'data.db'), copy);
    const copyMs = Math.round(performance.now() - copyStarted);
    try {
      return { createdAt, copy, copyMs, entries: await keepStoredFiles(copy, pbDir, audio, earlier) };
    } catch (error) {
      if (!(error instanceof StoredFileGone) || attempt === ATTEMPTS) throw error;
    }
  }
}

async function lockBackupDir(backupDir: string): Promise<() => Promise<void>> {
  await fsp.mkdir(backupDir, { recursive: true, mode: 0o700 });
  await fsp.chmod(backupDir, 0o700);
  return lockDir(backupDir, (owner) => `Another backup (process ${owner}) is being written to ${backupDir}. Try again when it has finished.`);
}

/**
 * Takes a backup of the data dir's PocketBase into `backupDir`, keeping the newest `keep` backups there. `signal`
 * ends the wait for PocketBase's daily checkpoint (a server stopping).
 */
export async function takeBackup(dataDir: string, backupDir: string, keep: number, signal?: AbortSignal): Promise<BackupResult> {
  const started = performance.now();
  const pbDir = path.join(dataDir, 'pocketbase');
  const database = path.join(pbDir, 'data.db');
  if (!(await fsp.access(database).then(() => true, () => false))) {
    throw new ConfigError(`There is no Tapescript data to back up in ${dataDir} (no ${database}). Is TAPESCRIPT_DATA_DIR right?`);
  }
  const unlock = await lockBackupDir(backupDir);
  // Under the lock, a staging folder can only be one that a stopped run left.
  for (const name of await fsp.readdir(backupDir)) {
    if (name.startsWith('.partial-')) await fsp.rm(path.join(backupDir, name), { recursive: true, force: true });
  }
  const staging = await fsp.mkdtemp(path.join(backupDir, '.partial-'));
  try {
    const audio = new AudioFolder(backupDir);
    const earlier = await earlierAudio(backupDir);
    const { createdAt, copy, copyMs, entries } = await snapshot(pbDir, staging, audio, earlier, signal);
    if (entries.some((entry) => entry.added)) await syncDir(audio.dir);
    const compressed = path.join(staging, 'data.db.gz');
    const manifest: Manifest = {
      createdAt: createdAt.toISOString(),
      database: await compressDatabase(copy, compressed),
      files: entries.map(({ path, bytes, sha256 }) => ({ path, bytes, sha256 })),
    };
    const file = path.join(backupDir, `tapescript-${manifest.createdAt.replaceAll(':', '-')}.backup`);
    const partial = path.join(staging, 'backup');
    await writeBackupFile(partial, manifest, compressed);
    await fsp.rename(partial, file);
    await syncDir(backupDir);
    const removed = await prune(backupDir, audio, keep, manifest);
    return {
      file,
      bytes: (await fsp.stat(file)).size,
      databaseBytes: manifest.database.bytes,
      copyMs,
      files: entries.length,
      audioBytesAdded: entries.reduce((sum, entry) => sum + (entry.added ? entry.bytes : 0), 0),
      durationMs: Math.round(performance.now() - started),
      removed,
    };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
    await unlock();
  }
}
