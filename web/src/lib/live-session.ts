import { DISPLAY_NAME, readTextSetting } from './settings.ts';

/**
 * Who this page is to the others editing with it: an id for this page (a tab, until it reloads), so its own
 * versions and presence come back recognised, and the display name kept in this browser. Sent with every
 * GraphQL request (the server reads both headers; the name is URI-encoded, since headers carry only ASCII).
 */
export const SESSION_ID = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `s${Math.random().toString(36).slice(2)}`;

export function sessionHeaders(): Record<string, string> {
  const name = readTextSetting(DISPLAY_NAME).trim();
  return { 'x-tapescript-session': SESSION_ID, ...(name ? { 'x-tapescript-name': encodeURIComponent(name) } : {}) };
}
