import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Services } from '../services/index.ts';
import { hasAccess } from './access.ts';
import type { JobCredentials } from './job-credential.ts';
import { hostAllowed } from './allowed-hosts.ts';
import { firstScreenRenderer } from './first-screen.ts';
import { graphqlRoute } from './graphql-route.ts';
import { mediaRoute } from './media-route.ts';
import { parseTarget } from './request-target.ts';
import { sendJson, sendText } from './respond.ts';
import { sessionRoute } from './session-route.ts';
import { staticRoute } from './static-route.ts';

export interface HttpRoutes {
  services: Services;
  yoga: YogaServerInstance<{}, any>;
  webDir: string;
  /** GET /health: public, after the Host check. */
  health: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** Extra routes by first path segment, e.g. { export: handler } for /export/...; `rest` is decoded. */
  extra?: Record<string, (req: IncomingMessage, res: ServerResponse, rest: string, query: URLSearchParams) => Promise<void> | void>;
  log: (message: string) => void;
  accessToken?: string;
  /** When queue workers transcribe: a job's credential also opens /media for that job's transcript. */
  jobCredentials?: JobCredentials;
  /** Host header values served (see allowed-hosts.ts). */
  allowedHosts: readonly string[];
  /** Slow clients: the request head, and the whole request, must arrive within these. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
}

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

/** Idle keep-alive connections are closed after this long. */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/** One port for everything: /graphql, /media/{id}, /session, extra routes, and the web app. */
export function createHttpServer(routes: HttpRoutes): http.Server {
  const { services, yoga, webDir, extra = {}, log, accessToken, allowedHosts, jobCredentials } = routes;
  const graphql = graphqlRoute(yoga, services.uploads);
  const media = mediaRoute(services);
  const session = sessionRoute(accessToken);
  const web = staticRoute(webDir, firstScreenRenderer({ yoga, webDir, accessToken, log }));

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const target = parseTarget(req.url);
    if (!target) {
      req.resume();
      return sendText(res, 400, 'Bad request: the path is not a valid URL path');
    }
    if (!hostAllowed(req.headers.host, req.socket.localPort, allowedHosts)) {
      req.resume();
      return sendText(res, 421, `This server does not answer to the host name "${req.headers.host ?? ''}" (add it to TAPESCRIPT_ALLOWED_HOSTS).`);
    }
    if (target.pathname === '/health') return routes.health(req, res);
    const [first = '', ...rest] = target.segments;
    const isGraphql = target.pathname === '/graphql';
    // The web app itself is public (it holds no data); everything that reads or writes data needs the token.
    const jobAudio = first === 'media' && rest.length === 1 && jobCredentials?.allows(req, rest[0]);
    if ((isGraphql || first === 'media' || Object.hasOwn(extra, first)) && !hasAccess(req, accessToken) && !jobAudio) {
      req.resume();
      if (isGraphql) return sendJson(res, 401, { errors: [{ message: 'An access token is required', extensions: { code: 'UNAUTHENTICATED' } }] });
      return sendText(res, 401, 'An access token is required');
    }
    if (isGraphql) return graphql(req, res);
    if (target.pathname === '/session') return session(req, res);
    if (first === 'media' && rest.length === 1) return media(req, res, rest[0]);
    if (Object.hasOwn(extra, first)) return extra[first](req, res, rest.join('/'), target.query);
    return web(req, res, target.segments);
  }

  return http.createServer(
    {
      headersTimeout: routes.headersTimeoutMs,
      requestTimeout: routes.requestTimeoutMs,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      // Node checks the two timeouts above this often (30 s by default, which would let them overrun).
      connectionsCheckingInterval: Math.min(1_000, routes.headersTimeoutMs),
    },
    (req, res) => {
      // Whatever a handler throws becomes an answer (or a closed connection), never a dead process.
      route(req, res).catch((error) => {
        // The client went away mid-request (reading its body fails with "aborted"): no one to answer.
        if (req.destroyed && !req.complete) return void res.destroy();
        log(`Unhandled error on ${req.method} ${req.url}: ${(error as Error).stack ?? error}`);
        if (res.headersSent) res.destroy();
        else sendText(res, 500, 'Something went wrong while processing your request.');
      });
    },
  );
}
