import { Repeater } from 'graphql-yoga';
import type { EventBus } from './bus.ts';
import { startNow } from './start-now.ts';
import type { LiveTopics } from './topics.ts';

/** Events one subscription may have waiting for a reader that does not read (a stalled page) before it is ended. */
export const MAX_WAITING_EVENTS = 256;

/**
 * The events of `topic` that `keep` accepts, from this moment on (started at once: see start-now.ts), as a
 * subscription reads them. A reader that falls MAX_WAITING_EVENTS behind is ended with an error rather than queued
 * for without bound: its page reconnects and loads what it missed.
 */
export function feed<T extends keyof LiveTopics>(bus: EventBus, topic: T, keep: (payload: LiveTopics[T][0]) => boolean): AsyncIterableIterator<LiveTopics[T][0]> {
  return startNow(
    new Repeater<LiveTopics[T][0]>(async (push, stop) => {
      let waiting = 0;
      const stopListening = bus.listen(topic, (payload) => {
        if (!keep(payload)) return;
        if (waiting >= MAX_WAITING_EVENTS) return stop(new Error(`This subscription fell more than ${MAX_WAITING_EVENTS} events behind; subscribe again.`));
        waiting++;
        // Settles once the reader took the event (or the subscription ended).
        push(payload).then(
          () => waiting--,
          () => waiting--,
        );
      });
      await stop;
      stopListening();
    }),
  );
}
