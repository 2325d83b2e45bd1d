/**
 * Sign-in attempts that failed, per account and per address, in a sliding window: past the limit, further attempts
 * are refused without checking the password until the window has moved on. Kept in memory per server (a guesser
 * spreading attempts over servers gets at most this many per server).
 */
export const WINDOW_MS = 15 * 60_000;
export const PER_ACCOUNT = 10;
export const PER_ADDRESS = 30;
const KEYS_KEPT = 50_000;

export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Whether an attempt for this account from this address may be checked now. */
  allows(account: string, address: string): boolean {
    return this.recent(`account:${account}`) < PER_ACCOUNT && this.recent(`address:${address}`) < PER_ADDRESS;
  }

  failed(account: string, address: string): void {
    for (const key of [`account:${account}`, `address:${address}`]) {
      const times = this.failures.get(key) ?? [];
      times.push(this.now());
      this.failures.delete(key);
      this.failures.set(key, times);
    }
    while (this.failures.size > KEYS_KEPT) this.failures.delete(this.failures.keys().next().value as string);
  }

  /** A right password clears the account's count (not the address's: one good account does not open the rest). */
  succeeded(account: string): void {
    this.failures.delete(`account:${account}`);
  }

  private recent(key: string): number {
    const times = this.failures.get(key);
    if (!times) return 0;
    const since = this.now() - WINDOW_MS;
    while (times.length && times[0] <= since) times.shift();
    if (!times.length) this.failures.delete(key);
    return times.length;
  }
}
