import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { EventBus } from '../events/bus.ts';

type Log = (message: string) => void;

/**
 * Where a throttle (auth/throttle.ts) keeps what it counts: per key, entries each noted at a time. In this process,
 * or in Redis so that every server sharing it counts together.
 */
export interface ThrottleStore {
  /** How many of `key`'s entries were noted after `since`. */
  count(key: string, since: number): Promise<number>;
  /** Notes `entry` under `key` at `at` (an entry noted again counts once, at its latest time); kept `keepMs`. */
  note(key: string, entry: string, at: number, keepMs: number): Promise<void>;
  /** Forgets every entry of `key`. */
  clear(key: string): Promise<void>;
}

/** Keys kept in memory at most: the oldest noted goes first, so a flood of addresses cannot fill the heap. */
const KEYS_KEPT = 50_000;

export class InProcessThrottleStore implements ThrottleStore {
  private readonly entries = new Map<string, Map<string, number>>();

  async count(key: string, since: number): Promise<number> {
    const entries = this.entries.get(key);
    if (!entries) return 0;
    for (const [entry, at] of entries) if (at <= since) entries.delete(entry);
    if (!entries.size) this.entries.delete(key);
    return entries.size;
  }

  async note(key: string, entry: string, at: number): Promise<void> {
    const entries = this.entries.get(key) ?? new Map<string, number>();
    entries.delete(entry);
    entries.set(entry, at);
    this.entries.delete(key);
    this.entries.set(key, entries);
    while (this.entries.size > KEYS_KEPT) this.entries.delete(this.entries.keys().next().value as string);
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }
}

/**
 * A key's entries as a sorted set scored by time, changed atomically (MULTI) and expiring with its window. Keys are
 * hashed: what is counted (an email, an address) is not left readable in Redis, and an email's length is not a key's.
 */
export class RedisThrottleStore implements ThrottleStore {
  constructor(private readonly redis: Redis) {}

  count(key: string, since: number): Promise<number> {
    return this.redis.zcount(redisKey(key), `(${since}`, '+inf');
  }

  async note(key: string, entry: string, at: number, keepMs: number): Promise<void> {
    const name = redisKey(key);
    const results = await this.redis.multi().zadd(name, at, entry).zremrangebyscore(name, '-inf', at - keepMs).pexpire(name, keepMs).exec();
    const failed = results?.find(([error]) => error)?.[0];
    if (!results || failed) throw failed ?? new Error('the transaction was discarded');
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(redisKey(key));
  }
}

const redisKey = (key: string) => `tapescript:throttle:${createHash('sha256').update(key).digest('base64url')}`;

/** A Redis command that takes longer than this is given up, and the count taken from this process's own. */
export const REDIS_WAIT_MS = 1_000;
/** After Redis failed to answer, it is asked again only this much later, so requests do not each wait for it. */
export const REDIS_RETRY_MS = 2_000;

/**
 * Redis while it answers, this process's own counts while it does not (said once in the log when that starts, and
 * once when Redis answers again). Every entry is noted in both, so a server that loses Redis goes on from what it saw
 * itself rather than from nothing; counts while Redis is away are this server's alone.
 */
export class SharedThrottleStore implements ThrottleStore {
  private away = false;
  /** Until then Redis is not asked: it failed to answer just before. */
  private retryAt = 0;

  constructor(
    private readonly redis: Redis,
    private readonly log: Log,
    /** How long a command may take before this server counts alone (a test on a loaded machine waits longer). */
    private readonly waitMs = REDIS_WAIT_MS,
    private readonly shared = new RedisThrottleStore(redis),
    private readonly local = new InProcessThrottleStore(),
  ) {}

  async count(key: string, since: number): Promise<number> {
    return this.either(
      () => this.shared.count(key, since),
      () => this.local.count(key, since),
    );
  }

  async note(key: string, entry: string, at: number, keepMs: number): Promise<void> {
    await this.local.note(key, entry, at);
    await this.either(
      () => this.shared.note(key, entry, at, keepMs),
      async () => undefined,
    );
  }

  async clear(key: string): Promise<void> {
    await this.local.clear(key);
    await this.either(
      () => this.shared.clear(key),
      async () => undefined,
    );
  }

  private async either<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    // Not connected: ioredis would queue the command until it reconnects; the answer is wanted now.
    if (this.redis.status !== 'ready') return this.fallBack(`not connected (${this.redis.status})`, local);
    if (Date.now() < this.retryAt) return local();
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = await Promise.race([
        shared(),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${this.waitMs} ms`)), this.waitMs))),
      ]);
      if (this.away) this.log('Throttles: Redis answers again; sign-in and review link guesses are counted across servers again');
      this.away = false;
      return answer;
    } catch (error) {
      this.retryAt = Date.now() + REDIS_RETRY_MS;
      return this.fallBack((error as Error).message, local);
    } finally {
      clearTimeout(timer);
    }
  }

  private fallBack<T>(why: string, local: () => Promise<T>): Promise<T> {
    if (!this.away) this.log(`Throttles: Redis is unreachable (${why}); sign-in and review link guesses are counted by this server alone until it answers`);
    this.away = true;
    return local();
  }
}

/** The store for the bus's servers: shared through its Redis when it has one (TAPESCRIPT_QUEUE_URL), else in process. */
export function throttleStoreFor(bus: Pick<EventBus, 'redis'>, log: Log, waitMs = REDIS_WAIT_MS): ThrottleStore {
  return bus.redis ? new SharedThrottleStore(bus.redis, log, waitMs) : new InProcessThrottleStore();
}
