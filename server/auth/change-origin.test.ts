import { expect, test } from 'vitest';
import { cleanName, originFromHeaders } from './change-origin.ts';

const origin = (headers: Record<string, string>) => originFromHeaders(new Headers(headers));

test('the session and the URI-encoded name are read from the headers', () => {
  expect(origin({ 'X-Tapescript-Session': 'tab-1234abcd', 'X-Tapescript-Name': encodeURIComponent('Zoë Ångström 🎙') })).toEqual({
    author: 'Zoë Ångström 🎙',
    sessionId: 'tab-1234abcd',
  });
  expect(origin({})).toEqual({ author: null, sessionId: null });
});

test('malformed values count as absent; names are cleaned and bounded', () => {
  expect(origin({ 'x-tapescript-session': 'short', 'x-tapescript-name': '%E0%A4%A' })).toEqual({ author: null, sessionId: null });
  expect(origin({ 'x-tapescript-session': 'a'.repeat(65) }).sessionId).toBeNull();
  expect(origin({ 'x-tapescript-session': 'has space 1234' }).sessionId).toBeNull();
  expect(origin({ 'x-tapescript-name': encodeURIComponent(' \u202eAnna\u0000 \n Lee ') }).author).toBe('Anna Lee');
  expect(origin({ 'x-tapescript-name': encodeURIComponent('   ') }).author).toBeNull();
  expect([...cleanName('🎙'.repeat(100))]).toHaveLength(60);
});
