import { DatabaseSync } from 'node:sqlite';
import { expect, test } from 'vitest';
import { ANONYMOUS, LOCAL, SERVICE, type Identity } from '../auth/identity.ts';
import type { Role } from '../auth/roles.ts';
import { pseudonymViewerOf, seesOriginals, type Pseudonymised } from '../auth/visibility.ts';
import { showsAnyPseudonymsSql, showsPseudonymsSql, viewerParams } from './visibility-filter.ts';

/**
 * The search's SQL form of `seesOriginals` (pb_hooks/lib/pseudonym-view.cjs) against the rule itself, for every pair
 * of these identities and transcripts, on a transcript_meta table as PocketBase stores it (JSON as text, booleans 0/1).
 */

const person = (id: string, role: Role, kind: 'user' | 'apiToken' = 'user'): Identity => ({ kind, role, user: { id, email: `${id}@example.org`, name: id }, tokenId: '' });
const link: Identity = { kind: 'reviewLink', role: null, link: { id: 'l', transcriptId: 'team', permission: 'comment', reviewerName: 'R', expiresAt: 0 }, tokenHash: '' };
const identities: [string, Identity][] = [
  ['viewer', person('viewer', 'viewer')],
  ['viewer token', person('viewer', 'viewer', 'apiToken')],
  ['granted viewer', person('granted', 'viewer')],
  ['editor', person('editor', 'editor')],
  ['editor token', person('editor', 'editor', 'apiToken')],
  ['creator editor', person('creator', 'editor')],
  ['creator viewer', person('creator', 'viewer')],
  ['owner', person('owner', 'owner')],
  ['review link', link],
  ['nobody', ANONYMOUS],
  ['service', SERVICE],
  ['local', LOCAL],
];
const base: Pseudonymised = { id: 'team', visibility: 'team', createdBy: { kind: 'user', userId: 'creator', name: 'c' }, shares: [], pseudonymised: true, originalsGrants: ['granted'] };
const transcripts: Pseudonymised[] = [
  base,
  { ...base, id: 'plain', pseudonymised: false },
  { ...base, id: 'old', pseudonymised: undefined, originalsGrants: undefined },
  { ...base, id: 'shared', visibility: 'private', shares: [{ userId: 'editor', role: 'viewer' }, { userId: 'viewer', role: 'viewer' }] },
  { ...base, id: 'sharededit', visibility: 'private', shares: [{ userId: 'editor', role: 'editor' }] },
  { ...base, id: 'own', visibility: 'private', createdBy: { kind: 'user', userId: 'creator', name: 'c' }, shares: [{ userId: 'editor', role: 'viewer' }] },
  { ...base, id: 'nocreator', visibility: 'private', createdBy: null, shares: [{ userId: 'editor', role: 'viewer' }] },
];

function tableOf(rows: Pseudonymised[]): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  db.exec(`CREATE TABLE transcript_meta (id TEXT PRIMARY KEY, visibility TEXT DEFAULT '', created_by JSON DEFAULT '', shares JSON DEFAULT '',
    pseudonymised BOOLEAN DEFAULT FALSE NOT NULL, originals_grants JSON DEFAULT '')`);
  const insert = db.prepare('INSERT INTO transcript_meta VALUES (?, ?, ?, ?, ?, ?)');
  for (const t of rows) {
    insert.run(t.id, t.visibility ?? '', t.createdBy ? JSON.stringify(t.createdBy) : '', JSON.stringify(t.shares ?? []), t.pseudonymised ? 1 : 0, t.originalsGrants ? JSON.stringify(t.originalsGrants) : '');
  }
  return db;
}

const prepared = (db: DatabaseSync, sql: string) => {
  const statement = db.prepare(sql.replace(/\{:(\w+)\}/g, ':$1'));
  statement.setAllowUnknownNamedParameters(true);
  return statement;
};

test.each(identities)('%s: the SQL shows pseudonyms exactly where seesOriginals does not', (_name, identity) => {
  const db = tableOf(transcripts);
  const viewer = pseudonymViewerOf(identity);
  const shownPseudonyms = viewer ? prepared(db, `SELECT id FROM transcript_meta m WHERE ${showsPseudonymsSql('m')} ORDER BY id`).all(viewerParams(viewer)!).map((row) => row.id) : [];
  const expected = transcripts.filter((t) => !seesOriginals(identity, t)).map((t) => t.id).sort();
  expect(shownPseudonyms).toEqual(expected);
  const any = viewer ? prepared(db, showsAnyPseudonymsSql()).all(viewerParams(viewer)!)[0].shows : 0;
  expect(any).toBe(expected.length > 0 ? 1 : 0);
});
