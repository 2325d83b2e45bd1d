import PocketBase, { ClientResponseError, getTokenPayload } from 'pocketbase';
import { ConfigError } from '../config.ts';
import { notFound, userError } from '../domain/errors.ts';
import { storeFetch } from './http-fetch.ts';

export interface StoreCredentials {
  url: string;
  email: string;
  password: string;
  /** A superuser token already signed in (the embedded PocketBase's start-up sign-in), used before the password. */
  token?: string;
}

const SUPERUSERS = '_superusers';
/** PocketBase's rate limit on sign-ins is a few per 3 s per address (migrations/1764100000_rate_limits.js). */
const SIGN_IN_ATTEMPTS = 10;
const THROTTLED_WAIT_MS = 1500;

/**
 * A superuser PocketBase client for the server only. It signs in once and keeps its token fresh with
 * auth-refresh (a superuser request, which PocketBase never rate-limits) once half its life has passed, so
 * the password goes to PocketBase's rate-limited auth route only at start-up or after the token was refused.
 * Auto-cancellation is off because the server makes concurrent identical requests on behalf of different users.
 */
export class StoreClient {
  readonly pb: PocketBase;
  private auth?: Promise<unknown>;
  private refreshing?: Promise<unknown>;
  /** When the token in use was obtained, in ms: the token is refreshed after half of its life. */
  private obtainedAt = 0;

  constructor(private readonly credentials: StoreCredentials) {
    this.pb = new PocketBase(credentials.url);
    this.pb.autoCancellation(false);
    this.pb.beforeSend = (url, options) => ({ url, options: { ...options, fetch: storeFetch } });
    if (credentials.token) this.useToken(credentials.token);
  }

  get url(): string {
    return this.credentials.url;
  }

  /** The id of the superuser this client is signed in as (undefined before it signed in). */
  get superuserId(): string | undefined {
    return this.pb.authStore.token ? String(getTokenPayload(this.pb.authStore.token).id ?? '') || undefined : undefined;
  }

  /** Runs a store call as superuser, signing in again when the token is missing, expired or refused. */
  async call<T>(operation: (pb: PocketBase) => Promise<T>): Promise<T> {
    try {
      await this.ensureAuth();
      return await operation(this.pb);
    } catch (error) {
      if (error instanceof ClientResponseError && error.status === 401) {
        this.pb.authStore.clear();
        this.auth = undefined;
        try {
          await this.ensureAuth();
          return await operation(this.pb);
        } catch (retryError) {
          throw toStoreError(retryError);
        }
      }
      throw toStoreError(error);
    }
  }

  private useToken(token: string): void {
    this.pb.authStore.save(token, null);
    this.obtainedAt = Date.now();
  }

  private async ensureAuth(): Promise<void> {
    if (this.pb.authStore.isValid) {
      if (this.halfLifePassed()) this.refreshSoon();
      return;
    }
    this.auth ??= this.signIn().finally(() => {
      this.auth = undefined;
    });
    await this.auth;
  }

  private halfLifePassed(): boolean {
    const expiresAt = Number(getTokenPayload(this.pb.authStore.token).exp) * 1000;
    return Date.now() > this.obtainedAt + (expiresAt - this.obtainedAt) / 2;
  }

  /** Refreshes the token beside the call that noticed its age; a failed refresh leaves the old one until it expires. */
  private refreshSoon(): void {
    this.refreshing ??= this.pb
      .collection(SUPERUSERS)
      .authRefresh()
      .then(() => (this.obtainedAt = Date.now()))
      .catch(() => undefined)
      .finally(() => (this.refreshing = undefined));
  }

  private async signIn(): Promise<void> {
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          await this.pb.collection(SUPERUSERS).authWithPassword(this.credentials.email, this.credentials.password);
          break;
        } catch (error) {
          // Several servers starting at once on one PocketBase share its per-address limit on sign-ins: wait for a turn.
          if (!(error instanceof ClientResponseError && error.status === 429) || attempt === SIGN_IN_ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, THROTTLED_WAIT_MS + Math.random() * THROTTLED_WAIT_MS));
        }
      }
      this.obtainedAt = Date.now();
    } catch (error) {
      // PocketBase before 0.23 has no _superusers collection (its superusers were "admins").
      if (error instanceof ClientResponseError && error.status === 404) {
        throw new ConfigError(
          `The PocketBase at ${this.credentials.url} has no ${SUPERUSERS} collection, so it is older than 0.23. ` +
            'Tapescript needs PocketBase 0.40 running its migrations and hooks (see the README, "Using your own PocketBase").',
        );
      }
      throw error;
    }
  }
}

/** PocketBase unreachable -> UPSTREAM_UNAVAILABLE; missing record -> NOT_FOUND; the rest passes through (masked). */
export function toStoreError(error: unknown): unknown {
  if (!(error instanceof ClientResponseError)) return error;
  if (error.status === 0 || error.status >= 502) {
    return userError('UPSTREAM_UNAVAILABLE', 'The data store is not reachable right now; please try again in a moment.');
  }
  if (error.status === 404) return notFound();
  return error;
}
