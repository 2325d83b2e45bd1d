import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/store/pocketbase-process.ts';
import { stopGroup, waitForGraphql } from './processes.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB_SOURCES = [path.join(ROOT, 'web'), path.join(ROOT, 'schema.graphql')];
const BUILT_INDEX = path.join(ROOT, 'dist/web/index.html');

export interface Product {
  baseUrl: string;
  dataDir: string;
  /** What the server printed, for failure messages. */
  log: () => string;
  stop: () => Promise<void>;
}

/**
 * Builds the web app unless the build is newer than every web source (each test file would rebuild otherwise).
 * The test tiers call it once, before their files run (web-build.global.ts).
 */
export function buildWebOnce(): void {
  const built = fs.statSync(BUILT_INDEX, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built > newestMtime(WEB_SOURCES)) return;
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: ROOT,
    // Vitest sets NODE_ENV=test, which would bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
}

/**
 * The real product as `npm start` runs it (server, embedded PocketBase and editor service) on a free
 * loopback port with a throw-away data directory.
 */
export interface ProductOptions {
  /** Extra environment, e.g. TAPESCRIPT_ACCESS_TOKEN. */
  env?: Record<string, string>;
}

export async function startProduct(options: ProductOptions = {}): Promise<Product> {
  // A free port can be taken between freePort() and the server's listen by another process started at the same
  // moment (servers of one test start together, each with its PocketBase and editor service): try another port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(await freePort(), options);
    } catch (error) {
      if (attempt === PORT_ATTEMPTS || !/EADDRINUSE/.test(String(error))) throw error;
    }
  }
}

const PORT_ATTEMPTS = 3;

async function startOnce(port: number, { env = {} }: ProductOptions): Promise<Product> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tapescript-e2e-'));
  let output = '';
  // Its own process group, so stopping it also stops the PocketBase it started.
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', TAPESCRIPT_DATA_DIR: dataDir, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    stopGroup(child)
      // PocketBase gets the group's signal too; give it a moment to let go of its files.
      .then(() => new Promise<void>((resolve) => setTimeout(resolve, 300)))
      .finally(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  try {
    await waitForGraphql(baseUrl, { process: child, output: () => output }, { timeoutMs: 90_000, everyMs: 250, token: env.TAPESCRIPT_ACCESS_TOKEN });
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, log: () => output, stop };
}

function newestMtime(paths: string[]): number {
  let newest = 0;
  for (const entry of paths) {
    const stat = fs.statSync(entry, { throwIfNoEntry: false });
    if (!stat) continue;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime([path.join(entry, name)]));
    } else newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}
