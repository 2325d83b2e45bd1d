import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { YogaServerInstance } from 'graphql-yoga';
import { transcriptIdOf } from '../../shared/transcript-path.ts';
import { LruCache } from '../lib/lru-cache.ts';

/** What the web app's server entry (web/src/entry-server.tsx, built to dist/ssr) renders. */
interface FirstScreen {
  root: string;
  data: string;
}

/** A GraphQL request of a render in the worker (first-screen-worker.mjs), to be answered by the server. */
interface GraphqlRequest {
  type: 'graphql';
  id: number;
  /** The render it belongs to, whose credentials it carries. */
  render: number;
  url: string;
  method: string;
  headers: Array<[string, string]>;
  body: string | null;
}
type WorkerMessage = { type: 'ready' } | GraphqlRequest | { type: 'rendered'; id: number; screen?: FirstScreen | null; error?: string };

/** Past this the page is served without its first screen (the browser renders it), rather than later. */
export const FIRST_SCREEN_TIMEOUT_MS = 3_000;
/** Rendered first screens kept (about 100 KB each), so a transcript opened again is not rendered again. */
const FIRST_SCREENS_KEPT = 16;

const VERSION_QUERY = 'query FirstScreenVersion($id: ID!) { transcript(id: $id) { status versionId updatedAt showsPseudonyms } }';

export interface FirstScreenOptions {
  yoga: YogaServerInstance<{}, any>;
  /** The built web app; its server entry is dist/ssr/entry-server.js beside it. */
  webDir: string;
  log: (message: string) => void;
  timeoutMs?: number;
  /** Tells of transcripts whose personal data was erased (on any server): their kept first screens are dropped. */
  onErased?: (forget: (transcriptIds: string[]) => void) => void;
}

/** The request headers that carry who is asking, passed on to the server's own GraphQL. */
const CREDENTIALS = ['cookie', 'authorization'] as const;

/**
 * Renders the first screen of a page (a transcript's text) on the server, so the text is there before any
 * script has run. The web app's server entry runs in a worker thread (first-screen-worker.mjs says why). The data is read through the server's own GraphQL with the request's credentials, and
 * only for a request that may read it at all (the same check as /graphql): without the token, nothing.
 * Null (the plain app is served) when the page has no first screen, the entry is not built, or it fails.
 */
export function firstScreenRenderer({ yoga, webDir, log, timeoutMs = FIRST_SCREEN_TIMEOUT_MS, onErased }: FirstScreenOptions) {
  const entry = path.join(path.resolve(webDir), '..', 'ssr', 'entry-server.js');
  /** Renders under way in the worker, by number: who waits, and whose credentials its GraphQL requests carry. */
  const renders = new Map<number, { done: (screen: FirstScreen | null) => void; credentials: Array<[string, string]> }>();
  let renderCount = 0;
  let worker: Promise<Worker | null> | undefined;

  /** Its GraphQL requests are answered by the server's own GraphQL, with the credentials of the page's request. */
  async function answer(to: Worker, ask: GraphqlRequest): Promise<void> {
    const headers = new Headers(ask.headers);
    for (const [name, value] of renders.get(ask.render)?.credentials ?? []) headers.set(name, value);
    const response = await yoga.fetch(new URL(ask.url, 'http://first-screen.invalid'), { method: ask.method, headers, body: ask.body });
    to.postMessage({ type: 'graphql-answer', id: ask.id, status: response.status, headers: [...response.headers], body: await response.text() });
  }

  /**
   * What a ready transcript's first screen is rendered from: its version (the text), its last change (title,
   * engine…) and the view (its terms or its pseudonyms: README "Pseudonyms"), asked with the request's credentials. Null where it must be rendered afresh: not a transcript, not
   * ready (the queue position and progress change with no change of the transcript), or not readable.
   */
  async function renderedFrom(pathname: string, credentials: Array<[string, string]>): Promise<string | null> {
    const id = transcriptIdOf(pathname);
    if (!id) return null;
    const headers = new Headers([['content-type', 'application/json'], ['x-graphql-yoga-csrf', '1'], ...credentials]);
    const response = await yoga.fetch(new URL('/graphql', 'http://first-screen.invalid'), { method: 'POST', headers, body: JSON.stringify({ query: VERSION_QUERY, variables: { id } }) });
    type Seen = { status: string; versionId: string | null; updatedAt: string; showsPseudonyms: boolean };
    const transcript = ((await response.json()) as { data?: { transcript?: Seen | null } }).data?.transcript;
    const view = transcript?.showsPseudonyms ? 'pseudonyms' : 'originals';
    return transcript?.status === 'READY' && transcript.versionId ? `${id} ${transcript.versionId} ${transcript.updatedAt} ${view}` : null;
  }
  const kept = new LruCache<string, FirstScreen>(FIRST_SCREENS_KEPT);
  // Keys start with the transcript's id (renderedFrom).
  onErased?.((ids) => kept.dropWhere((key) => ids.includes(key.slice(0, key.indexOf(' ')))));

  const start = () =>
    (worker ??= new Promise<Worker | null>((ready) => {
      // Not built (a development checkout): the browser renders everything.
      if (!fs.existsSync(entry)) return ready(null);
      const started = new Worker(new URL('./first-screen-worker.mjs', import.meta.url), { execArgv: [], workerData: { entry: pathToFileURL(entry).href } });
      started.unref();
      started.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') return ready(started);
        if (message.type === 'graphql') return void answer(started, message).catch((error: unknown) => log(`The first screen's GraphQL request failed: ${String(error)}`));
        const render = renders.get(message.id);
        renders.delete(message.id);
        if (message.error) log(`A first screen could not be rendered on the server: ${message.error}`);
        render?.done(message.screen ?? null);
      });
      started.on('error', (error) => log(`The first-screen renderer stopped: ${error.stack ?? error}`));
      started.on('exit', () => {
        // Those waiting get the plain app; the next request starts it again.
        ready(null);
        worker = undefined;
        for (const render of renders.values()) render.done(null);
        renders.clear();
      });
    }));
  // Started now, not by the first visitor: loading the UI kit and the app takes about a second.
  void start();

  return async (req: IncomingMessage, pathname: string): Promise<FirstScreen | null> => {
    const credentials = CREDENTIALS.flatMap((name) => (req.headers[name] ? [[name, req.headers[name]] as [string, string]] : []));
    const id = renderCount++;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        log(`The first screen of ${pathname} took longer than ${timeoutMs} ms on the server; the browser renders it`);
        renders.delete(id);
        resolve(null);
      }, timeoutMs);
    });
    // Starting the worker is timed too: a slow start serves the plain app, and the next request the rendered one.
    const rendered = start().then(async (renderer) => {
      if (!renderer) return null;
      // A ready transcript's first screen is the same until it changes: kept, it is sent without rendering again.
      const key = await renderedFrom(pathname, credentials).catch(() => null);
      const known = key && kept.get(key);
      if (known) return known;
      const screen = await new Promise<FirstScreen | null>((done) => {
        renders.set(id, { done, credentials });
        renderer.postMessage({ type: 'render', id, pathname });
      });
      if (key && screen) kept.set(key, screen);
      return screen;
    });
    try {
      return await Promise.race([rendered, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };
}

export type FirstScreenRenderer = ReturnType<typeof firstScreenRenderer>;
