import fs from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../config.ts';

/**
 * A data dir written by the 0.22 release (PocketBase 0.22.20) is converted by PocketBase itself at its first
 * start on 0.23+ (its schema, its superusers). Before that, an owner-only copy of the database files is kept
 * beside it, with the stored audio hard-linked (the audio does not change, so it costs no space).
 */

/** Where the copy goes, inside the data dir so that hard links work (one file system). */
export const PRE_UPGRADE_COPY = 'pocketbase-0.22-before-upgrade';
/** Database files of the 0.22 layout; 0.23+ has auxiliary.db in place of logs.db. */
const DATABASE_FILES = ['data.db', 'data.db-wal', 'data.db-shm', 'logs.db', 'logs.db-wal', 'logs.db-shm'];
/** Room for the copy, PocketBase's rewrite of the database and its journal, and some to spare. */
const MARGIN_BYTES = 64 * 1024 * 1024;

const exists = (file: string) => fs.access(file).then(() => true, () => false);

/** Whether the PocketBase folder was written by the 0.22 release and not yet converted. */
export async function isPre023Store(pbDir: string): Promise<boolean> {
  return (await exists(path.join(pbDir, 'data.db'))) && !(await exists(path.join(pbDir, 'auxiliary.db')));
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
 * Keeps the copy (once: a copy left by an earlier try is kept as it is) and says where. Refuses with a clear
 * message when the file system has too little room. Resolves to the copy's path.
 */
export async function keepPreUpgradeCopy(
  dataDir: string,
  pbDir: string,
  log: (message: string) => void,
  freeBytes: (dir: string) => Promise<number> = freeBytesIn,
): Promise<string> {
  const copy = path.join(dataDir, PRE_UPGRADE_COPY);
  if (await exists(copy)) {
    log(`The data as it was before the upgrade to PocketBase 0.40 is kept in ${copy}`);
    return copy;
  }
  let databaseBytes = 0;
  for (const name of DATABASE_FILES) databaseBytes += await sizeOf(path.join(pbDir, name));
  const needed = 2 * databaseBytes + MARGIN_BYTES;
  const free = await freeBytes(dataDir);
  if (free < needed) {
    const mb = (bytes: number) => `${Math.ceil(bytes / 1024 / 1024)} MB`;
    throw new ConfigError(
      `The data store in ${pbDir} must be upgraded to PocketBase 0.40, which needs about ${mb(needed)} free in ${dataDir} ` +
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
    `Upgrading the data store from PocketBase 0.22 to 0.40. A copy of it as it was is kept in ${copy} ` +
      '(database files copied, audio hard-linked; owner-only). Remove it once you are content with the upgrade.',
  );
  return copy;
}
