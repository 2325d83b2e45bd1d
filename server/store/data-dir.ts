import fs from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../config.ts';

/**
 * The data directory holds the transcripts, the audio and PocketBase's superuser credentials, so it is for
 * its owner only (0700, files 0600), and one server at a time uses it.
 */

const LOCK_FILE = 'tapescript.lock';
/** Lock files this process holds, so a second app in one process is refused too. */
const held = new Set<string>();

/** Makes the data directory owner-only, and corrects the modes of what an earlier version left readable. */
export async function secureDataDir(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.chmod(dir, 0o700);
  const walk = async (at: string): Promise<void> => {
    const stat = await fs.lstat(at).catch(() => undefined);
    if (!stat || stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) await fs.chmod(at, 0o700);
      for (const entry of await fs.readdir(at)) await walk(path.join(at, entry));
    } else if ((stat.mode & 0o077) !== 0) {
      await fs.chmod(at, stat.mode & 0o700);
    }
  };
  // PocketBase's database and stored audio, and the credentials beside them (not models or caches).
  await walk(path.join(dir, 'pocketbase'));
  await walk(path.join(dir, 'pocketbase-superuser.json'));
}

/** When a process started (clock ticks since boot), so a reused process id is not mistaken for the owner. */
async function startTime(pid: number): Promise<string | undefined> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

async function isRunning(pid: number, started: string | undefined): Promise<boolean> {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !started || (await startTime(pid)) === started;
}

/** The process id of the running server that holds `dir`, or undefined when none does (no lock, or a dead one's). */
export async function runningOwner(dir: string): Promise<number | undefined> {
  const [pid, started] = (await fs.readFile(path.join(dir, LOCK_FILE), 'utf8').catch(() => '')).trim().split(' ');
  const owner = Number(pid);
  return (await isRunning(owner, started || undefined)) ? owner : undefined;
}

/**
 * Takes the data directory for this server: refuses while another running server holds it, and takes over a
 * lock left by one that died (kill -9, out of memory). Resolves to the release function.
 */
export function lockDataDir(dir: string): Promise<() => Promise<void>> {
  return lockDir(
    dir,
    (owner) =>
      `Another Tapescript server (process ${owner}) is using the data directory ${dir}. ` +
      'Stop it first, or set TAPESCRIPT_DATA_DIR to another directory.',
  );
}

/** Takes `dir` for this process (the data dir, a backup folder); `inUse` says why a living holder's lock refuses. */
export async function lockDir(dir: string, inUse: (owner: number) => string): Promise<() => Promise<void>> {
  const file = path.join(dir, LOCK_FILE);
  const mine = `${process.pid} ${(await startTime(process.pid)) ?? ''}\n`;
  for (let attempt = 1; ; attempt++) {
    try {
      await fs.writeFile(file, mine, { flag: 'wx', mode: 0o600 });
      held.add(file);
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        held.delete(file);
        if ((await fs.readFile(file, 'utf8').catch(() => '')) === mine) await fs.rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt === 3) throw error;
    }
    const [pid, started] = (await fs.readFile(file, 'utf8').catch(() => '')).trim().split(' ');
    const owner = Number(pid);
    const ownStale = owner === process.pid && !held.has(file); // left by an earlier app of this process
    if (!ownStale && (await isRunning(owner, started || undefined))) {
      throw new ConfigError(inUse(owner));
    }
    await fs.rm(file, { force: true });
  }
}
