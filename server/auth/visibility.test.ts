import { expect, test } from 'vitest';
import { LOCAL, SERVICE, type Identity } from './identity.ts';
import type { Role } from './roles.ts';
import { mayChangeAccess, onlyShareOf, readerOf, sees, EVERYTHING } from './visibility.ts';

const person = (id: string, role: Role): Identity => ({ kind: 'user', role, user: { id, email: `${id}@example.org`, name: id }, tokenId: '' });
const CREATOR = person('creator', 'editor');
const SHARED = person('shared', 'editor');
const OTHER = person('other', 'editor');
const OWNER = person('owner', 'owner');
const secret = {
  id: 'secret',
  visibility: 'private' as const,
  createdBy: { kind: 'user' as const, name: 'C', userId: 'creator' },
  shares: [{ userId: 'shared', role: 'viewer' as const }],
};

test('local mode and owners see everything; a private transcript only its creator and the people it is shared with', () => {
  expect(readerOf(LOCAL)).toBe(EVERYTHING);
  expect(readerOf(OWNER)).toBe(EVERYTHING);
  for (const identity of [LOCAL, OWNER, CREATOR, SHARED]) expect(sees(readerOf(identity), secret)).toBe(true);
  for (const identity of [OTHER, SERVICE]) expect(sees(readerOf(identity), secret)).toBe(false);
  expect(sees(readerOf(OTHER), { ...secret, visibility: 'team' })).toBe(true);
  // Transcripts written before private ones had no visibility: they are the team's.
  expect(sees(readerOf(SERVICE), { id: 'old', createdBy: null })).toBe(true);
});

test('a review link sees its own transcript', () => {
  const link: Identity = { kind: 'reviewLink', role: null, link: { id: 'l', transcriptId: 'secret', permission: 'view', reviewerName: 'R', expiresAt: 0 }, tokenHash: '' };
  expect(sees(readerOf(link), secret)).toBe(true);
  expect(sees(readerOf(link), { ...secret, id: 'another' })).toBe(false);
});

test('a share bounds only those who see it by the share alone; only the creator and owners change access', () => {
  expect(onlyShareOf(SHARED, secret)?.role).toBe('viewer');
  expect(onlyShareOf(CREATOR, { ...secret, shares: [{ userId: 'creator', role: 'viewer' }] })).toBeNull();
  expect(onlyShareOf(SHARED, { ...secret, visibility: 'team' })).toBeNull();
  expect([CREATOR, OWNER, LOCAL].map((identity) => mayChangeAccess(identity, secret))).toEqual([true, true, true]);
  expect([SHARED, OTHER, SERVICE].map((identity) => mayChangeAccess(identity, secret))).toEqual([false, false, false]);
});
