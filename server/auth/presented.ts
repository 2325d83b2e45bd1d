import { timingSafeEqual } from 'node:crypto';

export const TOKEN_COOKIE = 'tapescript_token';
/** A review link's own cookie (http/review-link-route.ts), apart from a person's session: both may be in one browser. */
export const REVIEW_COOKIE = 'tapescript_review';

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
  tokens.push(...cookieValues(headers, TOKEN_COOKIE));
  return tokens;
}

/** The review link tokens a request presents in their own cookie. */
export function presentedReviewTokens(headers: CredentialHeaders): string[] {
  return cookieValues(headers, REVIEW_COOKIE);
}

function cookieValues(headers: CredentialHeaders, cookie: string): string[] {
  const tokens: string[] = [];
  for (const part of (headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== cookie) continue;
    try {
      tokens.push(decodeURIComponent(value.join('=')));
    } catch {
      // A malformed escape ("%") is no credential: the request is simply not authorized by it.
    }
  }
  return tokens;
}
