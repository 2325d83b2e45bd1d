import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ConfigError } from '../../config.ts';
import { lockDataDir } from '../data-dir.ts';
import { AudioFolder, copyHashing } from './audio-folder.ts';
import { databaseStream, DamagedBackup, readManifest, sha256OfStream, syncDir, verifyFileChecksum, type Manifest } from './backup-file.ts';

/** `npm run restore -- [--check] FILE`: verify a backup, and write it into an empty data dir. */

export interface CheckedBackup {
  manifest: Manifest;
  databaseOffset: number;
  audioBytes: number;
}

/**
 * Verifies everything a restore would read: the file's own checksum, the database's (decompressed), and every
 * stored file it refers to in the audio/ folder beside it. Throws DamagedBackup saying what is wrong.
 */
export async function checkBackup(file: string): Promise<CheckedBackup> {
  await fsp.access(file).catch(() => {
    throw new DamagedBackup(`There is no backup file ${file}.`);
  });
  const { manifest, databaseOffset } = await readManifest(file);
  await verifyFileChecksum(file);
  const database = await sha256OfStream(databaseStream(file, manifest, databaseOffset)).catch((error: Error) => {
    throw new DamagedBackup(`${file} is damaged: its database cannot be decompressed (${error.message}).`);
  });
  if (database.sha256 !== manifest.database.sha256 || database.bytes !== manifest.database.bytes) {
    throw new DamagedBackup(`${file} is damaged: its database does not match its checksum.`);
  }
  const audio = new AudioFolder(path.dirname(file));
  let audioBytes = 0;
  for (const entry of manifest.files) {
    const problem = await audio.problem(entry);
    if (problem) throw new DamagedBackup(`${file} cannot be restored: ${problem}.`);
    audioBytes += entry.bytes;
  }
  return { manifest, databaseOffset, audioBytes };
}

/** Refuses a data dir in use (its lock) or not empty; resolves to the lock's release. */
async function takeEmptyDataDir(dataDir: string): Promise<() => Promise<void>> {
  await fsp.mkdir(dataDir, { recursive: true, mode: 0o700 });
  await fsp.chmod(dataDir, 0o700);
  const unlock = await lockDataDir(dataDir);
  const present = (await fsp.readdir(dataDir)).filter((name) => name !== 'tapescript.lock');
  if (present.length > 0) {
    await unlock();
    throw new ConfigError(
      `A backup is restored only into an empty data directory, and ${dataDir} holds ${present.slice(0, 5).join(', ')}${present.length > 5 ? ', …' : ''}. ` +
        'Set TAPESCRIPT_DATA_DIR to a new directory (or move this one aside).',
    );
  }
  return unlock;
}

/**
 * Restores `file` into the empty `dataDir`: PocketBase's database and its stored audio, owner-only, each checked
 * against the backup's checksums as it is written. The server gives its superuser a new password at its next
 * start. Resolves to what was restored.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<CheckedBackup> {
  const unlock = await takeEmptyDataDir(dataDir);
  const restoring = path.join(dataDir, 'pocketbase.restoring');
  try {
    const checked = await checkBackup(file);
    const { manifest, databaseOffset } = checked;
    await fsp.mkdir(restoring, { mode: 0o700 });
    const database = path.join(restoring, 'data.db');
    await pipeline(databaseStream(file, manifest, databaseOffset), fs.createWriteStream(database, { mode: 0o600, flags: 'wx' }));
    const copied = await sha256OfStream(fs.createReadStream(database));
    if (copied.sha256 !== manifest.database.sha256) throw new DamagedBackup(`${file} changed while it was restored; nothing was restored.`);
    // PocketBase's request logs are not backed up. An empty auxiliary.db gets its log table at PocketBase's start
    // (its migration is applied again when the table is missing).
    await fsp.writeFile(path.join(restoring, 'auxiliary.db'), '', { mode: 0o600, flag: 'wx' });
    const audio = new AudioFolder(path.dirname(file));
    for (const entry of manifest.files) {
      const target = path.join(restoring, 'storage', entry.path);
      await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const { sha256 } = await copyHashing(audio.pathOf(entry.sha256), target);
      if (sha256 !== entry.sha256) throw new DamagedBackup(`the audio for ${entry.path} changed while it was restored; nothing was restored.`);
    }
    await syncDir(restoring);
    await fsp.rename(restoring, path.join(dataDir, 'pocketbase'));
    await syncDir(dataDir);
    return checked;
  } catch (error) {
    await fsp.rm(restoring, { recursive: true, force: true });
    throw error;
  } finally {
    await unlock();
  }
}
