import { cleanLine } from './user-text.ts';

/** Who asked for a change, as the page told it (X-Tapescript-Session and X-Tapescript-Name): told to live subscribers. */
export interface ChangeOrigin {
  /** The display name; null when none was sent. */
  author: string | null;
  /** The open page (tab) that made the change, so it can skip its own events; null when none was sent. */
  sessionId: string | null;
}

export const NO_ORIGIN: ChangeOrigin = Object.freeze({ author: null, sessionId: null });

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
