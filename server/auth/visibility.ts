import type { Transcript, TranscriptShare } from '../domain/transcript.ts';
import type { Identity } from './identity.ts';
import type { Role } from './roles.ts';

/**
 * Who may see a transcript: the one visibility filter (README "Private transcripts"). A team transcript is seen by
 * everyone who may read; a private one only by its creator, the people it is shared with, and owners (and in local
 * mode, where there are no accounts, by everyone). Queries take a Reader: single records are checked with `sees`;
 * lists and search pass it to the store, which applies the same rule in SQL (store/pb_hooks/lib/visibility.cjs).
 * For everyone else a private transcript is absent, exactly as a wrong id.
 */
export type Reader =
  | { everything: true }
  /** One person's view (`userId` null: nobody in particular, e.g. the service token); a review link adds its transcript. */
  | { everything: false; userId: string | null; linkedTranscriptId?: string };

export const EVERYTHING: Reader = Object.freeze({ everything: true });

export function readerOf(identity: Identity): Reader {
  switch (identity.kind) {
    case 'local':
      return EVERYTHING;
    case 'user':
    case 'apiToken':
      return identity.role === 'owner' ? EVERYTHING : { everything: false, userId: identity.user.id };
    case 'reviewLink':
      return { everything: false, userId: null, linkedTranscriptId: identity.link.transcriptId };
    default:
      return { everything: false, userId: null };
  }
}

export type Seen = Pick<Transcript, 'id' | 'visibility' | 'createdBy' | 'shares'>;

/** The id of the person who made the transcript; null for the machine, local mode, or before it was recorded. */
export function creatorOf(transcript: Seen): string | null {
  return transcript.createdBy?.userId || null;
}

export function sees(reader: Reader, transcript: Seen): boolean {
  if (reader.everything || transcript.visibility !== 'private') return true;
  if (transcript.id === reader.linkedTranscriptId) return true;
  return reader.userId !== null && (creatorOf(transcript) === reader.userId || (transcript.shares ?? []).some((share) => share.userId === reader.userId));
}

/** Whether `identity` may make the transcript private or team, and share it: its creator and owners (local mode: anyone). */
export function mayChangeAccess(identity: Identity, transcript: Seen): boolean {
  if (identity.kind === 'local' || identity.role === 'owner') return true;
  return (identity.kind === 'user' || identity.kind === 'apiToken') && creatorOf(transcript) === identity.user.id;
}

/**
 * The share by which alone a person sees a private transcript (they did not make it and are no owner), or null. What
 * they may do on it is bounded by its role as well as their own: a share never gives more.
 */
export function onlyShareOf(identity: Identity, transcript: Seen): TranscriptShare | null {
  if (transcript.visibility !== 'private' || (identity.kind !== 'user' && identity.kind !== 'apiToken') || identity.role === 'owner') return null;
  if (creatorOf(transcript) === identity.user.id) return null;
  return (transcript.shares ?? []).find((share) => share.userId === identity.user.id) ?? null;
}

export type Pseudonymised = Seen & Pick<Transcript, 'pseudonymised' | 'originalsGrants'>;

/**
 * Whether `identity` sees a transcript's terms rather than its pseudonyms (README "Pseudonyms", who sees originals):
 * everyone while it is not pseudonymised; else editors and owners (a person's role on it, bounded by the share they
 * see it by), the people granted its originals, the service token and local mode. Viewers, review links and nobody
 * see the pseudonyms. An API token acts as its person.
 */
export function seesOriginals(identity: Identity, transcript: Pseudonymised): boolean {
  if (!transcript.pseudonymised) return true;
  switch (identity.kind) {
    case 'local':
    case 'service':
      return true;
    case 'user':
    case 'apiToken': {
      const role = onlyShareOf(identity, transcript)?.role ?? identity.role;
      return role !== 'viewer' || (transcript.originalsGrants ?? []).includes(identity.user.id);
    }
    default:
      return false;
  }
}

/**
 * The search's form of `seesOriginals` (store/pb_hooks/lib/pseudonym-view.cjs applies it in SQL to each transcript):
 * null for those who see every transcript's originals (local mode, the service token, owners); else whose view it
 * is, the person and their role (`userId` null: a review link or nobody, who see every pseudonymised transcript's
 * pseudonyms). An editor is one too: a private transcript shared with them as a viewer shows them its pseudonyms.
 */
export type PseudonymViewer = null | { userId: string | null; role: Role };

export function pseudonymViewerOf(identity: Identity): PseudonymViewer {
  switch (identity.kind) {
    case 'local':
    case 'service':
      return null;
    case 'user':
    case 'apiToken':
      return identity.role === 'owner' ? null : { userId: identity.user.id, role: identity.role };
    default:
      return { userId: null, role: 'viewer' };
  }
}
