import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { startHarness, wavBytes, waitForStatus } from '../test/harness.ts';

/** Issue 15, items 11 and 13: the data dir is owner-only, PocketBase dies with its server, one server per data dir. */

const servers: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tapescript-dir-'));
  dirs.push(dir);
  return dir;
}

/** Every directory and file under `dir` (itself included) with its permission bits. */
function modes(dir: string): [string, number][] {
  const all: [string, number][] = [[dir, fs.statSync(dir).mode & 0o777]];
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const at = path.join(dir, entry);
    all.push([at, fs.lstatSync(at).mode & 0o777]);
  }
  return all;
}

const loose = (dir: string) => modes(dir).filter(([, mode]) => (mode & 0o077) !== 0);

test('the data dir, the database with its WAL and the stored audio are owner-only, also when an existing dir was not', async () => {
  const dataDir = tempDir();
  let h = await startHarness({}, { dataDir });
  const { data } = await (await h.upload('Private', wavBytes(), 'p.wav', 'audio/wav')).json();
  await waitForStatus(h, data.uploadAudio.id);
  const files = modes(dataDir).map(([at]) => path.relative(dataDir, at));
  expect(files).toEqual(expect.arrayContaining(['pocketbase/data.db', 'pocketbase/data.db-wal', 'pocketbase-superuser.json']));
  expect(files.some((file) => file.startsWith('pocketbase/storage/') && file.endsWith('.wav'))).toBe(true);
  expect(loose(dataDir)).toEqual([]);
  await h.close({ keepData: true });

  // A data dir left readable by an earlier version is corrected at start-up.
  for (const [at] of modes(dataDir)) fs.chmodSync(at, fs.statSync(at).isDirectory() ? 0o755 : 0o644);
  expect(loose(dataDir).length).toBeGreaterThan(3);
  h = await startHarness({}, { dataDir, editor: h.editor });
  expect(loose(dataDir)).toEqual([]);
  await h.close({ keepData: true });
  await h.editor.close();
});

/**
 * A server process's start (tsx compiling server/main.ts) took over 30 s with the integration tier's files running
 * side by side on a busy two-core machine.
 */
const SERVER_START_MS = 90_000;

/** `npm start` as a process of its own on `dataDir`; resolves once it serves, with its output so far. */
function startServer(dataDir: string): Promise<{ server: ChildProcess; output: () => string }> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, TAPESCRIPT_DATA_DIR: dataDir, EDITOR_SERVICE_URL: 'http://127.0.0.1:9', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(server);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${output}`)), SERVER_START_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Tapescript is running')) {
        clearTimeout(timer);
        resolve({ server, output: () => output });
      }
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
    server.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
}

const pocketbaseOf = (dataDir: string) => spawnSync('pgrep', ['-f', `pocketbase serve.*${dataDir}`], { encoding: 'utf8' }).stdout.trim();

async function until(check: () => boolean, timeoutMs = 10_000): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
    if (check()) return true;
  }
  return check();
}

test('a second server on the same data dir is refused, naming the first; after kill -9 of the first its PocketBase is gone and the lock is taken over', async () => {
  const dataDir = tempDir();
  const { server: first } = await startServer(dataDir);
  expect(pocketbaseOf(dataDir)).not.toBe('');

  const second = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, TAPESCRIPT_DATA_DIR: dataDir, EDITOR_SERVICE_URL: 'http://127.0.0.1:9', PORT: '0' },
    encoding: 'utf8',
    timeout: SERVER_START_MS,
  });
  expect(second.status).toBe(1);
  expect(second.stderr).toContain(`Tapescript cannot start: Another Tapescript server (process ${first.pid}) is using the data directory ${dataDir}.`);

  first.kill('SIGKILL');
  expect(await until(() => pocketbaseOf(dataDir) === '')).toBe(true);

  // The dead server's lock is stale: a new server takes it over and serves.
  const { server: third } = await startServer(dataDir);
  expect(fs.readFileSync(path.join(dataDir, 'tapescript.lock'), 'utf8')).toMatch(new RegExp(`^${third.pid} `));
  third.kill('SIGTERM');
  expect(await until(() => third.exitCode !== null && pocketbaseOf(dataDir) === '')).toBe(true);
  expect(fs.existsSync(path.join(dataDir, 'tapescript.lock'))).toBe(false);
}, 4 * SERVER_START_MS);
