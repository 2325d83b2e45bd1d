import type { LinkPermission, Role } from './roles.ts';
import type { Author } from '../domain/author.ts';

/**
 * Who is asking, decided once per request (auth/who-is-asking.ts):
 * - local: local mode (no accounts yet), where a request that passes the access token check (or any, without one)
 *   may do everything, as before teams;
 * - user: a person signed in (the session cookie);
 * - apiToken: one of a person's API tokens (Authorization: Bearer), acting with that person's role;
 * - service: TAPESCRIPT_ACCESS_TOKEN in team mode, a service account with the editor role;
 * - reviewLink: an interviewee's review link (its own cookie): no role, only its one transcript, as far as its
 *   permission goes (auth/link-reach.ts);
 * - anonymous: nobody (team mode without credentials): only public operations.
 */
export type Identity =
  | { kind: 'local'; role: 'owner' }
  | { kind: 'user' | 'apiToken'; role: Role; user: IdentityUser; tokenId: string; label?: string; tokenHash?: string }
  | { kind: 'service'; role: 'editor' }
  | ReviewLinkIdentity
  | { kind: 'anonymous'; role: null };

export interface ReviewLinkIdentity {
  kind: 'reviewLink';
  role: null;
  link: { id: string; transcriptId: string; permission: LinkPermission; reviewerName: string; expiresAt: number };
  tokenHash: string;
}

export interface IdentityUser {
  id: string;
  email: string;
  name: string;
}

export const LOCAL: Identity = Object.freeze({ kind: 'local', role: 'owner' });
export const SERVICE: Identity = Object.freeze({ kind: 'service', role: 'editor' });
export const ANONYMOUS: Identity = Object.freeze({ kind: 'anonymous', role: null });

export const TRANSCRIPTION: Author = Object.freeze({ kind: 'machine', name: 'transcription' });
export const REFINE: Author = Object.freeze({ kind: 'machine', name: 'refine' });

/** What a change by `identity` records as its author; null in local mode and for nobody (no one to name). */
export function authorOf(identity: Identity): Author | null {
  switch (identity.kind) {
    case 'user':
      return { kind: 'user', name: identity.user.name || identity.user.email, userId: identity.user.id, email: identity.user.email };
    case 'apiToken':
      return { kind: 'apiToken', name: identity.label || 'API token', userId: identity.user.id, email: identity.user.email };
    case 'service':
      return { kind: 'service', name: 'service token' };
    case 'reviewLink':
      return { kind: 'reviewLink', name: identity.link.reviewerName, linkId: identity.link.id };
    default:
      return null;
  }
}

/** The name others see for this identity (live events, presence); null when there is none to give. */
export function displayName(identity: Identity): string | null {
  if (identity.kind === 'user' || identity.kind === 'apiToken') return identity.user.name || identity.user.email;
  if (identity.kind === 'service') return 'service token';
  if (identity.kind === 'reviewLink') return identity.link.reviewerName;
  return null;
}
