import PocketBase, { ClientResponseError } from 'pocketbase';
import { notFound, userError } from '../domain/errors.ts';
import { storeFetch } from './http-fetch.ts';

export interface StoreCredentials {
  url: string;
  email: string;
  password: string;
}

/**
 * A superuser PocketBase client for the server only. Auto-cancellation is off because the server makes
 * concurrent identical requests on behalf of different users.
 */
export class StoreClient {
  readonly pb: PocketBase;
  private auth?: Promise<unknown>;

  constructor(private readonly credentials: StoreCredentials) {
    this.pb = new PocketBase(credentials.url);
    this.pb.autoCancellation(false);
    this.pb.beforeSend = (url, options) => ({ url, options: { ...options, fetch: storeFetch } });
  }

  get url(): string {
    return this.credentials.url;
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

  private async ensureAuth(): Promise<void> {
    if (this.pb.authStore.isValid) return;
    this.auth ??= this.pb.admins.authWithPassword(this.credentials.email, this.credentials.password).finally(() => {
      this.auth = undefined;
    });
    await this.auth;
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
