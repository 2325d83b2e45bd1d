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
import { startHarness, type Harness } from '../test/harness.ts';
import { ANONYMOUS, SERVICE, type Identity } from './identity.ts';
import { FIELD_PERMISSIONS, ROUTE_PERMISSIONS } from './operations.ts';
import { allows } from './role-gate.ts';

/**
 * The role matrix: every query, mutation and subscription of the schema, and every data route, as each kind of
 * asker, against the table (auth/operations.ts × auth/roles.ts). GraphQL in-process (yoga.fetch), with a sample over
 * real HTTP. Arguments are placeholders: an allowed operation may fail (NOT_FOUND, BAD_USER_INPUT…), but never as
 * FORBIDDEN or UNAUTHENTICATED; a refused one must fail so, having run nothing.
 */

const SERVICE_TOKEN = 'the-service-token-of-the-matrix';
const PLACEHOLDER_ID = 'aaaaaaaaaaaaaaa';
let h: Harness;
const askers: Record<string, { identity: Identity; headers: Record<string, string> }> = {};

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
}, 60_000);
afterAll(() => h?.close());

/** A placeholder value of an input type (null for an upload: its variable then fails, after the gate). */
function placeholder(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return placeholder(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).filter((field) => isNonNullType(field.type)).map((field) => [field.name, placeholder(field.type)]));
  }
  const scalars: Record<string, unknown> = { ID: PLACEHOLDER_ID, String: 'x', Int: 1, Float: 1, Boolean: false, DateTime: '2099-01-01T00:00:00.000Z', Upload: null };
  return scalars[type.name];
}

/** An operation selecting one root field, with every required argument as a variable. */
function operationOf(kind: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>): { query: string; variables: Record<string, unknown> } {
  const required = field.args.filter((arg: GraphQLArgument) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const declared = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return {
    query: `${kind}${declared ? ` (${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(required.map((arg) => [arg.name, placeholder(arg.type)])),
  };
}

/** The error codes of an answer: a JSON result, or the first event of a subscription's stream (none while it stays open). */
async function codesOf(response: Response, subscription: boolean, refusalExpected: boolean): Promise<string[]> {
  if (!subscription || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    return (body.errors ?? []).map((error) => error.extensions?.code ?? 'NONE');
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
      if (block) return ((JSON.parse(block.data) as { errors?: { extensions?: { code?: string } }[] }).errors ?? []).map((error) => error.extensions?.code ?? 'NONE');
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

describe.each(['nobody', 'viewer', 'editor', 'service', 'owner'])('as %s', (name) => {
  test('every query, mutation and subscription: allowed as the table says, refused otherwise', async () => {
    const { identity, headers } = askers[name];
    const wrong: string[] = [];
    for (const [kind, type] of ROOTS) {
      for (const field of Object.values((type as GraphQLObjectType).getFields())) {
        const key = `${(type as GraphQLObjectType).name}.${field.name}`;
        const allowed = allows(identity, FIELD_PERMISSIONS[key]);
        const subscription = kind === 'subscription';
        const response = await h.app.yoga.fetch('http://matrix.invalid/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: subscription ? 'text/event-stream' : 'application/json', ...headers },
          body: JSON.stringify(operationOf(kind, field)),
        });
        const codes = await codesOf(response, subscription, !allowed);
        const refused = codes.some((code) => code === 'FORBIDDEN' || code === 'UNAUTHENTICATED');
        const expected = identity.role === null ? 'UNAUTHENTICATED' : 'FORBIDDEN';
        if (allowed === refused || (!allowed && codes[0] !== expected)) wrong.push(`${key}: ${allowed ? 'allowed' : 'refused'} by the table, answered ${codes.join(',') || 'ok'}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  test('the data routes, over real HTTP', async () => {
    const { identity, headers } = askers[name];
    for (const [route, path] of [['media', `/media/${PLACEHOLDER_ID}`], ['export', `/export/${PLACEHOLDER_ID}.txt`]] as const) {
      const status = (await fetch(`${h.app.url}${path}`, { headers })).status;
      if (allows(identity, ROUTE_PERMISSIONS[route])) expect(status, route).toBe(404);
      else expect(status, route).toBe(identity.role === null ? 401 : 403);
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
      if (allows(identity, permission as 'read')) expect(['ok', 'NOT_FOUND'], query).toContain(answer);
      else expect(answer, query).toBe(identity.role === null ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
  });
});
