import { expect, test } from 'vitest';
import { ANONYMOUS, LOCAL, SERVICE, type Identity } from './identity.ts';
import type { Role } from './roles.ts';
import { seesOriginals, type Pseudonymised } from './visibility.ts';

const person = (id: string, role: Role, kind: 'user' | 'apiToken' = 'user'): Identity => ({ kind, role, user: { id, email: `${id}@example.org`, name: id }, tokenId: '' });
const link: Identity = { kind: 'reviewLink', role: null, link: { id: 'l', transcriptId: 't', permission: 'comment', reviewerName: 'R', expiresAt: 0 }, tokenHash: '' };
const pseudonymised: Pseudonymised = { id: 't', visibility: 'team', createdBy: null, shares: [], pseudonymised: true, originalsGrants: ['granted'] };
const privateShared: Pseudonymised = { ...pseudonymised, visibility: 'private', shares: [{ userId: 'editor', role: 'viewer' }] };

test.each<[string, Identity, Pseudonymised, boolean]>([
  ['a viewer', person('viewer', 'viewer'), pseudonymised, false],
  ['a viewer’s API token', person('viewer', 'viewer', 'apiToken'), pseudonymised, false],
  ['a viewer granted originals', person('granted', 'viewer'), pseudonymised, true],
  ['a viewer’s token, its person granted', person('granted', 'viewer', 'apiToken'), pseudonymised, true],
  ['an editor', person('editor', 'editor'), pseudonymised, true],
  ['an editor’s API token', person('editor', 'editor', 'apiToken'), pseudonymised, true],
  ['an owner', person('owner', 'owner'), pseudonymised, true],
  ['an editor who sees it by a viewer’s share', person('editor', 'editor'), privateShared, false],
  ['a review link', link, pseudonymised, false],
  ['nobody', ANONYMOUS, pseudonymised, false],
  ['the service token', SERVICE, pseudonymised, true],
  ['local mode', LOCAL, pseudonymised, true],
  ['a viewer, when it is not pseudonymised', person('viewer', 'viewer'), { ...pseudonymised, pseudonymised: false }, true],
  ['a review link, when it is not pseudonymised', link, { ...pseudonymised, pseudonymised: false }, true],
  ['a viewer, on a transcript stored before pseudonyms', person('viewer', 'viewer'), { id: 't', createdBy: null }, true],
])('%s: sees originals %s', (_who, identity, transcript, expected) => {
  expect(seesOriginals(identity, transcript)).toBe(expected);
});
