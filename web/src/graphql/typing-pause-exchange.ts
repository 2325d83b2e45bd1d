import type { Exchange } from 'urql';
import { fromPromise, fromValue, mergeMap, pipe } from 'wonka';
import { typingPause } from '../lib/typing-pause.ts';

declare module '@urql/core' {
  interface OperationContext {
    /** The answer is stored once the user pauses typing (typingPauseExchange). */
    afterTypingPause?: boolean;
  }
}

/**
 * Holds the answer of an operation marked `afterTypingPause` until the user pauses typing, before the cache
 * stores it. An autosave's answer makes the cache write and re-read the whole segment list, tens of
 * milliseconds at 10,000 segments, which would otherwise land between the keystrokes of someone still typing.
 * Sits between the cache and the network; other answers pass at once.
 */
export const typingPauseExchange: Exchange =
  ({ forward }) =>
  (operations$) =>
    pipe(
      forward(operations$),
      mergeMap((result) => (result.operation.context.afterTypingPause ? fromPromise(typingPause().then(() => result)) : fromValue(result))),
    );
