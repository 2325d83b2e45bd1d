import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { Identity } from './identity.ts';
import type { WhoIsAsking } from './who-is-asking.ts';

/**
 * Live updates (subscriptions) are checked by the role gate when they open, and then run for as long as the page
 * stays: this ends a stream the moment its identity is revoked, disabled, given another role or signed out
 * everywhere (on any server: the change comes over the event bus). The page opens it again, and is checked again.
 */
export function endRevokedStreams(who: WhoIsAsking, identityOf: (context: unknown) => Identity): Plugin {
  return {
    onSubscribe({ args }) {
      const identity = identityOf(args.contextValue);
      return {
        onSubscribeResult({ result }) {
          if (!isAsyncIterable(result)) return;
          const iterator = result as AsyncIterableIterator<unknown>;
          const stop = who.whenRevoked(identity, () => void iterator.return?.());
          return { onEnd: stop };
        },
      };
    },
  };
}
