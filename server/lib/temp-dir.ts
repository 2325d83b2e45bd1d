import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** tapescript-<label>-<pid>-<random>: the pid tells a later start whether the maker is still running. */
const OWNED = /^tapescript-[a-z]+-(\d+)-/;

/**
 * A private temporary directory (mode 0700) for one piece of work. Its name carries this process's id, so
 * that what a process killed mid-job leaves behind (an upload, audio on its way to a recognizer) is removed by
 * the next start (`removeOrphanedTempDirs`) instead of filling the disk.
 */
export function makeTempDir(label: string): Promise<string> {
  return fs.mkdtemp(path.join(tempRoot(), `tapescript-${label}-${process.pid}-`));
}

/** Where those directories are made (the system's temporary directory). */
export const tempRoot = (): string => os.tmpdir();

/**
 * Removes the temporary directories of this user's Tapescript processes that are no longer running. Directories
 * of live processes (another server, a test run beside this one) are left alone.
 */
export async function removeOrphanedTempDirs(root = tempRoot()): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await fs.readdir(root).catch(() => [])) {
    const pid = Number(OWNED.exec(name)?.[1]);
    if (!pid || isRunning(pid)) continue;
    const dir = path.join(root, name);
    const stat = await fs.lstat(dir).catch(() => undefined);
    if (!stat?.isDirectory() || stat.uid !== process.getuid?.()) continue;
    await fs.rm(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** At a process's start: what killed runs left in the temporary directory goes, and the log says so. */
export async function sweepTempDirsAtStart(log: (message: string) => void): Promise<void> {
  const removed = await removeOrphanedTempDirs();
  if (removed.length) log(`Removed ${removed.length} temporary director${removed.length === 1 ? 'y' : 'ies'} left by stopped Tapescript processes`);
}
