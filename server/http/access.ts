import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const TOKEN_COOKIE = 'tapescript_token';

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function presented(req: IncomingMessage): string | undefined {
  const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (bearer) return bearer.trim();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === TOKEN_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Whether the request carries the access token (always true when none is configured). */
export function hasAccess(req: IncomingMessage, token: string | undefined): boolean {
  if (!token) return true;
  const given = presented(req);
  return given !== undefined && same(given, token);
}
