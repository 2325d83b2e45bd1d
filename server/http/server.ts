import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Services } from '../services/index.ts';
import { clientAddress } from '../auth/client-address.ts';
import type { Identity } from '../auth/identity.ts';
import { linkReachesRoute } from '../auth/link-reach.ts';
import { readerOf } from '../auth/visibility.ts';
import { routePermission } from '../auth/operations.ts';
import { rememberFacts } from '../auth/request-facts.ts';
import { allows, SIGN_IN_HEADERS } from '../auth/role-gate.ts';
import { mayUploadAtAll } from '../auth/upload-gate.ts';
import { statusOf } from '../domain/errors.ts';
import type { JobCredentials } from '../auth/job-credential.ts';
import { hostAllowed } from '../lib/network.ts';
import { firstScreenRenderer } from './first-screen.ts';
import { clipLinkRoute, clipRoute } from './clips-route.ts';
import { exportLinkRoute } from './export-route.ts';
import { graphqlRoute } from './graphql-route.ts';
import { mediaRoute } from './media-route.ts';
import { parseTarget } from './request-target.ts';
import { sendJson, sendText } from './respond.ts';
import { reviewLinkRoute, reviewPagePath } from './review-link-route.ts';
import { sessionRoute } from './session-route.ts';
import { setupRoute } from './setup-route.ts';
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
  /** Proxies whose X-Forwarded-For is believed (config.trustedProxies). */
  trustedProxies?: readonly string[];
  /** When queue workers transcribe: a job's credential also opens /media for that job's transcript. */
  jobCredentials?: JobCredentials;
  /** Host header values served (see lib/network.ts). */
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

/**
 * Pages of the web app that someone who is not signed in may open (in team mode the others send them to /signin).
 * The reading page is among them: a browser may leave out the review cookie on the redirect from a link clicked in
 * another site's page (SameSite=Strict), and sends it with the page's own requests.
 */
const OPEN_PAGES = new Set(['signin', 'setup', 'invitation', 'reset-password', 'review', 'assets']);

