import type { EventBus } from '../events/bus.ts';
import { TOPICS, type AccessChanged } from '../events/topics.ts';
import type { AccountsRepo, TokenRecord, UserRecord } from '../store/accounts-repo.ts';
import type { ReviewLinksRepo } from '../store/review-links-repo.ts';
import { AccessCache, MAX_AGE_MS } from './access-cache.ts';
import { ANONYMOUS, LOCAL, SERVICE, type Identity, type ReviewLinkIdentity } from './identity.ts';
import { LinkGuessThrottle } from './link-guess-throttle.ts';
import type { ThrottleStore } from './throttle-store.ts';
import { presentedReviewTokens, presentedTokens, sameSecret, type CredentialHeaders } from './presented.ts';
import { hashToken, looksLikeToken } from './tokens.ts';
import { storeTime } from '../store/times.ts';
import type { Author } from '../domain/author.ts';
import { statusOf } from '../domain/errors.ts';
import type { Transcript } from '../domain/transcript.ts';
import { readerOf, sees } from './visibility.ts';

type Log = (message: string) => void;

/** A token's last use is written at most this often (it is shown to its owner, not used to decide anything). */
const LAST_USED_EVERY_MS = 60_000;

export type Mode = 'local' | 'team';

/**
 * The one place that decides who is asking, once per request (http/server.ts, and the GraphQL context for requests
 * that come in without the http layer): local mode while no account exists, team mode once one does.
 * - local mode: as before teams: the request passes when it carries TAPESCRIPT_ACCESS_TOKEN or none is configured;
 * - team mode: a session cookie or an API token of an enabled user, TAPESCRIPT_ACCESS_TOKEN as the service account,
 *   then a review link's cookie, or else nobody (ANONYMOUS, which may do only public things).
 * A review link counts wherever the request is not let in otherwise: in team mode, and in local mode with the access
 * token (local mode without one lets everyone do everything, a reviewer included).
 * Answers null where the request is refused outright (local mode without the access token, or a review link).
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
  private readonly streams = new Set<{ userId?: string; tokenHash?: string; end: () => void }>();
  private readonly linkGuesses: LinkGuessThrottle;

  constructor(
    private readonly accounts: AccountsRepo,
    private readonly bus: EventBus,
    private readonly accessToken: string | undefined,
    private readonly log: Log,
    /** Review links; without them (the users command) no request is a reviewer. */
    private readonly reviewLinks?: ReviewLinksRepo,
    /** Where review link guesses are counted (auth/throttle-store.ts); this process by default. */
    throttles?: ThrottleStore,
    private readonly now: () => number = Date.now,
  ) {
    this.cache = new AccessCache(now);
    this.linkGuesses = new LinkGuessThrottle(throttles, now);
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

  /** `address`: where the request came from, so review link guesses can be throttled per address. */
  async identify(headers: CredentialHeaders, address = ''): Promise<Identity | null> {
    const presented = presentedTokens(headers);
    const accessToken = this.accessToken;
    const carriesAccessToken = accessToken !== undefined && presented.some((given) => sameSecret(given, accessToken));
    if ((await this.mode()) === 'local') return !accessToken || carriesAccessToken ? LOCAL : this.reviewer(headers, address);
    if (carriesAccessToken) return SERVICE;
    for (const given of presented) {
      if (!looksLikeToken(given, 'tss') && !looksLikeToken(given, 'tsk')) continue;
      const identity = await this.byToken(hashToken(given));
      if (identity) return identity;
    }
    return (await this.reviewer(headers, address)) ?? ANONYMOUS;
  }

  /**
   * The review link a token opens (GET /r/{token}, then its cookie on every request), or why not: null when it is
   * no link (or revoked, expired, or its transcript deleted), 'throttled' when this address guessed too often.
   */
  async reviewLink(token: string, address: string): Promise<ReviewLinkIdentity | null | 'throttled'> {
    if (!this.reviewLinks || !looksLikeToken(token, 'tsv')) return null;
    const hash = hashToken(token);
    const cached = this.cache.get(hash);
    if (cached !== undefined) return cached as ReviewLinkIdentity | null;
    if (!(await this.linkGuesses.allows(address))) return 'throttled';
    const found = await this.reviewLinks.byHash(hash);
    if (!found) await this.linkGuesses.missed(address, hash);
    const { link, transcript } = found ?? {};
    const expiresAt = link ? storeTime(link.expires) : 0;
    const usable = link && transcript && !link.revoked && expiresAt > this.now() && transcript.status !== 'deleted' && (await this.makerSees(link.created_by, transcript));
    const identity: ReviewLinkIdentity | null = usable
      ? {
          kind: 'reviewLink',
          role: null,
          link: { id: link.id, transcriptId: link.transcript, permission: link.permission, reviewerName: link.reviewer_name, expiresAt },
          tokenHash: hash,
        }
      : null;
    this.cache.set(hash, identity);
    return identity;
  }

  /**
   * A link on a private transcript works while the person who made it may still see it (auth/visibility.ts): one
   * made by someone who has lost access (unshared, or no longer an owner or enabled) opens nothing.
   */
  private async makerSees(maker: Author | null, transcript: Transcript): Promise<boolean> {
    if (transcript.visibility !== 'private') return true;
    if (!maker?.userId) return false;
    const user = await this.accounts.getUser(maker.userId).catch((error: unknown) => {
      if (statusOf(error) === 404) return null;
      throw error;
    });
    if (!user || user.disabled) return false;
    return sees(readerOf({ kind: 'user', role: user.role, user: { id: user.id, email: user.email, name: user.name }, tokenId: '' }), transcript);
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
    if (identity.kind === 'reviewLink') return this.whenLinkEnds(identity, end);
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
      const byUser = stream.userId !== undefined && stream.userId === change.userId;
      if (!byUser && !(stream.tokenHash && change.tokenHashes?.includes(stream.tokenHash))) continue;
      this.streams.delete(stream);
      stream.end();
    }
  }

  /** The first usable review link among the request's review cookies; null when there is none. */
  private async reviewer(headers: CredentialHeaders, address: string): Promise<ReviewLinkIdentity | null> {
    for (const token of presentedReviewTokens(headers)) {
      const identity = await this.reviewLink(token, address);
      if (identity && identity !== 'throttled') return identity;
    }
    return null;
  }

  /** A link's stream ends when the link is revoked, and when it expires. */
  private whenLinkEnds(identity: ReviewLinkIdentity, end: () => void): () => void {
    const stream = { tokenHash: identity.tokenHash, end: () => (clearTimeout(expiry), end()) };
    // setTimeout's longest wait is about 24.8 days; a link lasting longer is checked again when its stream reopens.
    const expiry = setTimeout(() => this.streams.delete(stream) && stream.end(), Math.min(2 ** 31 - 1, Math.max(0, identity.link.expiresAt - this.now())));
    expiry.unref();
    this.streams.add(stream);
    return () => {
      clearTimeout(expiry);
      this.streams.delete(stream);
    };
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
