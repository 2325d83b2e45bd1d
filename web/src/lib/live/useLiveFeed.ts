import { useEffect, useRef } from 'react';
import { useClient, type AnyVariables, type TypedDocumentNode } from 'urql';
import { onEnd, pipe, subscribe } from 'wonka';
import { joinFeeds } from './live-connection.ts';

/** Waits before opening a stream again after it broke: the first quickly, then longer, never more than 10 s. */
const RETRY_MS = [500, 1000, 2000, 5000, 10_000];
/** A stream open this long without an error counts as up (a feed may have no event to send for a long time). */
const SETTLED_MS = 1500;

/**
 * A GraphQL subscription that stays open: the server's event stream (SSE) is opened again after it breaks (a lost
 * connection, a restarted server), with growing waits, and at once when the browser is back online. `onEvent`
 * gets each event; `onReconnect` runs each time the stream opens again after a break, since events sent meanwhile
 * were missed (the caller loads what it shows again).
 */
export function useLiveFeed<Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables | null,
  onEvent: (data: Data) => void,
  onReconnect?: () => void,
): void {
  const client = useClient();
  const handlers = useRef({ onEvent, onReconnect });
  handlers.current = { onEvent, onReconnect };
  const key = variables === null ? null : JSON.stringify(variables);

  useEffect(() => {
    if (key === null) return;
    const feed = joinFeeds();
    let stopped = false;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe = () => {};
    const open = (again: boolean) => {
      if (stopped) return;
      let first = true;
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        if (!stopped) broken();
      };
      const up = () => {
        if (!first) return;
        first = false;
        failures = 0;
        feed.up(true);
        if (again) handlers.current.onReconnect?.();
      };
      clearTimeout(settled);
      settled = setTimeout(up, SETTLED_MS);
      const { unsubscribe: stop } = pipe(
        client.subscription(document, JSON.parse(key) as Variables),
        // A stream that ends (the server went away or closed it) is opened again.
        onEnd(end),
        subscribe((result) => {
          if (result.error) return end();
          up();
          if (result.data) handlers.current.onEvent(result.data);
        }),
      );
      unsubscribe = () => {
        ended = true; // closed here: not a break
        stop();
      };
    };
    const broken = () => {
      feed.up(false);
      clearTimeout(settled);
      const stop = unsubscribe;
      unsubscribe = () => {};
      stop();
      clearTimeout(timer);
      timer = setTimeout(() => open(true), RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
    };
    const online = () => {
      failures = 0;
      broken();
    };
    window.addEventListener('online', online);
    open(false);
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(settled);
      unsubscribe();
      feed.leave();
      window.removeEventListener('online', online);
    };
  }, [client, document, key]);
}
