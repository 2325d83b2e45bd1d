import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import { TOPICS, type LiveTopics } from './topics.ts';

type Log = (message: string) => void;

/** How long start-up waits for Redis to confirm the channels before going on (events then flow once it answers). */
const SUBSCRIBE_WAIT_MS = 5_000;
const CLOSE_MS = 2_000;
const ERROR_REPEAT_MS = 60_000;

/** The one event bus: published after the store committed, read by subscriptions and the presence board. */
export interface EventBus {
  pubsub: PubSub<LiveTopics>;
  kind: 'in-process' | 'redis';
  close(): Promise<void>;
}

/** In-process by default; with the queue's Redis URL, every server sharing that Redis sees every event. */
export async function createEventBus(redisUrl: string | undefined, log: Log): Promise<EventBus> {
  if (!redisUrl) return { pubsub: createPubSub<LiveTopics>(), kind: 'in-process', async close() {} };
  return redisBus(redisUrl, log);
}

async function redisBus(url: string, log: Log): Promise<EventBus> {
  // A subscribed connection can only listen, so publishing takes a second one.
  const publishClient = new Redis(url, { lazyConnect: false });
  const subscribeClient = new Redis(url, { lazyConnect: false });
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

  return {
    pubsub: createPubSub<LiveTopics>({ eventTarget }),
    kind: 'redis',
    async close() {
      const clients = [publishClient, subscribeClient];
      const closed = Promise.allSettled(clients.map((client) => client.quit()));
      const late = await Promise.race([closed.then(() => false), new Promise<boolean>((resolve) => setTimeout(resolve, CLOSE_MS, true).unref())]);
      // With Redis down a clean quit never completes: drop the connections instead.
      if (late) for (const client of clients) client.disconnect();
    },
  };
}
