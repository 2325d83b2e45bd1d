import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Services } from '../services/index.ts';
import { hasAccess } from './access.ts';
import type { JobCredentials } from './job-credential.ts';
import { graphqlRoute } from './graphql-route.ts';
import { mediaRoute } from './media-route.ts';
import { sendJson, sendText } from './respond.ts';
import { staticRoute } from './static-route.ts';

export interface HttpRoutes {
  services: Services;
  yoga: YogaServerInstance<{}, any>;
  webDir: string;
  /** Extra routes by first path segment, e.g. { export: handler } for /export/... */
  extra?: Record<string, (req: IncomingMessage, res: ServerResponse, rest: string) => Promise<void> | void>;
  log: (message: string) => void;
  accessToken?: string;
  /** When queue workers transcribe: a job's credential also opens /media for that job's transcript. */
  jobCredentials?: JobCredentials;
}

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

/** One port for everything: /graphql, /media/{id}, extra routes, and the web app. */
export function createHttpServer({ services, yoga, webDir, extra = {}, log, accessToken, jobCredentials }: HttpRoutes): http.Server {
  const graphql = graphqlRoute(yoga);
  const media = mediaRoute(services);
  const web = staticRoute(webDir);

  return http.createServer(async (req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const [, first = '', ...rest] = pathname.split('/');
    // The web app itself is public (it holds no data); everything that reads or writes data needs the token.
    const jobAudio = first === 'media' && rest.length === 1 && jobCredentials?.allows(req, rest[0]);
    if ((pathname === '/graphql' || first === 'media' || first in extra) && !hasAccess(req, accessToken) && !jobAudio) {
      req.resume();
      if (pathname === '/graphql') return sendJson(res, 401, { errors: [{ message: 'An access token is required', extensions: { code: 'UNAUTHENTICATED' } }] });
      return sendText(res, 401, 'An access token is required');
    }
    try {
      if (pathname === '/graphql') return await graphql(req, res);
      if (first === 'media' && rest.length === 1) return await media(req, res, rest[0]);
      const handler = extra[first];
      if (handler) return await handler(req, res, rest.join('/'));
      return web(req, res, pathname);
    } catch (error) {
      log(`Unhandled error on ${req.method} ${pathname}: ${(error as Error).stack ?? error}`);
      if (!res.headersSent) sendText(res, 500, 'Something went wrong while processing your request.');
      else res.destroy();
    }
  });
}
