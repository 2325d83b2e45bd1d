import { parse } from 'graphql';
import { expect, test } from 'vitest';
import { schema } from '../schema/index.ts';
import { ANONYMOUS, LOCAL, SERVICE, type Identity } from './identity.ts';
import { FIELD_PERMISSIONS, TRANSCRIPT_ARGUMENT, TRANSCRIPT_THING_ARGUMENT } from './operations.ts';
import { refusal, rootFields } from './role-gate.ts';
import { GRANTS, may } from './roles.ts';

test('every query, mutation and subscription of the schema has an entry in the table of permissions', () => {
  const missing: string[] = [];
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const name of Object.keys(type!.getFields())) if (!FIELD_PERMISSIONS[`${type!.name}.${name}`]) missing.push(`${type!.name}.${name}`);
  }
  expect(missing).toEqual([]);
});

test('the transcript gate’s table names real arguments, and every root field taking a transcriptId is in it or filters itself', () => {
  const roots = [schema.getQueryType()!, schema.getMutationType()!, schema.getSubscriptionType()!];
  const fields = new Map(roots.flatMap((type) => Object.values(type.getFields()).map((field) => [`${type.name}.${field.name}` as string, field] as const)));
  for (const [key, argument] of Object.entries(TRANSCRIPT_ARGUMENT)) expect(fields.get(key)?.args.map((arg) => arg.name), String(key)).toContain(argument);
  for (const [key, { argument }] of Object.entries(TRANSCRIPT_THING_ARGUMENT)) expect(fields.get(key)?.args.map((arg) => arg.name), String(key)).toContain(argument);
  // These answer for visibility themselves: search filters its hits, the subscriptions check at subscribe, and the
  // pseudonym lists check the transcript when one is named (none names the library's list); the quote bank filters
  // its highlights as search does its hits.
  const filteringThemselves = [
    ...['Query.search', 'Subscription.live', 'Subscription.presence', 'Subscription.versionAdded', 'Query.pseudonyms', 'Mutation.setPseudonym'],
    ...['Query.highlights', 'Mutation.exportHighlights'],
  ];
  const ungated = [...fields].filter(([key, field]) => field.args.some((arg) => arg.name === 'transcriptId') && !TRANSCRIPT_ARGUMENT[key]).map(([key]) => key);
  expect(ungated.sort()).toEqual(filteringThemselves.sort());
});

test('the roles nest: a viewer’s rights are an editor’s, an editor’s an owner’s', () => {
  for (const permission of GRANTS.viewer) expect(may('editor', permission)).toBe(true);
  for (const permission of GRANTS.editor) expect(may('owner', permission)).toBe(true);
  expect(may('viewer', 'edit')).toBe(false);
  expect(may('editor', 'users')).toBe(false);
  expect(may(null, 'read')).toBe(false);
  expect(may(null, 'public')).toBe(true);
});

test('root fields are found through fragments and inline fragments, of the named operation only', () => {
  const document = parse(`
    query A { transcripts { totalItems } ...F ... on Query { search(query: "x") { totalItems } } }
    fragment F on Query { me { kind } }
    mutation B { saveEdits(id: "x", segments: []) { id } }`);
  expect(rootFields(document, 'A')?.sort()).toEqual(['Query.me', 'Query.search', 'Query.transcripts']);
  expect(rootFields(document, 'B')).toEqual(['Mutation.saveEdits']);
  expect(rootFields(document, 'C')).toBeNull();
});

test('the gate refuses what a role may not do, nobody with UNAUTHENTICATED, and anything not in the table', () => {
  const viewer: Identity = { kind: 'user', role: 'viewer', user: { id: 'u', email: 'v@example.org', name: 'V' }, tokenId: 't' };
  expect(refusal(viewer, ['Query.transcripts'])).toBeNull();
  expect(refusal(viewer, ['Query.transcripts', 'Mutation.saveEdits'])?.extensions.code).toBe('FORBIDDEN');
  expect(refusal(SERVICE, ['Mutation.saveEdits'])).toBeNull();
  expect(refusal(SERVICE, ['Mutation.inviteUser'])?.extensions.code).toBe('FORBIDDEN');
  expect(refusal(SERVICE, ['Mutation.createApiToken'])?.message).toBe('Not allowed: createApiToken is for a person signed in.');
  expect(refusal(LOCAL, ['Mutation.signOutEverywhere'])?.message).toMatch(/no accounts yet/);
  expect(refusal(LOCAL, ['Mutation.deleteTranscript', 'Query.users'])).toBeNull();
  expect(refusal(ANONYMOUS, ['Mutation.acceptInvitation'])).toBeNull();
  expect(refusal(ANONYMOUS, ['Query.transcripts'])?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', http: { status: 401 } });
  expect(refusal(LOCAL, ['Mutation.somethingNew'])?.extensions.code).toBe('FORBIDDEN');
});
