import { createContext, useContext } from 'react';
import { useWhoAmIQuery, type WhoAmIQuery } from '../graphql/generated.ts';

export type Me = NonNullable<WhoAmIQuery['me']>;

/** Who is asking (one request per page, cached); null until the answer is in, and on the server's render. */
export function useWhoAmI(): Me | null {
  const [{ data }] = useWhoAmIQuery();
  return data?.me ?? null;
}

/**
 * Whether the page offers changes (editing, uploading, deleting): local mode, editors and owners. Until the answer is
 * in it does, as it always did; the server refuses a viewer's change whatever the page shows.
 */
export const mayChange = (me: Me | null): boolean => me === null || me.role === 'EDITOR' || me.role === 'OWNER';

/** Whether the team page is for this person: an owner signed in (or with one of their API tokens). */
export const managesPeople = (me: Me | null): boolean => me !== null && me.role === 'OWNER' && (me.kind === 'USER' || me.kind === 'API_TOKEN');

/**
 * Whether this person may make a transcript private and share it: in team mode its creator and owners (the server's
 * rule, auth/visibility.ts `mayChangeAccess`; local mode has no private transcripts).
 */
export const mayChangeAccess = (me: Me | null, createdById: string | null | undefined): boolean =>
  me !== null && (me.kind === 'USER' || me.kind === 'API_TOKEN') && (me.role === 'OWNER' || (!!me.user && me.user.id === createdById));

/** A page given to read only (a viewer's): its parts leave out or disable what would change it. */
export const ReadOnlyContext = createContext(false);
export const useReadOnly = (): boolean => useContext(ReadOnlyContext);
