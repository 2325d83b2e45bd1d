import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const TOKEN_COOKIE = 'tapescript_token';

/** Constant-time comparison, so the answer time does not reveal how much of a guess was right. */
export function isAccessToken(given: string, token: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(token);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The tokens a request presents: its Bearer header and every cookie of that name (a stale one may linger). */
function presented(req: IncomingMessage): string[] {
  const tokens: string[] = [];
  const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (bearer) tokens.push(bearer.trim());
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== TOKEN_COOKIE) continue;
    try {
      tokens.push(decodeURIComponent(value.join('=')));
    } catch {
      // A malformed escape ("%") is not the token: the request is simply not authorized.
    }
  }
  return tokens;
}

/** Whether the request carries the access token (always true when none is configured). */
export function hasAccess(req: IncomingMessage, token: string | undefined): boolean {
  if (!token) return true;
  return presented(req).some((given) => isAccessToken(given, token));
}
