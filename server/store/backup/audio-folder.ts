import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { hashingTap, sha256OfFile, type StoredFileEntry } from './backup-file.ts';

/**
 * The audio of every backup in a folder, kept once under its SHA-256 in `audio/` (owner-only). Audio never
 * changes once stored, so a file that an earlier backup holds costs a later one nothing.
 */

/** A stored file that PocketBase removed after the database was copied (an abandoned upload swept). */
export class StoredFileGone extends Error {}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export class AudioFolder {
  readonly dir: string;

  constructor(backupDir: string) {
    this.dir = path.join(backupDir, 'audio');
  }

  pathOf(sha256: string): string {
    return path.join(this.dir, sha256);
  }

  private async holds(sha256: string, bytes: number): Promise<boolean> {
    return (await fsp.stat(this.pathOf(sha256)).catch(() => undefined))?.size === bytes;
  }

  /**
   * Keeps the stored file `source` (at `storagePath` under PocketBase's storage) and says what it is. `earlier` is
   * what the newest backup recorded for that path: when the size still matches and the folder holds it, it is
   * not read again (a stored file is never rewritten in place).
   */
  async keep(source: string, storagePath: string, earlier: StoredFileEntry | undefined): Promise<StoredFileEntry & { added: boolean }> {
    const stat = await fsp.stat(source).catch((error) => {
      throw isMissing(error) ? new StoredFileGone(`${storagePath} was removed while the backup was taken`) : error;
    });
    if (earlier && earlier.bytes === stat.size && (await this.holds(earlier.sha256, earlier.bytes))) {
      return { ...earlier, path: storagePath, added: false };
    }
    const { sha256, bytes } = await sha256OfFile(source);
    if (await this.holds(sha256, bytes)) return { path: storagePath, sha256, bytes, added: false };
    await fsp.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const temp = path.join(this.dir, `.partial-${randomBytes(6).toString('hex')}`);
    try {
      const copied = await copyHashing(source, temp);
      if (copied.sha256 !== sha256) throw new Error(`${storagePath} changed while it was copied`);
      await fsp.rename(temp, this.pathOf(sha256));
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
    return { path: storagePath, sha256, bytes, added: true };
  }

  /** What is wrong with the folder's copy of `entry`, or undefined when it is whole. */
  async problem(entry: StoredFileEntry): Promise<string | undefined> {
    const file = this.pathOf(entry.sha256);
    try {
      const { sha256, bytes } = await sha256OfFile(file);
      if (sha256 !== entry.sha256 || bytes !== entry.bytes) return `the audio ${file} (for ${entry.path}) is damaged: its SHA-256 is ${sha256}`;
      return undefined;
    } catch (error) {
      if (isMissing(error)) return `the audio ${file} (for ${entry.path}) is missing`;
      throw error;
    }
  }

  /** Removes the audio that no kept backup refers to (and copies a stopped run left half written). */
  async prune(referenced: Set<string>): Promise<number> {
    let removed = 0;
    for (const name of await fsp.readdir(this.dir).catch(() => [])) {
      if (referenced.has(name)) continue;
      await fsp.rm(path.join(this.dir, name), { force: true });
      removed += 1;
    }
    return removed;
  }
}

/** Copies `source` to a new owner-only `target`, flushed to disk, and resolves to what was written. */
export async function copyHashing(source: string, target: string): Promise<{ sha256: string; bytes: number }> {
  const { tap, result } = hashingTap();
  await pipeline(fs.createReadStream(source), tap, fs.createWriteStream(target, { flags: 'wx', mode: 0o600, flush: true }));
  return result();
}
