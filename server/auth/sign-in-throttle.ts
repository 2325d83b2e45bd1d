import { Throttle } from './throttle.ts';
import type { ThrottleStore } from './throttle-store.ts';

/**
 * Sign-in attempts that failed, per account and per address, in a sliding window: past the limit, further attempts
 * are refused without checking the password until the window has moved on. Counted across servers when the store is
 * shared (auth/throttle-store.ts: Redis with TAPESCRIPT_QUEUE_URL), else per server.
 */
export const WINDOW_MS = 15 * 60_000;
export const PER_ACCOUNT = 10;
export const PER_ADDRESS = 30;

export class SignInThrottle {
  private readonly accounts: Throttle;
  private readonly addresses: Throttle;

  constructor(store?: ThrottleStore, now?: () => number) {
    this.accounts = new Throttle('sign-in-account', PER_ACCOUNT, WINDOW_MS, store, now);
    this.addresses = new Throttle('sign-in-address', PER_ADDRESS, WINDOW_MS, store, now);
  }

  /** Whether an attempt for this account from this address may be checked now. */
  async allows(account: string, address: string): Promise<boolean> {
    const [byAccount, byAddress] = await Promise.all([this.accounts.allows(account), this.addresses.allows(address)]);
    return byAccount && byAddress;
  }

  async failed(account: string, address: string): Promise<void> {
    await Promise.all([this.accounts.note(account), this.addresses.note(address)]);
  }

  /** A right password clears the account's count (not the address's: one good account does not open the rest). */
  succeeded(account: string): Promise<void> {
    return this.accounts.clear(account);
  }
}
