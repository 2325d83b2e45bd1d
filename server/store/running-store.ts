import fs from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, type Config } from '../config.ts';
import { StoreClient } from './client.ts';
import { runningOwner } from './data-dir.ts';
import { POCKETBASE_URL_FILE, startEmbeddedPocketBase } from './pocketbase-process.ts';
import { checkStore } from './store-check.ts';

/** How long a command waits for a server that is starting on the data dir to say where its PocketBase listens. */
const STARTING_WAIT_MS = 30_000;

/**
 * The store for a command run beside the server (`npm run users`), whether or not a server runs on the data dir:
 * POCKETBASE_URL's; else the embedded PocketBase of the server running on TAPESCRIPT_DATA_DIR; else one started for
 * the command (migrating and upgrading the data dir as a server start would), stopped by `close`.
 */
export async function openStore(config: Config, log: (message: string) => void): Promise<{ store: StoreClient; close(): Promise<void> }> {
  if (config.pocketbase.url) {
    const store = new StoreClient(config.pocketbase as { url: string; email: string; password: string });
    await checkStore(store);
    return { store, close: async () => undefined };
  }
  const owner = await runningOwner(config.dataDir);
  if (owner === undefined) {
    const pocketbase = await startEmbeddedPocketBase(config.dataDir, log);
    try {
      const store = new StoreClient(pocketbase);
      await checkStore(store);
      return { store, close: () => pocketbase.stop() };
    } catch (error) {
      await pocketbase.stop();
      throw error;
    }
  }
  const deadline = Date.now() + STARTING_WAIT_MS;
  for (;;) {
    const url = await fs.readFile(path.join(config.dataDir, POCKETBASE_URL_FILE), 'utf8').catch(() => '');
    if (url) {
      const credentials = JSON.parse(await fs.readFile(path.join(config.dataDir, 'pocketbase-superuser.json'), 'utf8')) as { email: string; password: string };
      const store = new StoreClient({ url, ...credentials });
      await checkStore(store);
      return { store, close: async () => undefined };
    }
    if (Date.now() > deadline) throw new ConfigError(`The server (process ${owner}) on ${config.dataDir} has not finished starting; try again once it runs.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
