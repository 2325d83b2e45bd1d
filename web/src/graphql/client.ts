import { Client, fetchExchange, type SSRExchange } from 'urql';
import { withAccessToken } from '../lib/access.ts';
import { sessionHeaders } from '../lib/live-session.ts';
import { createGraphcache } from './cache.ts';
import { typingPauseExchange } from './typing-pause-exchange.ts';

/** The server refuses POSTs without this header (CSRF protection), multipart uploads included. */
export const CSRF_HEADERS = { 'x-graphql-yoga-csrf': '1' };

/**
 * `fetch` is replaceable so component tests run the real client and cache against a fake network.
 * A 401 (the server wants its access token) asks the user once and sends the request again. `ssr` records
 * the answers of a server-rendered page (on the server) or replays them (in the browser, before hydrating).
 */
export function createGraphqlClient(fetch?: typeof globalThis.fetch, ssr?: SSRExchange): Client {
  return new Client({
    url: '/graphql',
    exchanges: ssr ? [createGraphcache(), ssr, typingPauseExchange, fetchExchange] : [createGraphcache(), typingPauseExchange, fetchExchange],
    // Read for each request: the display name can change while the page is open.
    fetchOptions: () => ({ headers: { ...CSRF_HEADERS, ...sessionHeaders() } }),
    // Subscriptions (live updates) arrive as server-sent events on the same /graphql.
    fetchSubscriptions: true,
    // POST for queries too: one request shape for the server's CSRF check and the fake network in tests.
    preferGetMethod: false,
    fetch: withAccessToken(fetch),
  });
}
