import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { schema } from '../schema/index.ts';
import { parseEventBlock } from '../test/sse.ts';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';
import { ANONYMOUS, SERVICE, type Identity } from './identity.ts';
import { linkReaches, linkReachesRoute } from './link-reach.ts';
import { FIELD_PERMISSIONS, ROUTE_PERMISSIONS, TRANSCRIPT_ARGUMENT } from './operations.ts';
import { REVIEW_COOKIE } from './presented.ts';
import { allows } from './role-gate.ts';

/**
 * The role matrix: every query, mutation and subscription of the schema, and every data route, as each kind of
 * asker, against the table (auth/operations.ts × auth/roles.ts). GraphQL in-process (yoga.fetch), with a sample over
 * real HTTP. Arguments are placeholders: an allowed operation may fail (NOT_FOUND, BAD_USER_INPUT…), but never as
 * FORBIDDEN or UNAUTHENTICATED; a refused one must fail so, having run nothing.
 *
 * Review links (view, comment) are walked twice: with a placeholder id and with their own transcript's id. Within
 * LINK_REACH and their grant, on their own transcript, they run; anything else answers NOT_FOUND having run nothing
 * (no `data` in the answer), so a link tells nothing of what else exists.
 */

const SERVICE_TOKEN = 'the-service-token-of-the-matrix';
const PLACEHOLDER_ID = 'aaaaaaaaaaaaaaa';
let h: Harness;
const askers: Record<string, { identity: Identity; headers: Record<string, string> }> = {};
/** The transcript the review links are for. */
let linkedId = '';
const LINK_ASKERS = ['viewLink', 'commentLink'];

beforeAll(async () => {
  h = await startHarness({ TAPESCRIPT_ACCESS_TOKEN: SERVICE_TOKEN });
  const { accounts } = h.app.services;
  for (const role of ['owner', 'editor', 'viewer'] as const) {
    const user = await accounts.addUser({ email: `${role}@example.org`, password: `the ${role} passphrase`, role });
    const identity: Identity = { kind: 'user', role, user: { id: user.id, email: user.email, name: '' }, tokenId: '' };
    const { token } = await accounts.createApiToken({ identity, address: 'test' }, `${role} matrix`, null);
    askers[role] = { identity: { ...identity, kind: 'apiToken' }, headers: { authorization: `Bearer ${token}` } };
  }
  askers.service = { identity: SERVICE, headers: { authorization: `Bearer ${SERVICE_TOKEN}` } };
  askers.nobody = { identity: ANONYMOUS, headers: {} };
  const uploaded = await (await h.upload('Linked', wavBytes(), 'linked.wav', 'audio/wav', { 'x-graphql-yoga-csrf': '1', ...askers.service.headers })).json();
  linkedId = uploaded.data.uploadAudio.id;
  await waitForStatus(h, linkedId, 20_000).catch(() => undefined);
  for (const [name, permission] of [['viewLink', 'view'], ['commentLink', 'comment']] as const) {
    const { url } = await h.app.services.reviewLinks.create({ identity: askers.owner.identity, address: 'test' }, linkedId, permission, name, null, 'http://x');
    const token = url.split('/r/')[1];
    const identity = await h.app.services.access.reviewLink(token, 'test');
    askers[name] = { identity: identity as Identity, headers: { cookie: `${REVIEW_COOKIE}=${token}` } };
  }
}, 60_000);
afterAll(() => h?.close());

/** A placeholder value of an input type (null for an upload: its variable then fails, after the gate); `id` for IDs. */
function placeholder(type: GraphQLInputType, id = PLACEHOLDER_ID): unknown {
  if (isNonNullType(type)) return placeholder(type.ofType, id);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).filter((field) => isNonNullType(field.type)).map((field) => [field.name, placeholder(field.type, id)]));
  }
  const scalars: Record<string, unknown> = { ID: id, String: 'x', Int: 1, Float: 1, Boolean: false, DateTime: '2099-01-01T00:00:00.000Z', Upload: null };
  return scalars[type.name];
}

