import { Throttle } from './throttle.ts';
import type { ThrottleStore } from './throttle-store.ts';

/**
 * Review link tokens that matched no link, per address, in a sliding window: past the limit, that address's review
 * tokens are not looked up at all until the window moves on. Distinct tokens are counted, so a browser that keeps
 * sending one revoked link's cookie counts once; guessing takes a new token each time. Counted across servers when
 * the store is shared (auth/throttle-store.ts), else per server.
 */
export const GUESS_WINDOW_MS = 15 * 60_000;
export const GUESSES_PER_ADDRESS = 20;

export class LinkGuessThrottle {
  private readonly misses: Throttle;

  constructor(store?: ThrottleStore, now?: () => number) {
    this.misses = new Throttle('link-guess', GUESSES_PER_ADDRESS, GUESS_WINDOW_MS, store, now);
  }

  allows(address: string): Promise<boolean> {
    return this.misses.allows(address);
  }

  /** A token (by its hash) that matched no link. */
  missed(address: string, tokenHash: string): Promise<void> {
    return this.misses.note(address, tokenHash);
  }
}
