import { timingSafeEqual } from 'node:crypto';

export const TOKEN_COOKIE = 'tapescript_token';

/** The headers who-is-asking reads (a Node request's, or a fetch Request's through `get`). */
export interface CredentialHeaders {
  authorization?: string | null;
  cookie?: string | null;
}

/** Constant-time comparison, so the answer time does not reveal how much of a guess was right. */
export function sameSecret(given: string, secret: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(secret);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The credentials a request presents: its Bearer header and every cookie of that name (a stale one may linger). */
export function presentedTokens(headers: CredentialHeaders): string[] {
  const tokens: string[] = [];
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '')?.[1];
  if (bearer) tokens.push(bearer.trim());
  for (const part of (headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== TOKEN_COOKIE) continue;
    try {
      tokens.push(decodeURIComponent(value.join('=')));
    } catch {
      // A malformed escape ("%") is no credential: the request is simply not authorized by it.
    }
  }
  return tokens;
}