/** A request line as logged: a review link's token (/r/{token}) and an export link's (/download/{token}) never are. */
export const loggable = (url: string | undefined) => (url ?? '').replace(/^\/(r|download)\/[^?#]*/, '/$1/…');

const isMultipart = (req: IncomingMessage) => (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

/** How long a refused upload's connection stays open after its answer is written (Go's net/http waits 500 ms too). */
const CLOSE_AFTER_MS = 500;

/**
 * An upload refused before a byte of its body is read. Its answer says `connection: close`, so the client stops
 * sending instead of the server draining up to the upload limit; what arrives meanwhile is left unread. The answer is
 * written whole at once and the connection closed a moment later: closed at once, with body bytes still arriving, it
 * would be reset, and a reset can overtake the answer (the client then sees a broken connection, not why).
 */
function refuseUpload(res: ServerResponse, status: 401 | 403, message: string, code: string, headers: Record<string, string> = {}): void {
  const text = JSON.stringify({ errors: [{ message, extensions: { code } }] });
  res.writeHead(status, { ...headers, connection: 'close', 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.write(text);
  const end = setTimeout(() => res.end(), CLOSE_AFTER_MS);
  res.once('close', () => clearTimeout(end));
}

function unauthorized(res: ServerResponse, graphql: boolean, message: string, teamMode = false): void {
  if (teamMode) for (const [name, value] of Object.entries(SIGN_IN_HEADERS)) res.setHeader(name, value);
  if (graphql) return sendJson(res, 401, { errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] });
  sendText(res, 401, message);
}

/** One port for everything: /graphql, /media/{id}, /clips/{id}, /session, /setup, extra routes, and the web app. */
export function createHttpServer(routes: HttpRoutes): http.Server {
  const { services, yoga, webDir, extra = {}, log, accessToken, allowedHosts, jobCredentials, trustedProxies = [] } = routes;
  const graphql = graphqlRoute(yoga, services.uploads);
  const mayUpload = mayUploadAtAll(yoga.getEnveloped().schema);
  const media = mediaRoute(services);
  const session = sessionRoute(services.accounts, accessToken, trustedProxies);
  const setup = setupRoute(services.accounts, trustedProxies);
  const exportLink = exportLinkRoute(services.exports);
  const clip = clipRoute(services.clips);
  const clipLink = clipLinkRoute(services.clips);
  const reviewLink = reviewLinkRoute(services.access, (req) => clientAddress(req, trustedProxies));
  const renderFirstScreen = firstScreenRenderer({ yoga, webDir, log, onErased: (forget) => services.live.onErased(forget) });
  const identities = new WeakMap<IncomingMessage, Identity>();
  // The first screen holds a transcript's text: rendered only for whoever may read it.
  const web = staticRoute(webDir, (req, pathname) => (identities.get(req)?.role && allows(identities.get(req)!, 'read') ? renderFirstScreen(req, pathname) : Promise.resolve(null)));

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
    // Signing in, and the first owner's set-up: their bodies are the credentials.
    if (target.pathname === '/session') return session(req, res);
    if (target.pathname === '/setup' && req.method === 'POST') return setup(req, res);
    const [first = '', ...rest] = target.segments;
    // A review link's first request: its token becomes a cookie.
    if (first === 'r' && rest.length === 1) return reviewLink(req, res, rest[0]);
    // An export or clip link (Mutation.export's url, Mutation.clipLink): its token is the credential, for one download.
    if (first === 'download' && rest.length === 1) return rest[0].startsWith('tsc_') ? clipLink(req, res, rest[0]) : exportLink(req, res, rest[0]);
    const isGraphql = target.pathname === '/graphql';
    const isData = isGraphql || first === 'media' || first === 'clips' || Object.hasOwn(extra, first);
    // A queue worker's per-job credential opens that job's audio and nothing else.
    if (first === 'media' && rest.length === 1 && jobCredentials?.allows(req, rest[0])) return media(req, res, rest[0], null);
    // Decided once for the request; GraphQL's context takes it from here.
    let identity: Identity | null;
    const address = clientAddress(req, trustedProxies);
    try {
      identity = await services.access.identify(req.headers, address);
    } catch (error) {
      if (statusOf(error) !== 503) throw error;
      req.resume();
      const message = (error as Error).message;
      if (isGraphql) return sendJson(res, 503, { errors: [{ message, extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] });
      return sendText(res, 503, message);
    }
    if (identity === null) {
      // Local mode with TAPESCRIPT_ACCESS_TOKEN, without it: the data routes are closed; the web app (no data) is not.
      if (isGraphql && isMultipart(req)) return refuseUpload(res, 401, 'An access token is required', 'UNAUTHENTICATED');
      if (isData) {
        req.resume();
        return unauthorized(res, isGraphql, 'An access token is required');
      }
      return web(req, res, target.segments);
    }
    identities.set(req, identity);
    rememberFacts(req, { identity, address });
    const anonymous = identity.kind === 'anonymous';
    if (isGraphql) {
      // An upload is refused before a byte of it is read (nothing spooled, nothing stored) when the asker may not
      // upload at all; which operation it carries is GraphQL's to decide once read. Nobody may still accept an
      // invitation (GraphQL decides by field), but never upload.
      if (isMultipart(req) && !mayUpload(identity)) {
        if (anonymous) return refuseUpload(res, 401, 'Sign in first: this server has accounts.', 'UNAUTHENTICATED', SIGN_IN_HEADERS);
        const who = identity.kind === 'reviewLink' ? 'a review link' : `the ${identity.role} role`;
        return refuseUpload(res, 403, `Not allowed: ${who} may not upload files.`, 'FORBIDDEN');
      }
      return graphql(req, res);
    }
    // A clip names no transcript: the clips service decides who may hear it. Review links never do.
    if (first === 'clips') {
      req.resume();
      if (identity.kind === 'reviewLink' || rest.length !== 1) return sendText(res, 404, 'Not found');
      if (!allows(identity, routePermission(first))) {
        if (anonymous) return unauthorized(res, false, 'Sign in first: this server has accounts.', true);
        return sendText(res, 403, `Not allowed: the ${identity.role} role may not use /${first}.`);
      }
      return clip(req, res, rest[0], identity);
    }
    // The transcript a data route is about: /media/{id}, /export/{id}.{format}.
    const transcriptId = first === 'export' ? /^([a-z0-9]{15})\./.exec(rest.join('/'))?.[1] : rest.length === 1 ? rest[0] : undefined;
    if (isData && identity.kind === 'reviewLink') {
      // A link reaches its own transcript's audio and export; anything else does not exist for it.
      if (!linkReachesRoute(identity, first, transcriptId)) {
        req.resume();
        return sendText(res, 404, 'Not found');
      }
      if (first === 'media') return media(req, res, rest[0], identity);
      return extra[first](req, res, rest.join('/'), target.query);
    }
    if (isData) {
      if (!allows(identity, routePermission(first))) {
        req.resume();
        if (anonymous) return unauthorized(res, false, 'Sign in first: this server has accounts.', true);
        return sendText(res, 403, `Not allowed: the ${identity.role} role may not use /${first}.`);
      }
      // A private transcript the asker may not see is not there (auth/visibility.ts), as a wrong id.
      const reader = readerOf(identity);
      if (!reader.everything && transcriptId && !(await services.transcripts.find(transcriptId, reader))) {
        req.resume();
        return sendText(res, 404, 'Not found');
      }
      if (first === 'media' && rest.length === 1) return media(req, res, rest[0], identity);
      return extra[first](req, res, rest.join('/'), target.query);
    }
    // A reviewer's browser has one page: its transcript's reading page.
    if (identity.kind === 'reviewLink' && (req.method === 'GET' || req.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(target.pathname)) {
      const page = reviewPagePath(identity.link.transcriptId);
      if (target.pathname !== page && first !== 'assets') {
        req.resume();
        res.writeHead(302, { location: page, 'cache-control': 'no-store' }).end();
        return;
      }
    }
    // In team mode the app's pages are for people signed in; the sign-in and set-up pages (and scripts) are open.
    if (anonymous && (req.method === 'GET' || req.method === 'HEAD') && !OPEN_PAGES.has(first) && !/\.[a-z0-9]+$/i.test(target.pathname)) {
      req.resume();
      res.writeHead(302, { location: `/signin?next=${encodeURIComponent(target.pathname)}`, 'cache-control': 'no-store' }).end();
      return;
    }
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
        log(`Unhandled error on ${req.method} ${loggable(req.url)}: ${(error as Error).stack ?? error}`);
        if (res.headersSent) res.destroy();
        else sendText(res, 500, 'Something went wrong while processing your request.');
      });
    },
  );
}
