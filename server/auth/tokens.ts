import { createHash, randomBytes } from 'node:crypto';

/**
 * Secrets handed out once (session cookies, API tokens, invitation, reset and review links): 256 random bits, with a prefix
 * that says what they are when one turns up in a script or a leak report. Only their SHA-256 is stored, so the
 * store (or a backup of it) never holds a usable token; a plain hash suffices for 256 random bits.
 */
/** Session, API key, invitation, reset, review link (v: the reviewer's view), export and clip links (single-use downloads). */
export type TokenPrefix = 'tss' | 'tsk' | 'tsi' | 'tsr' | 'tsv' | 'tse' | 'tsc';

export function newToken(prefix: TokenPrefix): { token: string; hash: string } {
  const token = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Tokens this server hands out look like this; anything else is not looked up in the store. */
const TOKEN_SHAPE = /^ts[skirvec]_[A-Za-z0-9_-]{43}$/;

export function looksLikeToken(value: string, prefix?: TokenPrefix): boolean {
  return TOKEN_SHAPE.test(value) && (!prefix || value.startsWith(`${prefix}_`));
}
