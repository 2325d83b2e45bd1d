import fs from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { ConfigError } from '../config.ts';

/**
 * Changes of the store that a data dir of an earlier release goes through at its first start, each after an
 * owner-only copy of the database files is kept beside it, with the stored audio hard-linked (the audio does not
 * change, so it costs no space):
 * - a data dir of the 0.22 release (PocketBase 0.22.20) is converted by PocketBase itself at its first start on
 *   0.23+ (its schema, its superusers);
 * - versions stored whole are converted to the layout that stores what changed (version-layout.ts).
 */
export interface StoreChange {
  /** The copy's folder, inside the data dir so that hard links work (one file system). */
  copy: string;
  /** What the change is, for the log and its messages. */
  title: string;
}

export const UPGRADE_TO_POCKETBASE_040: StoreChange = { copy: 'pocketbase-0.22-before-upgrade', title: 'the upgrade from PocketBase 0.22 to 0.40' };
export const VERSIONS_BY_CHANGE: StoreChange = { copy: 'pocketbase-before-versions-by-change', title: 'the change to versions stored by what changed' };

/** Database files: 0.23+ has auxiliary.db where 0.22 had logs.db. */
const DATABASE_FILES = ['data.db', 'auxiliary.db', 'logs.db'].flatMap((name) => [name, `${name}-wal`, `${name}-shm`]);
/** Room for the copy, the change's rewrite of the database and its journal, and some to spare. */
const MARGIN_BYTES = 64 * 1024 * 1024;

const exists = (file: string) => fs.access(file).then(() => true, () => false);

/**
 * Deletes the copies earlier changes kept beside the store (an erasure of personal data: they hold what was erased);
 * answers the folders deleted.
 */
export async function removeUpgradeCopies(dataDir: string): Promise<string[]> {
  const removed: string[] = [];
  for (const { copy } of [UPGRADE_TO_POCKETBASE_040, VERSIONS_BY_CHANGE]) {
    const folder = path.join(dataDir, copy);
    if (!(await exists(folder))) continue;
    await fs.rm(folder, { recursive: true, force: true });
    removed.push(copy);
  }
  return removed;
}

/** Which change, if any, the PocketBase folder needs before this release starts on it (PocketBase is not running). */
export async function pendingStoreChange(pbDir: string): Promise<StoreChange | undefined> {
  const database = path.join(pbDir, 'data.db');
  if (!(await exists(database))) return undefined;
  const db = new DatabaseSync(database, { readOnly: true });
  try {
    const has = (sql: string) => db.prepare(sql).get() !== undefined;
    const table = (name: string) => has(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '${name}'`);
    // PocketBase 0.22 kept its superusers in _admins; 0.23+ converts that table into the _superusers collection.
    if (table('_admins')) return UPGRADE_TO_POCKETBASE_040;
    // Versions stored whole: the segment_contents table of the by-change layout is not there yet, and there are versions.
    const hasVersions = table('transcript_data') && has('SELECT 1 FROM transcript_data LIMIT 1');
    return hasVersions && !table('segment_contents') ? VERSIONS_BY_CHANGE : undefined;
  } finally {
    db.close();
  }
}

async function sizeOf(file: string): Promise<number> {
  return (await fs.stat(file).catch(() => undefined))?.size ?? 0;
}

/** Hard-links every file under `from` into `to`, making owner-only folders. */
async function linkTree(from: string, to: string): Promise<void> {
  await fs.mkdir(to, { recursive: true, mode: 0o700 });
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else if (entry.isFile()) await fs.link(source, target);
  }
}

/** Bytes free for this user on the file system that holds `dir`. */
async function freeBytesIn(dir: string): Promise<number> {
  const { bavail, bsize } = await fs.statfs(dir);
  return bavail * bsize;
}

/**
 * Keeps the copy before `change` (once: a copy left by an earlier try is kept as it is) and says where. Refuses
 * with a clear message when the file system has too little room. Resolves to the copy's path.
 */
export async function keepCopyBefore(
  change: StoreChange,
  dataDir: string,
  pbDir: string,
  log: (message: string) => void,
  freeBytes: (dir: string) => Promise<number> = freeBytesIn,
): Promise<string> {
  const copy = path.join(dataDir, change.copy);
  if (await exists(copy)) {
    log(`The data as it was before ${change.title} is kept in ${copy}`);
    return copy;
  }
  let databaseBytes = 0;
  for (const name of DATABASE_FILES) databaseBytes += await sizeOf(path.join(pbDir, name));
  const needed = 2 * databaseBytes + MARGIN_BYTES;
  const free = await freeBytes(dataDir);
  if (free < needed) {
    const mb = (bytes: number) => `${Math.ceil(bytes / 1024 / 1024)} MB`;
    throw new ConfigError(
      `The data store in ${pbDir} must go through ${change.title}, which needs about ${mb(needed)} free in ${dataDir} ` +
        `(a copy of its ${mb(databaseBytes)} of database files is kept first, then the database is converted); only ${mb(free)} are free. ` +
        'Free some space and start again. Nothing has been changed.',
    );
  }
  // Written under a temporary name and renamed when whole, so a crash never leaves a half copy taken for a whole one.
  const partial = `${copy}.partial`;
  await fs.rm(partial, { recursive: true, force: true });
  await fs.mkdir(path.join(partial, 'pocketbase'), { recursive: true, mode: 0o700 });
  for (const name of DATABASE_FILES) {
    const source = path.join(pbDir, name);
    if (!(await exists(source))) continue;
    await fs.copyFile(source, path.join(partial, 'pocketbase', name));
    await fs.chmod(path.join(partial, 'pocketbase', name), 0o600);
  }
  const storage = path.join(pbDir, 'storage');
  if (await exists(storage)) await linkTree(storage, path.join(partial, 'pocketbase', 'storage'));
  const credentials = path.join(dataDir, 'pocketbase-superuser.json');
  if (await exists(credentials)) {
    await fs.copyFile(credentials, path.join(partial, 'pocketbase-superuser.json'));
    await fs.chmod(path.join(partial, 'pocketbase-superuser.json'), 0o600);
  }
  await fs.rename(partial, copy);
  log(
    `The data store goes through ${change.title}. A copy of it as it was is kept in ${copy} ` +
      '(database files copied, audio hard-linked; owner-only). Remove it once you are content with the change.',
  );
  return copy;
}
