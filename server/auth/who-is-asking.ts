import type { EventBus } from '../events/bus.ts';
import { TOPICS, type AccessChanged } from '../events/topics.ts';
import type { AccountsRepo, TokenRecord, UserRecord } from '../store/accounts-repo.ts';
import { AccessCache, MAX_AGE_MS } from './access-cache.ts';
import { ANONYMOUS, LOCAL, SERVICE, type Identity } from './identity.ts';
import { presentedTokens, sameSecret, type CredentialHeaders } from './presented.ts';
import { hashToken, looksLikeToken } from './tokens.ts';
import { storeTime } from '../store/times.ts';

type Log = (message: string) => void;

/** A token's last use is written at most this often (it is shown to its owner, not used to decide anything). */
const LAST_USED_EVERY_MS = 60_000;

export type Mode = 'local' | 'team';

/**
 * The one place that decides who is asking, once per request (http/server.ts, and the GraphQL context for requests
 * that come in without the http layer): local mode while no account exists, team mode once one does.
 * - local mode: as before teams: the request passes when it carries TAPESCRIPT_ACCESS_TOKEN or none is configured;
 * - team mode: a session cookie or an API token of an enabled user, TAPESCRIPT_ACCESS_TOKEN as the service account,
 *   or else nobody (ANONYMOUS, which may do only public things).
 * Answers null where the request is refused outright (local mode without the access token).
 *
 * Team mode, and who each token is, are cached (auth/access-cache.ts): changes published on the event bus
 * (`invalidate`) take effect at once on every server sharing it, and any other within a second.
 */
export class WhoIsAsking {
  private readonly cache: AccessCache;
  /** Team mode never ends once begun (the last owner cannot be removed); local mode is asked again each second. */
  private team: { value: boolean; at: number } | undefined;
  private modeRead: Promise<boolean> | undefined;
  private readonly stopListening: () => void;
  /** Open live-update streams, by who opened them: ended when that identity is revoked, disabled or changes role. */
  private readonly streams = new Set<{ userId: string; tokenHash?: string; end: () => void }>();

  constructor(
    private readonly accounts: AccountsRepo,
    private readonly bus: EventBus,
    private readonly accessToken: string | undefined,
    private readonly log: Log,
    private readonly now: () => number = Date.now,
  ) {
    this.cache = new AccessCache(now);
    this.stopListening = bus.listen(TOPICS.access, (change) => this.forget(change));
  }

  async mode(): Promise<Mode> {
    if (this.team && (this.team.value || this.now() - this.team.at < MAX_AGE_MS)) return this.team.value ? 'team' : 'local';
    this.modeRead ??= this.accounts
      .hasUsers()
      .then(
        (value) => {
          this.team = { value, at: this.now() };
          return value;
        },
        (error: unknown) => {
          // The store is away (a restart): local mode as last known, since only the store could have ended it.
          if (this.team) return this.team.value;
          throw error;
        },
      )
      .finally(() => (this.modeRead = undefined));
    return (await this.modeRead) ? 'team' : 'local';
  }

  async identify(headers: CredentialHeaders): Promise<Identity | null> {
    const presented = presentedTokens(headers);
    const accessToken = this.accessToken;
    const carriesAccessToken = accessToken !== undefined && presented.some((given) => sameSecret(given, accessToken));
    if ((await this.mode()) === 'local') return !accessToken || carriesAccessToken ? LOCAL : null;
    if (carriesAccessToken) return SERVICE;
    for (const given of presented) {
      if (!looksLikeToken(given, 'tss') && !looksLikeToken(given, 'tsk')) continue;
      const identity = await this.byToken(hashToken(given));
      if (identity) return identity;
    }
    return ANONYMOUS;
  }

  /** Tells every server (this one at once) that what it knows of these users or tokens, or of the mode, is stale. */
  invalidate(change: AccessChanged): void {
    this.forget(change);
    this.bus.publish(TOPICS.access, change);
  }

  /**
   * Calls `end` once when what `identity` may do changes (its token revoked, its person disabled, given another role or
   * signed out everywhere); answers the function that stops watching. For a live-update stream, which outlives the
   * request that checked who opened it.
   */
  whenRevoked(identity: Identity, end: () => void): () => void {
    if (identity.kind !== 'user' && identity.kind !== 'apiToken') return () => undefined;
    const stream = { userId: identity.user.id, tokenHash: identity.tokenHash, end };
    this.streams.add(stream);
    return () => this.streams.delete(stream);
  }

  close(): void {
    this.stopListening();
  }

  private forget(change: AccessChanged): void {
    if (change.teamMode) this.team = undefined;
    if (change.userId) this.cache.dropUser(change.userId);
    for (const hash of change.tokenHashes ?? []) this.cache.dropToken(hash);
    for (const stream of this.streams) {
      if (stream.userId !== change.userId && !(stream.tokenHash && change.tokenHashes?.includes(stream.tokenHash))) continue;
      this.streams.delete(stream);
      stream.end();
    }
  }

  private async byToken(hash: string): Promise<Identity | null> {
    const cached = this.cache.get(hash);
    if (cached !== undefined) return cached;
    const found = await this.accounts.tokenByHash(hash);
    const identity = found ? this.identityOf(found.token, found.user, hash) : null;
    this.cache.set(hash, identity);
    if (identity && found && this.now() - storeTime(found.token.last_used) > LAST_USED_EVERY_MS) {
      this.accounts.touchToken(found.token.id).catch((error: Error) => this.log(`Could not note when a token was last used: ${error.message}`));
    }
    return identity;
  }

  private identityOf(token: TokenRecord, user: UserRecord, tokenHash: string): Identity | null {
    if (user.disabled) return null;
    if (token.expires && storeTime(token.expires) <= this.now()) return null;
    const person = { id: user.id, email: user.email, name: user.name };
    if (token.kind === 'api') return { kind: 'apiToken', role: user.role, user: person, tokenId: token.id, label: token.label, tokenHash };
    return { kind: 'user', role: user.role, user: person, tokenId: token.id, tokenHash };
  }
}
