import type { Identity } from './identity.ts';

/** An entry is asked of the store again after this long, whatever else happens (a change made by the users CLI). */
export const MAX_AGE_MS = 1_000;
const CAPACITY = 10_000;

interface Entry {
  identity: Identity | null;
  userId: string | null;
  at: number;
}

/**
 * Who each token is, kept for at most a second, so most requests decide who is asking without a store read. An
 * invalidation (auth/access-events.ts: a revoked token, a disabled user, a changed role, a sign-out everywhere)
 * drops the entries at once on every server; the age bound covers changes made where no event is published.
 */
export class AccessCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  get(tokenHash: string): Identity | null | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (this.now() - entry.at >= MAX_AGE_MS) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.identity;
  }

  /** `identity` null: the token is known not to be valid (so a flood of one bad token does not reach the store). */
  set(tokenHash: string, identity: Identity | null): void {
    if (this.entries.size >= CAPACITY) this.entries.delete(this.entries.keys().next().value as string);
    const userId = identity && 'user' in identity ? identity.user.id : null;
    this.entries.set(tokenHash, { identity, userId, at: this.now() });
  }

  dropToken(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  dropUser(userId: string): void {
    for (const [hash, entry] of this.entries) if (entry.userId === userId) this.entries.delete(hash);
  }

  clear(): void {
    this.entries.clear();
  }
}
