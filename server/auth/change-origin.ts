import type { Author } from '../domain/author.ts';
import { authorOf, displayName, type Identity } from './identity.ts';
import { cleanLine } from '../domain/user-text.ts';

/** Who asked for a change: told to live subscribers, and recorded on the versions it writes. */
export interface ChangeOrigin {
  /** The display name; null when none is known. */
  author: string | null;
  /** The open page (tab) that made the change, so it can skip its own events; null when none was sent. */
  sessionId: string | null;
  /** The author recorded on versions and transcripts: the signed-in identity; null in local mode (nobody to name). */
  by?: Author | null;
  /** The address the request came from, for the audit log. */
  address?: string;
}

export const NO_ORIGIN: ChangeOrigin = Object.freeze({ author: null, sessionId: null });

/**
 * A request's origin: its identity's name where there is one (a name in a header could claim to be anyone), else
 * the name the page sent (local mode: everyone is trusted alike); the page's session from its header either way.
 */
export function originOf(identity: Identity, fromHeaders: ChangeOrigin, address = ''): ChangeOrigin {
  const by = authorOf(identity);
  return { author: displayName(identity) ?? fromHeaders.author, sessionId: fromHeaders.sessionId, by, address };
}

/** A page's random id: letters, digits, "-" and "_" (a UUID fits). */
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;
export const MAX_NAME_CHARS = 60;

export function isSessionId(value: string): boolean {
  return SESSION_ID.test(value);
}

/** A display name as shown to others: one cleaned line of at most MAX_NAME_CHARS characters ("" when nothing is left). */
export function cleanName(raw: string): string {
  return [...cleanLine(raw)].slice(0, MAX_NAME_CHARS).join('').trim();
}

/** The origin a request's headers give; malformed values count as absent (they only label events). */
export function originFromHeaders(headers: { get(name: string): string | null }): ChangeOrigin {
  const session = headers.get('x-tapescript-session')?.trim() ?? '';
  let name = '';
  try {
    name = cleanName(decodeURIComponent(headers.get('x-tapescript-name') ?? ''));
  } catch {
    // A malformed escape is no name.
  }
  return { author: name || null, sessionId: isSessionId(session) ? session : null };
}
