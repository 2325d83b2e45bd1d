import type { IncomingMessage } from 'node:http';
import { TOKEN_COOKIE } from '../auth/presented.ts';

/** HTTPS directly, or behind a proxy that says so: the cookie is then never sent over plain HTTP. */
export function overHttps(req: IncomingMessage): boolean {
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim().toLowerCase();
  return forwarded === 'https' || (req.socket as { encrypted?: boolean }).encrypted === true;
}

/**
 * The credential cookie (the access token, or a signed-in person's session), set by the server so page scripts can
 * never read it (HttpOnly) and another site's request never sends it (SameSite=Strict). A session's lasts as long as
 * the session (`maxAgeSeconds`); the access token's until the browser closes.
 */
export function tokenCookie(req: IncomingMessage, value: string, maxAgeSeconds?: number): string {
  const age = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  return `${TOKEN_COOKIE}=${value}; HttpOnly; SameSite=Strict; Path=/${age}${overHttps(req) ? '; Secure' : ''}`;
}
