import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '../config.ts';
import type { StoreClient } from './client.ts';

/** Our migrations and hooks, which any PocketBase the server uses must run (bundled or POCKETBASE_URL). */
export const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
export const hooksDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pb_hooks');

/** The API version of pb_hooks that this server speaks (pb_hooks/version.pb.js answers it). */
const HOOKS_API = 7;
const MIN_POCKETBASE = [0, 40, 0];

/** The store's versions, as GET /health and the start-up log show them. */
export interface StoreVersions {
  pocketbase: string;
  sqlite: string;
}

/** What the start-up check learns: the versions, and where PocketBase keeps its data (its own path for it). */
export interface StoreFacts extends StoreVersions {
  dataDir?: string;
}

interface VersionAnswer extends StoreFacts {
  hooks: number;
  migrations: string[];
}

const parts = (version: string) => version.split('.').map((part) => Number.parseInt(part, 10) || 0);
const atLeast = (version: number[], minimum: number[]) => {
  for (let i = 0; i < minimum.length; i++) {
    if ((version[i] ?? 0) !== minimum[i]) return (version[i] ?? 0) > minimum[i];
  }
  return true;
};

/**
 * SQLite's WAL-reset bug can corrupt a WAL database that several connections write and checkpoint, as
 * PocketBase's pools do. Fixed in 3.51.3, and backported to 3.50.7 and 3.44.6.
 */
export function hasWalResetFix(sqlite: string): boolean {
  const [major, minor, patch] = parts(sqlite);
  if (major !== 3) return major > 3;
  if (minor === 44) return patch >= 6;
  if (minor === 50) return patch >= 7;
  return atLeast([major, minor, patch], [3, 51, 3]);
}

/**
 * Asks the store which PocketBase and SQLite it runs, through the version route our hooks add, and refuses one
 * that Tapescript cannot trust: without our hooks or migrations, older than 0.40, or a SQLite with the WAL-reset bug.
 */
export async function checkStore(store: StoreClient): Promise<StoreFacts> {
  const howTo =
    `Run PocketBase 0.40 with --migrationsDir ${migrationsDir} --hooksDir ${hooksDir} ` + '(see the README, "Using your own PocketBase").';
  let answer: VersionAnswer;
  try {
    answer = await store.call((pb) => pb.send<VersionAnswer>('/api/tapescript/version', { method: 'GET' }));
  } catch (error) {
    if ((error as { extensions?: { code?: string } }).extensions?.code === 'NOT_FOUND') {
      throw new ConfigError(`The PocketBase at ${store.url} does not run Tapescript's hooks (it has no /api/tapescript/version). ${howTo}`);
    }
    throw error;
  }
  if (answer.hooks !== HOOKS_API) {
    throw new ConfigError(`The PocketBase at ${store.url} runs Tapescript's hooks of API ${answer.hooks}, and this server needs API ${HOOKS_API}. ${howTo}`);
  }
  if (!atLeast(parts(answer.pocketbase), MIN_POCKETBASE)) {
    throw new ConfigError(`The PocketBase at ${store.url} is ${answer.pocketbase}; Tapescript needs ${MIN_POCKETBASE.join('.')} or later. ${howTo}`);
  }
  if (!hasWalResetFix(answer.sqlite)) {
    throw new ConfigError(
      `The PocketBase at ${store.url} embeds SQLite ${answer.sqlite}, which has SQLite's WAL-reset bug: a database that several ` +
        'connections write and checkpoint can be corrupted. Use a PocketBase whose SQLite is 3.44.6-3.44.x, 3.50.7-3.50.x, or 3.51.3 or later ' +
        '(the bundled PocketBase 0.40.6 has one).',
    );
  }
  const applied = new Set(answer.migrations);
  const missing = (await fs.readdir(migrationsDir)).filter((file) => file.endsWith('.js') && !applied.has(file)).sort();
  if (missing.length) {
    throw new ConfigError(`The PocketBase at ${store.url} has not applied Tapescript's migrations ${missing.join(', ')}. ${howTo}`);
  }
  return { pocketbase: answer.pocketbase, sqlite: answer.sqlite, dataDir: answer.dataDir };
}
