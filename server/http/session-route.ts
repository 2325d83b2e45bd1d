import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAccessToken, TOKEN_COOKIE } from './access.ts';
import { readBody } from './read-body.ts';
import { sendText } from './respond.ts';

const MAX_BODY_BYTES = 4096;

/** HTTPS directly, or behind a proxy that says so: the cookie is then never sent over plain HTTP. */
function overHttps(req: IncomingMessage): boolean {
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim().toLowerCase();
  return forwarded === 'https' || (req.socket as { encrypted?: boolean }).encrypted === true;
}

/**
 * The token cookie, set by the server so page scripts can never read it (HttpOnly), never sent by
 * another site's request (SameSite=Strict), and gone when the browser session ends.
 */
function tokenCookie(req: IncomingMessage, value: string, extra = ''): string {
  return `${TOKEN_COOKIE}=${value}; HttpOnly; SameSite=Strict; Path=/${extra}${overHttps(req) ? '; Secure' : ''}`;
}

/** The "token" field of a small JSON body, or undefined when the body is anything else. */
async function tokenFromBody(req: IncomingMessage): Promise<string | undefined | 'too large'> {
  const body = await readBody(req, MAX_BODY_BYTES);
  if (body === 'too large') return body;
  try {
    const token = (JSON.parse(body.toString('utf8')) as { token?: unknown })?.token;
    return typeof token === 'string' && token !== '' ? token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /session {"token": "…"}: checks the access token and answers with the cookie that carries it
 * (204), or 401. DELETE /session signs out (clears the cookie). Revoking every browser's access means
 * changing TAPESCRIPT_ACCESS_TOKEN.
 */
export function sessionRoute(accessToken: string | undefined) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method === 'DELETE') {
      res.setHeader('set-cookie', tokenCookie(req, '', '; Max-Age=0'));
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST, DELETE');
      return sendText(res, 405, 'Method not allowed: POST /session signs in, DELETE /session signs out');
    }
    // JSON only: a cross-site form cannot send it without a CORS preflight, which this server never grants.
    if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
      req.resume();
      return sendText(res, 415, 'Send the token as JSON: {"token": "…"} with Content-Type application/json');
    }
    const token = await tokenFromBody(req);
    if (token === 'too large') {
      req.resume();
      return sendText(res, 413, `The request body is larger than ${MAX_BODY_BYTES} bytes`);
    }
    if (token === undefined) return sendText(res, 400, 'Send the token as JSON: {"token": "…"}');
    if (!accessToken) return void res.writeHead(204).end();
    if (!isAccessToken(token, accessToken)) return sendText(res, 401, 'That token was not accepted');
    res.setHeader('set-cookie', tokenCookie(req, encodeURIComponent(token)));
    res.writeHead(204).end();
  };
}
