import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import { TOPICS, type LiveTopics } from './topics.ts';

type Log = (message: string) => void;

/** How long start-up waits for Redis to confirm the channels before going on (events then flow once it answers). */
const SUBSCRIBE_WAIT_MS = 5_000;
const CLOSE_MS = 2_000;
const ERROR_REPEAT_MS = 60_000;

type Topic = keyof LiveTopics;
type Payload<T extends Topic> = LiveTopics[T][0];

/** The one event bus: published after the store committed, read by subscriptions and the presence board. */
export interface EventBus {
  kind: 'in-process' | 'redis';
  /** With Redis: the connection commands go through (publishing), for state the servers share (auth/throttle-store.ts). */
  redis?: Redis;
  /** Sends an event to every listener on every server sharing the bus (this one included). */
  publish<T extends Topic>(topic: T, payload: Payload<T>): void;
  /**
   * Calls `listener` with each event of `topic` from now on, until the returned function is called. Listeners run as
   * events arrive (a throw is logged): queueing for slow readers is theirs to bound (see feed.ts).
   */
  listen<T extends Topic>(topic: T, listener: (payload: Payload<T>) => void): () => void;
  close(): Promise<void>;
}

/** In-process by default; with the queue's Redis URL, every server sharing that Redis sees every event. */
export async function createEventBus(redisUrl: string | undefined, log: Log): Promise<EventBus> {
  if (!redisUrl) return busOver(new EventTarget(), 'in-process', log, async () => undefined);
  return redisBus(redisUrl, log);
}

/** Publishing through graphql-yoga's pubsub; listening on its event target directly, without a queue per listener. */
function busOver(
  eventTarget: EventTarget | ReturnType<typeof createRedisEventTarget>,
  kind: EventBus['kind'],
  log: Log,
  close: () => Promise<void>,
  redis?: Redis,
): EventBus {
  const pubsub: PubSub<LiveTopics> = createPubSub<LiveTopics>({ eventTarget: eventTarget as EventTarget });
  return {
    kind,
    redis,
    publish(topic, payload) {
      try {
        (pubsub.publish as (topic: Topic, payload: unknown) => void)(topic, payload);
      } catch (error) {
        log(`Event bus: could not publish on ${topic}: ${(error as Error).message}`);
      }
    },
    listen(topic, listener) {
      const handler = (event: Event) => {
        try {
          listener((event as CustomEvent).detail);
        } catch (error) {
          log(`Event bus: a listener on ${topic} failed: ${(error as Error).stack ?? error}`);
        }
      };
      eventTarget.addEventListener(topic, handler);
      return () => eventTarget.removeEventListener(topic, handler);
    },
    close,
  };
}

async function redisBus(url: string, log: Log): Promise<EventBus> {
  // A subscribed connection can only listen, so publishing takes a second one. The listening one waits for Redis as
  // long as it takes (its subscriptions are renewed on every reconnect); a publish gives up after ioredis's retries.
  const publishClient = new Redis(url);
  const subscribeClient = new Redis(url, { maxRetriesPerRequest: null });
  const said = new Map<string, number>();
  for (const client of [publishClient, subscribeClient]) {
    // While Redis is down every reconnect fails alike: say so once a minute, not every second.
    client.on('error', (error: Error) => {
      if (Date.now() - (said.get(error.message) ?? 0) < ERROR_REPEAT_MS) return;
      said.set(error.message, Date.now());
      log(`Event bus (Redis): ${error.message}`);
    });
  }
  // The event target publishes without waiting: a failed publish is logged here, not left unhandled.
  const publisher = {
    publish: (channel: string, message: string) =>
      publishClient.publish(channel, message).catch((error: Error) => log(`Event bus: could not publish on ${channel}: ${error.message}`)),
  };
  const eventTarget = createRedisEventTarget<CustomEvent>({ publishClient: publisher as unknown as Redis, subscribeClient });
  // Listening to every channel from the start (the event target subscribes on a channel's first listener and keeps it
  // while one is left), so a subscription made later is live at once.
  const channels = Object.values(TOPICS);
  for (const channel of channels) eventTarget.addEventListener(channel, () => undefined);
  const subscribed = subscribeClient.subscribe(...channels).then(
    () => true,
    () => false,
  );
  const waited = await Promise.race([subscribed, new Promise<boolean>((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS, false).unref())]);
  if (!waited) log(`Event bus: Redis did not confirm the event channels within ${SUBSCRIBE_WAIT_MS} ms; live updates start once it does`);

  return busOver(eventTarget, 'redis', log, async () => {
    const clients = [publishClient, subscribeClient];
    const closed = Promise.allSettled(clients.map((client) => client.quit()));
    const late = await Promise.race([closed.then(() => false), new Promise<boolean>((resolve) => setTimeout(resolve, CLOSE_MS, true).unref())]);
    // With Redis down a clean quit never completes: drop the connections instead.
    if (late) for (const client of clients) client.disconnect();
  }, publishClient);
}
