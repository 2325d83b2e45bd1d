import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { YogaServerInstance } from 'graphql-yoga';
import { hasAccess } from './access.ts';

/** What the web app's server entry (web/src/entry-server.tsx, built to dist/ssr) renders. */
interface FirstScreen {
  root: string;
  data: string;
}
type RenderFirstScreen = (pathname: string, fetch: typeof globalThis.fetch) => Promise<FirstScreen | null>;

/** Past this the page is served without its first screen (the browser renders it), rather than later. */
export const FIRST_SCREEN_TIMEOUT_MS = 3_000;

export interface FirstScreenOptions {
  yoga: YogaServerInstance<{}, any>;
  /** The built web app; its server entry is dist/ssr/entry-server.js beside it. */
  webDir: string;
  accessToken?: string;
  log: (message: string) => void;
  timeoutMs?: number;
}

/** The request headers that carry who is asking, passed on to the server's own GraphQL. */
const CREDENTIALS = ['cookie', 'authorization'] as const;

/**
 * Renders the first screen of a page (a transcript's text) on the server, so the text is there before any
 * script has run. The data is read through the server's own GraphQL with the request's credentials, and
 * only for a request that may read it at all (the same check as /graphql): without the token, nothing.
 * Null (the plain app is served) when the page has no first screen, the entry is not built, or it fails.
 */
export function firstScreenRenderer({ yoga, webDir, accessToken, log, timeoutMs = FIRST_SCREEN_TIMEOUT_MS }: FirstScreenOptions) {
  const entry = pathToFileURL(path.join(path.resolve(webDir), '..', 'ssr', 'entry-server.js')).href;
  let loaded: Promise<RenderFirstScreen | null> | undefined;
  const load = () =>
    (loaded ??= import(entry).then(
      (module: { renderFirstScreen: RenderFirstScreen }) => module.renderFirstScreen,
      () => null, // not built (a development checkout): the browser renders everything
    ));
  // Loaded now, not by the first visitor: loading the UI kit and the app takes about a second.
  void load();

  return async (req: IncomingMessage, pathname: string): Promise<FirstScreen | null> => {
    if (!hasAccess(req, accessToken)) return null;
    const credentials = CREDENTIALS.flatMap((name) => (req.headers[name] ? [[name, req.headers[name]] as [string, string]] : []));
    const fetch: typeof globalThis.fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      for (const [name, value] of credentials) headers.set(name, value);
      return Promise.resolve(yoga.fetch(new URL(String(input), 'http://first-screen.invalid'), { ...init, headers }));
    };
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        log(`The first screen of ${pathname} took longer than ${timeoutMs} ms on the server; the browser renders it`);
        resolve(null);
      }, timeoutMs);
    });
    // Loading the entry is timed too: a slow first load serves the plain app, and the next request the rendered one.
    const rendered = load()
      .then((render) => render?.(pathname, fetch) ?? null)
      .catch((error: unknown) => {
        log(`The first screen of ${pathname} could not be rendered on the server: ${(error as Error).stack ?? error}`);
        return null;
      });
    try {
      return await Promise.race([rendered, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };
}

export type FirstScreenRenderer = ReturnType<typeof firstScreenRenderer>;
