/**
 * Review link tokens that matched no link, per address, in a sliding window: past the limit, that address's review
 * tokens are not looked up at all until the window moves on. Distinct tokens are counted, so a browser that keeps
 * sending one revoked link's cookie counts once; guessing takes a new token each time. Kept in memory per server.
 */
export const GUESS_WINDOW_MS = 15 * 60_000;
export const GUESSES_PER_ADDRESS = 20;
const ADDRESSES_KEPT = 50_000;

export class LinkGuessThrottle {
  private readonly misses = new Map<string, Map<string, number>>();

  constructor(private readonly now: () => number = Date.now) {}

  allows(address: string): boolean {
    return this.recent(address) < GUESSES_PER_ADDRESS;
  }

  /** A token (by its hash) that matched no link. */
  missed(address: string, tokenHash: string): void {
    const misses = this.misses.get(address) ?? new Map<string, number>();
    misses.set(tokenHash, this.now());
    this.misses.delete(address);
    this.misses.set(address, misses);
    while (this.misses.size > ADDRESSES_KEPT) this.misses.delete(this.misses.keys().next().value as string);
  }

  private recent(address: string): number {
    const misses = this.misses.get(address);
    if (!misses) return 0;
    const since = this.now() - GUESS_WINDOW_MS;
    for (const [hash, at] of misses) if (at <= since) misses.delete(hash);
    if (!misses.size) this.misses.delete(address);
    return misses.size;
  }
}
