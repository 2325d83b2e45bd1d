import { randomUUID } from 'node:crypto';
import { InProcessThrottleStore, type ThrottleStore } from './throttle-store.ts';

/**
 * The one throttle rule: at most `limit` distinct entries per key within a sliding window; past it, the key is refused
 * until the window has moved on. The store decides who counts together (one server, or all sharing a Redis).
 */
export class Throttle {
  constructor(
    /** Keeps this rule's keys apart from another's in a shared store. */
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly store: ThrottleStore = new InProcessThrottleStore(),
    private readonly now: () => number = Date.now,
  ) {}

  async allows(key: string): Promise<boolean> {
    return (await this.store.count(this.keyOf(key), this.now() - this.windowMs)) < this.limit;
  }

  /** Counts `entry` for `key` (the same entry again counts once); by default each call is an entry of its own. */
  note(key: string, entry: string = randomUUID()): Promise<void> {
    return this.store.note(this.keyOf(key), entry, this.now(), this.windowMs);
  }

  clear(key: string): Promise<void> {
    return this.store.clear(this.keyOf(key));
  }

  private keyOf(key: string): string {
    return `${this.name}:${key}`;
  }
}