/** An operation selecting one root field, with every required argument as a variable. */
function operationOf(kind: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>, id = PLACEHOLDER_ID): { query: string; variables: Record<string, unknown> } {
  const required = field.args.filter((arg: GraphQLArgument) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const declared = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return {
    query: `${kind}${declared ? ` (${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(required.map((arg) => [arg.name, placeholder(arg.type, id)])),
  };
}

type Answer = { data?: unknown; errors?: { extensions?: { code?: string } }[] };
const codes = (body: Answer) => (body.errors ?? []).map((error) => error.extensions?.code ?? 'NONE');

/**
 * The error codes of an answer: a JSON result, or the first event of a subscription's stream (none while it stays
 * open); a code "RAN NOTHING" is added when the answer has no `data` at all (the gate stopped it before it ran).
 */
async function codesOf(response: Response, subscription: boolean, refusalExpected: boolean): Promise<string[]> {
  const withRun = (body: Answer) => [...codes(body), ...('data' in body ? [] : ['RAN NOTHING'])];
  if (!subscription || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
    return withRun((await response.json()) as Answer);
  }
  const reader = response.body!.getReader();
  // A refusal is the stream's first event; an allowed subscription may simply stay open, waiting for changes.
  const waited = setTimeout(() => void reader.cancel(), refusalExpected ? 10_000 : 500);
  let text = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return [];
      text += new TextDecoder().decode(value);
      const block = text.split('\n\n').map(parseEventBlock).find((event) => event?.event === 'next');
      if (block) return withRun(JSON.parse(block.data) as Answer);
    }
  } catch {
    return [];
  } finally {
    clearTimeout(waited);
    void reader.cancel().catch(() => undefined);
  }
}

const ROOTS = [
  ['query', schema.getQueryType()],
  ['mutation', schema.getMutationType()],
  ['subscription', schema.getSubscriptionType()],
] as const;

/** Whether the table lets `identity` run `key` with these arguments (a link: within its reach, on its transcript). */
function tableAllows(identity: Identity, key: string, variables: Record<string, unknown>): boolean {
  return identity.kind === 'reviewLink' ? linkReaches(identity, key, variables) : allows(identity, FIELD_PERMISSIONS[key]);
}

/** How the gate refuses this asker: a link as if nothing were there, nobody as unauthenticated, a role as forbidden. */
function refusedAs(identity: Identity, codes: string[]): boolean {
  if (identity.kind === 'reviewLink') return codes[0] === 'NOT_FOUND' && codes.includes('RAN NOTHING');
  return codes[0] === (identity.role === null ? 'UNAUTHENTICATED' : 'FORBIDDEN');
}

describe.each(['nobody', 'viewer', 'editor', 'service', 'owner', ...LINK_ASKERS])('as %s', (name) => {
  test('every query, mutation and subscription: allowed as the table says, refused otherwise', async () => {
    const { identity, headers } = askers[name];
    const wrong: string[] = [];
    // A link is walked on another transcript (the placeholder) and on its own.
    for (const id of identity.kind === 'reviewLink' ? [PLACEHOLDER_ID, linkedId] : [PLACEHOLDER_ID]) {
      for (const [kind, type] of ROOTS) {
        for (const field of Object.values((type as GraphQLObjectType).getFields())) {
          const key = `${(type as GraphQLObjectType).name}.${field.name}`;
          const operation = operationOf(kind, field, id);
          const allowed = tableAllows(identity, key, operation.variables);
          const subscription = kind === 'subscription';
          const response = await h.app.yoga.fetch('http://matrix.invalid/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: subscription ? 'text/event-stream' : 'application/json', ...headers },
            body: JSON.stringify(operation),
          });
          const codes = await codesOf(response, subscription, !allowed);
          const refused = identity.kind === 'reviewLink' ? refusedAs(identity, codes) : codes.some((code) => code === 'FORBIDDEN' || code === 'UNAUTHENTICATED');
          if (allowed === refused || (!allowed && !refusedAs(identity, codes))) {
            wrong.push(`${key}${id === PLACEHOLDER_ID ? '' : ' (its transcript)'}: ${allowed ? 'allowed' : 'refused'} by the table, answered ${codes.join(',') || 'ok'}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  test('the data routes, over real HTTP', async () => {
    const { identity, headers } = askers[name];
    for (const [route, path] of [['media', `/media/${PLACEHOLDER_ID}`], ['export', `/export/${PLACEHOLDER_ID}.txt`]] as const) {
      const status = (await fetch(`${h.app.url}${path}`, { headers })).status;
      if (identity.kind === 'reviewLink') expect(status, route).toBe(404);
      else if (allows(identity, ROUTE_PERMISSIONS[route])) expect(status, route).toBe(404);
      else expect(status, route).toBe(identity.role === null ? 401 : 403);
    }
    if (identity.kind !== 'reviewLink') return;
    // Its own transcript's audio and export open (a transcription that failed has no text to export: 400).
    for (const [route, path] of [['media', `/media/${linkedId}`], ['export', `/export/${linkedId}.txt`]] as const) {
      expect(linkReachesRoute(identity, route, linkedId), route).toBe(true);
      expect([200, 400], route).toContain((await fetch(`${h.app.url}${path}`, { headers })).status);
    }
  });

  test('a sample over real HTTP: reading, editing, managing people', async () => {
    const { identity, headers } = askers[name];
    const code = async (query: string) => (await h.gql(query, {}, headers)).errors?.[0]?.extensions?.code ?? 'ok';
    const expectations: Array<[string, string]> = [
      ['{ transcripts { totalItems } }', 'read'],
      [`mutation { renameTranscript(id: "${PLACEHOLDER_ID}", title: "x") { id } }`, 'edit'],
      ['{ users { id } }', 'users'],
    ];
    for (const [query, permission] of expectations) {
      const answer = await code(query);
      if (identity.kind === 'reviewLink') expect(answer, query).toBe('NOT_FOUND');
      else if (allows(identity, permission as 'read')) expect(['ok', 'NOT_FOUND'], query).toContain(answer);
      else expect(answer, query).toBe(identity.role === null ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
  });
});

describe('a private transcript', () => {
  let privateId = '';
  beforeAll(async () => {
    const uploaded = await (await h.upload('Private', wavBytes(), 'private.wav', 'audio/wav', { 'x-graphql-yoga-csrf': '1', ...askers.owner.headers })).json();
    privateId = uploaded.data.uploadAudio.id;
    await h.app.services.transcriptAccess.setVisibility({ identity: askers.owner.identity, address: 'test' }, privateId, 'private');
  });

  test.each(['viewer', 'editor', 'service'])('as %s, who may not see it: every field naming it answers NOT_FOUND, having run nothing, over real HTTP', async (name) => {
    const wrong: string[] = [];
    for (const [kind, type] of ROOTS) {
      for (const field of Object.values((type as GraphQLObjectType).getFields())) {
        const key = `${(type as GraphQLObjectType).name}.${field.name}`;
        if (!TRANSCRIPT_ARGUMENT[key] || !allows(askers[name].identity, FIELD_PERMISSIONS[key])) continue;
        const operation = operationOf(kind, field, privateId);
        const answer = (await h.gql(operation.query, operation.variables, askers[name].headers)) as Answer;
        if (codes(answer)[0] !== 'NOT_FOUND' || 'data' in answer) wrong.push(`${key}: ${codes(answer).join(',') || 'ok'}`);
      }
    }
    expect(wrong).toEqual([]);
    for (const path of [`/media/${privateId}`, `/export/${privateId}.txt`]) expect((await fetch(`${h.app.url}${path}`, { headers: askers[name].headers })).status, path).toBe(404);
    expect((await h.gql('query ($id: ID!) { transcript(id: $id) { id } }', { id: privateId }, askers[name].headers)).data).toEqual({ transcript: null });
  });

  test('its creator, an owner, sees it', async () => {
    expect((await h.gql('query ($id: ID!) { transcript(id: $id) { visibility } }', { id: privateId }, askers.owner.headers)).data).toEqual({ transcript: { visibility: 'PRIVATE' } });
  });
});
