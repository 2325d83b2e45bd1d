import {
  getNullableType,
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
  askers.viewLink = await reviewLinkTo(linkedId, 'view');
  askers.commentLink = await reviewLinkTo(linkedId, 'comment');
}, 60_000);
afterAll(() => h?.close());

/** A review link to a transcript, made by the owner, as the asker that opens it. */
async function reviewLinkTo(transcriptId: string, permission: 'view' | 'comment'): Promise<{ identity: Identity; headers: Record<string, string> }> {
  const { url } = await h.app.services.reviewLinks.create({ identity: askers.owner.identity, address: 'test' }, transcriptId, permission, `${permission} link`, null, 'http://x');
  const token = url.split('/r/')[1];
  const identity = await h.app.services.access.reviewLink(token, 'test');
  return { identity: identity as Identity, headers: { cookie: `${REVIEW_COOKIE}=${token}` } };
}

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

/**
 * An operation selecting one root field, with every required argument as a variable, and the one naming a transcript
 * (TRANSCRIPT_ARGUMENT) even where it is optional (createClip's, beside its highlightId).
 */
function operationOf(kind: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>, id = PLACEHOLDER_ID): { query: string; variables: Record<string, unknown> } {
  const named = TRANSCRIPT_ARGUMENT[`${kind[0].toUpperCase()}${kind.slice(1)}.${field.name}`];
  const required = field.args.filter((arg: GraphQLArgument) => (isNonNullType(arg.type) && arg.defaultValue === undefined) || arg.name === named);
  const declared = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return {
    query: `${kind}${declared ? ` (${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
    // The argument naming the transcript names it also when it is a list (exportTranscripts' ids).
    variables: Object.fromEntries(required.map((arg) => [arg.name, arg.name === named && isListType(getNullableType(arg.type)) ? [id] : placeholder(arg.type, id)])),
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

/**
 * What a transcript says of retention (legalHold, audioRemovedAt) and of known voices (rememberedSpeakers), and the
 * policy itself (retention), over real HTTP: whoever may read the transcript sees them, a private one's only its
 * creator and owners; nobody is refused; a review link sees its own transcript's, and not the library's policy.
 */
describe('retention and remembered speakers, by who asks', () => {
  const PRINT = [0.7137913, 0.0314159, 0.2718281, 0.6180339];
  const FIELDS = 'query ($id: ID!) { transcript(id: $id) { legalHold audioRemovedAt rememberedSpeakers { speaker voice { name } } } }';
  const POLICY = '{ retention { audioDays transcriptDays } }';
  /** Held, with a remembered voice; and private, its audio removed by the retention policy. */
  let heldId = '';
  let removedId = '';
  let removedAt = '';

  beforeAll(async () => {
    h.editor.transcribe = () => ({
      status: 200,
      body: {
        engine: 'whisper', model: 'base', language: 'en', speakerEngine: 'campplus', duration: 30,
        segments: [0, 10, 20].map((start) => ({ speaker: 'Speaker 1', text: 'a remembered voice speaks', start, end: start + 6 })),
        voices: { model: 'campplus-test@0', speakers: [{ speaker: 'Speaker 1', embedding: PRINT, seconds: 18 }] },
      },
    });
    h.editor.voiceprints = (clips) => ({ status: 200, body: { model: 'campplus-test@0', clips: clips.map(([start, end]) => ({ start, end, embedding: PRINT })) } });
    const owner = askers.owner.headers;
    const upload = async (title: string) => {
      const answer = await (await h.upload(title, wavBytes(), 'a.wav', 'audio/wav', { 'x-graphql-yoga-csrf': '1', ...owner })).json();
      return (await waitForStatus(h, answer.data.uploadAudio.id, 20_000, owner)).id as string;
    };
    [heldId, removedId] = [await upload('Held'), await upload('Audio removed')];
    const run = async (query: string, variables: Record<string, unknown> = {}) => expect((await h.gql(query, variables, owner)).errors).toBeUndefined();
    await run('mutation ($t: ID!) { rememberVoice(transcriptId: $t, speaker: "Speaker 1", name: "Quirinus") { id } }', { t: heldId });
    await run('mutation ($id: ID!) { setLegalHold(id: $id, hold: true) { legalHold } }', { id: heldId });
    await run('mutation ($id: ID!) { setTranscriptAccess(id: $id, visibility: PRIVATE) { visibility } }', { id: removedId });
    await run('mutation { setRetention(audioDays: 1) { audioDays } }');
    // Two days on, as the hourly run would: the held transcript keeps its audio, the other loses it.
    await h.app.services.retention.enforce(new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
    const removed = await h.gql(FIELDS, { id: removedId }, owner);
    removedAt = removed.data.transcript.audioRemovedAt;
    expect(removedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  }, 60_000);

  const held = { legalHold: true, audioRemovedAt: null, rememberedSpeakers: [{ speaker: 'Speaker 1', voice: { name: 'Quirinus' } }] };

  test.each(['owner', 'editor', 'viewer', 'service'])('as %s, who reads the library', async (name) => {
    const { headers } = askers[name];
    expect(await h.gql(FIELDS, { id: heldId }, headers)).toEqual({ data: { transcript: held } });
    expect(await h.gql(POLICY, {}, headers)).toEqual({ data: { retention: { audioDays: 1, transcriptDays: null } } });
    const removed = (await h.gql(FIELDS, { id: removedId }, headers)).data.transcript;
    // The private one: only its creator (an owner, here) sees it, and so that its audio went.
    if (name === 'owner') expect(removed).toEqual({ legalHold: false, audioRemovedAt: removedAt, rememberedSpeakers: [] });
    else expect(removed).toBeNull();
  });

  test('as nobody: refused, having run nothing', async () => {
    for (const [query, variables] of [[FIELDS, { id: heldId }], [POLICY, {}]] as const) {
      const answer = (await h.gql(query, variables, askers.nobody.headers)) as Answer;
      expect([codes(answer)[0], 'data' in answer], query).toEqual(['UNAUTHENTICATED', false]);
    }
  });

  test.each(['view', 'comment'] as const)('as a %s link: its own transcript’s, not another’s nor the policy', async (permission) => {
    const { headers } = await reviewLinkTo(heldId, permission);
    expect(await h.gql(FIELDS, { id: heldId }, headers)).toEqual({ data: { transcript: held } });
    for (const [query, variables] of [[FIELDS, { id: removedId }], [FIELDS, { id: linkedId }], [POLICY, {}]] as const) {
      const answer = (await h.gql(query, variables, headers)) as Answer;
      expect([codes(answer)[0], 'data' in answer], query).toEqual(['NOT_FOUND', false]);
    }
  });
});

/**
 * A pseudonymised transcript (README "Pseudonyms"), over real HTTP: which of its fields each kind of asker is shown
 * with the terms (a transcript-level "Jane Doe", a library-level "Acme") and which with their replacements. Viewers
 * (by session or API token) and review links see the replacements unless granted originals; editors, owners and the
 * service token the terms; nobody is refused. Local mode has no askers to tell apart: it sees originals
 * (auth/sees-originals.test.ts).
 */
describe('a pseudonymised transcript, by who asks', () => {
  const READ = `query ($id: ID!, $v: ID!) {
    transcript(id: $id) { title showsPseudonyms segments { speaker text words { text } } versions { label } versionChanges(versionId: $v) { after segmentText } comments { quote } }
    versionDiff(id: $id, versionId: $v) { text }
  }`;
  const FIELDS = ['title', 'segments', 'versions', 'versionChanges', 'comments', 'versionDiff'] as const;
  let id = '';
  let renamed = '';

  beforeAll(async () => {
    h.editor.transcribe = () => ({
      status: 200,
      body: {
        engine: 'whisper', model: 'base', language: 'en', duration: 10,
        segments: [{ speaker: 'Speaker 1', text: 'Jane Doe works at Acme', start: 0, end: 4, words: ['Jane', 'Doe', 'works', 'at', 'Acme'].map((text, i) => ({ text, start: i, end: i + 0.9, confidence: 0.9 })) }],
      },
    });
    const owner = askers.owner.headers;
    const run = async (query: string, variables: Record<string, unknown> = {}) => {
      const answer = await h.gql(query, variables, owner);
      expect(answer.errors, query).toBeUndefined();
      return answer.data;
    };
    const uploaded = await (await h.upload('Talk with Jane Doe at Acme', wavBytes(), 'a.wav', 'audio/wav', { 'x-graphql-yoga-csrf': '1', ...owner })).json();
    id = (await waitForStatus(h, uploaded.data.uploadAudio.id, 20_000, owner)).id;
    renamed = (await run('mutation ($id: ID!) { renameSpeaker(id: $id, from: "Speaker 1", to: "Jane Doe") { versionId segments { id } } }', { id })).renameSpeaker.versionId;
    const { transcript } = await run('query ($id: ID!) { transcript(id: $id) { segments { id } } }', { id });
    await run('mutation ($t: ID!, $s: ID!) { addComment(transcriptId: $t, segmentId: $s, text: "About this") { id } }', { t: id, s: transcript.segments[0].id });
    await run('mutation { setPseudonym(term: "Acme", kind: ORG, replacement: "[Organisation 1]") { id } }');
    await run('mutation ($t: ID!) { setPseudonym(transcriptId: $t, term: "Jane Doe", kind: PERSON, replacement: "[Person A]") { id } }', { t: id });
    await run('mutation ($id: ID!) { setPseudonymised(id: $id, pseudonymised: true) { id } }', { id });

    const { accounts } = h.app.services;
    const granted = await accounts.addUser({ email: 'granted@example.org', password: 'the granted passphrase', role: 'viewer' });
    const identity: Identity = { kind: 'user', role: 'viewer', user: { id: granted.id, email: granted.email, name: '' }, tokenId: '' };
    askers.grantedViewer = { identity: { ...identity, kind: 'apiToken' }, headers: { authorization: `Bearer ${(await accounts.createApiToken({ identity, address: 'test' }, 'granted', null)).token}` } };
    await run('mutation ($t: ID!, $u: ID!) { grantOriginals(transcriptId: $t, userId: $u) { id } }', { t: id, u: granted.id });
    const signedIn = await fetch(`${h.app.url}/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'viewer@example.org', password: 'the viewer passphrase' }) });
    expect(signedIn.status).toBe(200);
    askers.viewerSession = { identity: { ...askers.viewer.identity, kind: 'user' } as Identity, headers: { cookie: signedIn.headers.get('set-cookie')!.split(';')[0] } };
    askers.pseudonymisedViewLink = await reviewLinkTo(id, 'view');
    askers.pseudonymisedCommentLink = await reviewLinkTo(id, 'comment');
  }, 60_000);

  /** What one field shows: the terms, their replacements, or (a failure) both or neither. */
  function shows(value: unknown): string {
    const text = JSON.stringify(value);
    const terms = /\b(jane|doe|acme)\b/i.test(text);
    const replacements = text.includes('[Person A]') || text.includes('[Organisation 1]');
    return terms === replacements ? `neither or both: ${text}` : terms ? 'term' : 'replacement';
  }

  const EXPECTED: Record<string, 'term' | 'replacement'> = {
    owner: 'term',
    editor: 'term',
    service: 'term',
    grantedViewer: 'term',
    viewer: 'replacement',
    viewerSession: 'replacement',
    pseudonymisedViewLink: 'replacement',
    pseudonymisedCommentLink: 'replacement',
  };

  test.each(Object.keys(EXPECTED))('as %s', async (name) => {
    const { data, errors } = await h.gql(READ, { id, v: renamed }, askers[name].headers);
    expect(errors).toBeUndefined();
    const { versionDiff, transcript } = data;
    const shown = Object.fromEntries(FIELDS.map((field) => [field, shows(field === 'versionDiff' ? versionDiff : transcript[field])]));
    expect(shown).toEqual(Object.fromEntries(FIELDS.map((field) => [field, EXPECTED[name]])));
    expect(transcript.showsPseudonyms).toBe(EXPECTED[name] === 'replacement');
  });

  test('as nobody: refused, having run nothing', async () => {
    const answer = (await h.gql(READ, { id, v: renamed }, askers.nobody.headers)) as Answer;
    expect([codes(answer)[0], 'data' in answer]).toEqual(['UNAUTHENTICATED', false]);
  });
});
