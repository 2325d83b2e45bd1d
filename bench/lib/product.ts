import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { StoreClient } from '../../server/store/client.ts';
import { storeFetch } from '../../server/store/http-fetch.ts';
import { freePort, startEmbeddedPocketBase, type EmbeddedPocketBase } from '../../server/store/pocketbase-process.ts';
import { startStandInEditor, type StandInEditor } from '../../server/test/stand-in-editor.ts';
import { waitForGraphql } from '../../e2e/support/processes.ts';
import { onCleanup, ROOT, startChild, type Child } from './processes.ts';
import { signInAsEditor } from './team.ts';

export const CSRF = { 'x-graphql-yoga-csrf': '1' };

export interface GqlResult<T = any> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * The product as measured: the server (`server/main.ts`) in its own process, so its memory and CPU are its
 * own, talking to a PocketBase started here (whose superuser client is the floor) and to the stand-in
 * editor service from server/test (transcription is measured on its own, in the transcription group).
 */
export interface BenchProduct {
  url: string;
  server: Child;
  pocketbase: EmbeddedPocketBase;
  editor: StandInEditor;
  /** The same superuser SDK client the server uses, for the direct ("floor") measurements. */
  store: StoreClient;
  dataDir: string;
  /** Team mode (the team group): the signed-in editor's session cookie, sent with every measured request; {} in local mode. */
  headers: Record<string, string>;
  gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<GqlResult<T>>;
  /** Starts another server process on the same PocketBase (e.g. with --cpu-prof, or other settings); stopped by the caller. */
  startServer(nodeArgs?: string[], env?: NodeJS.ProcessEnv): Promise<{ url: string; child: Child }>;
  /** Stops it all and removes its data now, for a group that started a product of its own (the run's end does it otherwise). */
  stop(): Promise<void>;
}

/**
 * A GraphQL request as a script would send it. Over node:http with kept-alive connections, as the floors'
 * SDK client (`store`) sends its calls to PocketBase, so the product and its floor pay the same client cost.
 */
export async function gqlAt<T = any>(url: string, query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}): Promise<GqlResult<T>> {
  const response = await storeFetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CSRF, ...headers },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(60_000),
  });
  return (await response.json()) as GqlResult<T>;
}

/** How a row was measured, in its name: ", as a signed-in editor" in team mode (the team group), nothing in local mode. */
export const measuredAs = (product: Pick<BenchProduct, 'headers'>): string => (product.headers.cookie ? ', as a signed-in editor' : '');

/** Like gqlAt, but an error answer throws. */
export async function gqlData<T = any>(url: string, query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}): Promise<T> {
  const body = await gqlAt<T>(url, query, variables, headers);
  if (!body.data || body.errors?.length) throw new Error(`GraphQL error: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * `team`: the server in team mode, measured as a signed-in editor (bench/lib/team.ts); otherwise local mode, as
 * `npm start` runs on a desk with no accounts.
 */
export async function startBenchProduct({ team = false }: { team?: boolean } = {}): Promise<BenchProduct> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-bench-'));
  const stops = [onCleanup('bench data dir', () => fs.rm(dataDir, { recursive: true, force: true }))];
  const pocketbase = await startEmbeddedPocketBase(dataDir, () => undefined);
  stops.push(onCleanup('pocketbase', () => pocketbase.stop()));
  const editor = await startStandInEditor();
  stops.push(onCleanup('stand-in editor', () => editor.close()));

  async function startServer(nodeArgs: string[] = [], env: NodeJS.ProcessEnv = {}) {
    const port = await freePort();
    const child = startChild('server', process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      TAPESCRIPT_DATA_DIR: dataDir,
      TAPESCRIPT_WEB_DIR: path.join(ROOT, 'dist/web'),
      POCKETBASE_URL: pocketbase.url,
      POCKETBASE_SUPERUSER_EMAIL: pocketbase.email,
      POCKETBASE_SUPERUSER_PASSWORD: pocketbase.password,
      EDITOR_SERVICE_URL: editor.url,
      NODE_ENV: 'production',
      ...env,
    });
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitForGraphql(url, child, { timeoutMs: 45_000 });
    } catch (error) {
      await child.stop();
      throw error;
    }
    return { url, child };
  }

  // Once more if the first start fails: other work on this shared machine can stall one start.
  const { url, child } = await startServer().catch((error) => {
    console.error(`The server did not start (${(error as Error).message.split('\n')[0]}); trying once more`);
    return startServer();
  });
  const store = new StoreClient(pocketbase);
  const headers = team ? await signInAsEditor(url, child.output) : {};
  return {
    url,
    server: child,
    pocketbase,
    editor,
    store,
    dataDir,
    headers,
    gql: (query, variables) => gqlAt(url, query, variables, headers),
    startServer,
    async stop() {
      await child.stop();
      for (const stop of stops.reverse()) await stop();
    },
  };
}
