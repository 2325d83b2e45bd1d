import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REVIEW_COOKIE } from '../auth/presented.ts';
import type { Role } from '../auth/roles.ts';
import { loadEditorServiceConfig } from '../editor-service/config.ts';
import { createEditorService, type RunningEditorService } from '../editor-service/service.ts';
import { sendJson, startStandIn } from '../editor-service/testing/stand-in.ts';
import { startHarness, wavBytes, type Harness } from '../test/harness.ts';

/**
 * Pseudonyms over real HTTP on a real PocketBase (README "Pseudonyms"): the lists and who may set them, a private
 * transcript's list, suggestions, what each role is shown of a pseudonymised transcript, and refine through the
 * real editor service and its LLM client with a model stand-in that must never be sent a listed term.
 */

const SERVICE_TOKEN = 'the-service-token-of-pseudonyms';
let h: Harness;
const people: Record<string, { id: string; headers: Record<string, string> }> = {};
let id = '';

const timed = (speaker: string, text: string, start: number) => {
  const texts = text.split(' ');
  return { speaker, text, start, end: start + texts.length, words: texts.map((word, i) => ({ text: word, start: start + i, end: start + i + 0.9, confidence: 0.9 })) };
};
const SEGMENTS = [
  timed('Jane Doe', "hello i'm jane doe from acme, inc. in Kraków", 0),
  timed('Speaker 2', "nice to meet you Jane. Jane’s work at acme inc is known, mail jane@example.com", 10),
  timed('Speaker 2', 'and ask Bob. Bob knows', 30),
];

const as = (who: string, query: string, variables: Record<string, unknown> = {}) => h.gql(query, variables, people[who].headers);
const code = (answer: { errors?: { extensions?: { code?: string } }[] }) => answer.errors?.[0]?.extensions?.code;

async function upload(title: string, who = 'editor'): Promise<string> {
  const answer = await (await h.upload(title, wavBytes(), 'a.wav', 'audio/wav', { 'x-graphql-yoga-csrf': '1', ...people[who].headers })).json();
  const made = answer.data.uploadAudio.id as string;
  for (let tries = 0; tries < 400; tries++) {
    const { data } = await as(who, 'query ($id: ID!) { transcript(id: $id) { status } }', { id: made });
    if (data.transcript.status !== 'TRANSCRIBING') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return made;
}

beforeAll(async () => {
  h = await startHarness({ TAPESCRIPT_ACCESS_TOKEN: SERVICE_TOKEN });
  h.editor.transcribe = () => ({ status: 200, body: { engine: 'whisper', model: 'base', language: 'en', speakerEngine: 'campplus', duration: 40, segments: SEGMENTS } });
  const roles: [string, Role][] = [['owner', 'owner'], ['editor', 'editor'], ['colleague', 'editor'], ['viewer', 'viewer'], ['granted', 'viewer']];
  for (const [name, role] of roles) {
    const user = await h.app.services.accounts.addUser({ email: `${name}@example.org`, password: `the ${name} passphrase`, role });
    const identity = { kind: 'user' as const, role, user: { id: user.id, email: user.email, name }, tokenId: '' };
    const { token } = await h.app.services.accounts.createApiToken({ identity, address: 'test' }, name, null);
    people[name] = { id: user.id, headers: { authorization: `Bearer ${token}` } };
  }
  people.service = { id: '', headers: { authorization: `Bearer ${SERVICE_TOKEN}` } };
  id = await upload('Interview with Jane Doe');
}, 60_000);
afterAll(() => h?.close());

const SET = 'mutation ($t: ID, $term: String!, $kind: PseudonymKind!, $r: String) { setPseudonym(transcriptId: $t, term: $term, kind: $kind, replacement: $r) { id transcriptId term kind replacement } }';
const LIST = 'query ($t: ID) { pseudonyms(transcriptId: $t) { term replacement transcriptId } }';

describe('pseudonym lists', () => {
  test('editors set terms on a transcript and on the library; a default replacement is the next free one of its kind', async () => {
    const jane = await as('editor', SET, { t: id, term: 'Jane Doe', kind: 'PERSON' });
    expect(jane.data.setPseudonym).toMatchObject({ transcriptId: id, term: 'Jane Doe', kind: 'PERSON', replacement: '[Person A]' });
    expect((await as('editor', SET, { t: id, term: 'Jane', kind: 'PERSON', r: '[Person A]' })).data.setPseudonym.replacement).toBe('[Person A]');
    expect((await as('editor', SET, { t: id, term: 'Bob', kind: 'PERSON' })).data.setPseudonym.replacement).toBe('[Person B]');
    expect((await as('owner', SET, { term: 'Acme, Inc.', kind: 'ORG' })).data.setPseudonym).toMatchObject({ transcriptId: null, replacement: '[Organisation 1]' });
    expect((await as('service', SET, { term: 'Kraków', kind: 'PLACE' })).data.setPseudonym.replacement).toBe('[Place 1]');
    // The library's default is free in every list: "[Person A]" and "[Person B]" are taken on the transcript.
    expect((await as('owner', SET, { term: 'Someone Else', kind: 'PERSON' })).data.setPseudonym.replacement).toBe('[Person C]');
  });

  test('a list holds a term once: setting it again changes its entry; the transcript’s entry wins over the library’s', async () => {
    await as('owner', SET, { term: 'bob', kind: 'PERSON', r: 'Participant 7' });
    const again = await as('editor', SET, { t: id, term: 'BOB', kind: 'PERSON', r: '[Person B]' });
    expect(again.data.setPseudonym.term).toBe('BOB');
    const { data } = await as('editor', LIST, { t: id });
    expect(data.pseudonyms).toEqual([
      { term: 'Jane Doe', replacement: '[Person A]', transcriptId: id },
      { term: 'Jane', replacement: '[Person A]', transcriptId: id },
      { term: 'BOB', replacement: '[Person B]', transcriptId: id },
      { term: 'Acme, Inc.', replacement: '[Organisation 1]', transcriptId: null },
      { term: 'Kraków', replacement: '[Place 1]', transcriptId: null },
      { term: 'Someone Else', replacement: '[Person C]', transcriptId: null },
    ]);
    expect((await as('editor', LIST)).data.pseudonyms.map((p: { term: string }) => p.term)).toEqual(['Acme, Inc.', 'Kraków', 'Someone Else', 'bob']);
  });

  test('removePseudonym takes a term off; bad terms and replacements are refused', async () => {
    const { data } = await as('owner', SET, { term: 'Temporary', kind: 'OTHER' });
    expect(data.setPseudonym.replacement).toBe('[Redacted 1]');
    expect((await as('owner', 'mutation ($id: ID!) { removePseudonym(id: $id) }', { id: data.setPseudonym.id })).data).toEqual({ removePseudonym: true });
    expect((await as('editor', LIST)).data.pseudonyms.map((p: { term: string }) => p.term)).not.toContain('Temporary');
    const again = await as('owner', 'mutation ($id: ID!) { removePseudonym(id: $id) }', { id: data.setPseudonym.id });
    expect(again.errors?.[0]).toMatchObject({ message: 'Pseudonym not found', extensions: { code: 'NOT_FOUND' } });
    expect(code(await as('editor', SET, { t: id, term: '—', kind: 'OTHER' }))).toBe('BAD_USER_INPUT');
    expect(code(await as('editor', SET, { t: id, term: 'Jane', kind: 'OTHER', r: ' ' }))).toBe('BAD_USER_INPUT');
    expect(code(await as('editor', SET, { t: id, term: 'Jane', kind: 'OTHER', r: 'jane' }))).toBe('BAD_USER_INPUT');
  });

  test('viewers may neither read nor set the lists (they hold the terms)', async () => {
    expect(code(await as('viewer', LIST, { t: id }))).toBe('FORBIDDEN');
    expect(code(await as('viewer', SET, { t: id, term: 'X', kind: 'OTHER' }))).toBe('FORBIDDEN');
    expect(code(await as('granted', 'query ($t: ID!) { suggestPseudonyms(transcriptId: $t) { term } }', { t: id }))).toBe('FORBIDDEN');
  });

  test('a private transcript’s list is not found by whoever does not see the transcript', async () => {
    const secret = await upload('Secret', 'editor');
    await as('editor', 'mutation ($id: ID!) { setTranscriptAccess(id: $id, visibility: PRIVATE) { visibility } }', { id: secret });
    expect((await as('editor', SET, { t: secret, term: 'Hidden Person', kind: 'PERSON' })).errors).toBeUndefined();
    const refusal = async (who: string, t: string) => (await as(who, LIST, { t })).errors?.map(({ message, extensions }) => ({ message, code: extensions?.code }));
    expect(await refusal('colleague', secret)).toEqual([{ message: 'Transcript not found', code: 'NOT_FOUND' }]);
    expect(await refusal('colleague', secret)).toEqual(await refusal('colleague', 'zzzzzzzzzzzzzzz'));
    expect(code(await as('colleague', SET, { t: secret, term: 'X', kind: 'OTHER' }))).toBe('NOT_FOUND');
    expect(code(await as('service', LIST, { t: secret }))).toBe('NOT_FOUND');
    expect((await as('owner', LIST, { t: secret })).data.pseudonyms[0].term).toBe('Hidden Person');
  });
});

describe('suggestions', () => {
  const SUGGEST = 'query ($t: ID!) { suggestPseudonyms(transcriptId: $t) { term kind reason count } }';

  test('offers what is not listed, and never again once dismissed', async () => {
    const fresh = await upload('Fresh');
    const { data } = await as('editor', SUGGEST, { t: fresh });
    // Bob is on the library's list already; "jane" is also a word of the e-mail address.
    expect(data.suggestPseudonyms).toEqual([
      { term: 'Jane Doe', kind: 'PERSON', reason: 'SPEAKER', count: 1 },
      { term: 'jane@example.com', kind: 'CONTACT', reason: 'EMAIL', count: 1 },
      { term: 'Jane', kind: 'PERSON', reason: 'NAME', count: 4 },
    ]);
    expect((await as('editor', 'mutation ($t: ID!, $term: String!) { dismissPseudonymSuggestion(transcriptId: $t, term: $term) }', { t: fresh, term: 'JANE' })).errors).toBeUndefined();
    await as('editor', SET, { t: fresh, term: 'jane@example.com', kind: 'CONTACT' });
    expect((await as('editor', SUGGEST, { t: fresh })).data.suggestPseudonyms.map((s: { term: string }) => s.term)).toEqual(['Jane Doe']);
  });
});

describe('who is shown what of a pseudonymised transcript', () => {
  const READ = 'query ($id: ID!) { transcript(id: $id) { title pseudonymised showsPseudonyms segments { speaker text words { text start end } } } }';
  const ORIGINAL_TITLE = 'Interview with Jane Doe';

  async function shown(headers: Record<string, string>): Promise<string> {
    const { data, errors } = await h.gql(READ, { id }, headers);
    expect(errors).toBeUndefined();
    return data.transcript.showsPseudonyms ? 'pseudonyms' : 'originals';
  }

  test('before it is pseudonymised everyone reads the terms', async () => {
    const { data } = await as('viewer', READ, { id });
    expect(data.transcript).toMatchObject({ title: ORIGINAL_TITLE, pseudonymised: false, showsPseudonyms: false });
    expect(data.transcript.segments[0].text).toBe(SEGMENTS[0].text);
  });

  test('viewers and review links see the pseudonyms: title, texts, words and speakers; editors, owners and the service token the terms', async () => {
    expect(code(await as('viewer', 'mutation ($id: ID!) { setPseudonymised(id: $id, pseudonymised: true) { pseudonymised } }', { id }))).toBe('FORBIDDEN');
    const on = await as('editor', 'mutation ($id: ID!) { setPseudonymised(id: $id, pseudonymised: true) { pseudonymised } }', { id });
    expect(on.data).toEqual({ setPseudonymised: { pseudonymised: true } });
    const { data } = await as('viewer', READ, { id });
    expect(data.transcript.title).toBe('Interview with [Person A]');
    expect(data.transcript.segments.map((s: { speaker: string; text: string }) => [s.speaker, s.text])).toEqual([
      ['[Person A]', "hello i'm [Person A] from [Organisation 1]. in [Place 1]"],
      // "jane" is a word of the address too: hiding a name too often is the safe mistake.
      ['Speaker 2', 'nice to meet you [Person A]. [Person A]’s work at [Organisation 1] is known, mail [Person A]@example.com'],
      ['Speaker 2', 'and ask [Person B]. [Person B] knows'],
    ]);
    const words = data.transcript.segments[0].words;
    expect(words.map((w: { text: string }) => w.text)).toEqual(['hello', "i'm", '[Person A]', 'from', '[Organisation 1].', 'in', '[Place 1]']);
    expect(words[2]).toMatchObject({ start: 2, end: 3.9 });
    const link = await as('editor', 'mutation ($t: ID!) { createReviewLink(transcriptId: $t, permission: COMMENT, reviewerName: "Rita") { url } }', { t: id });
    const reviewer = { cookie: `${REVIEW_COOKIE}=${link.data.createReviewLink.url.split('/r/')[1]}` };
    const views = Object.fromEntries(await Promise.all(['viewer', 'granted', 'editor', 'owner', 'service'].map(async (who) => [who, await shown(people[who].headers)])));
    expect({ ...views, reviewLink: await shown(reviewer) }).toEqual({ viewer: 'pseudonyms', granted: 'pseudonyms', editor: 'originals', owner: 'originals', service: 'originals', reviewLink: 'pseudonyms' });
    expect((await as('editor', READ, { id })).data.transcript.segments[0].text).toBe(SEGMENTS[0].text);
  });

  test('a viewer granted originals reads the terms until it is revoked', async () => {
    const GRANT = 'mutation ($t: ID!, $u: ID!) { grantOriginals(transcriptId: $t, userId: $u) { originalsGrants } }';
    expect(code(await as('viewer', GRANT, { t: id, u: people.viewer.id }))).toBe('FORBIDDEN');
    expect((await as('editor', GRANT, { t: id, u: 'zzzzzzzzzzzzzzz' })).errors?.[0]).toMatchObject({ message: 'User not found', extensions: { code: 'NOT_FOUND' } });
    expect((await as('editor', GRANT, { t: id, u: people.granted.id })).data).toEqual({ grantOriginals: { originalsGrants: [people.granted.id] } });
    expect(await shown(people.granted.headers)).toBe('originals');
    expect((await as('granted', READ, { id })).data.transcript.title).toBe(ORIGINAL_TITLE);
    expect(await shown(people.viewer.headers)).toBe('pseudonyms');
    await as('owner', 'mutation ($t: ID!, $u: ID!) { revokeOriginals(transcriptId: $t, userId: $u) { originalsGrants } }', { t: id, u: people.granted.id });
    expect(await shown(people.granted.headers)).toBe('pseudonyms');
    // The audit log names the transcript by id: its title may hold a term.
    const log = await as('owner', '{ auditLog { action subject } }');
    expect(log.data.auditLog).toEqual(expect.arrayContaining(['transcript-pseudonymised', 'originals-granted', 'originals-revoked'].map((action) => ({ action, subject: id }))));
  });
});

describe('refine through the LLM client', () => {
  let service: RunningEditorService;
  let model: Awaited<ReturnType<typeof startStandIn>>;

  beforeAll(async () => {
    // The model capitalises each text; the real editor service (its LLM engine) sits between the server and it.
    model = await startStandIn((request, res) => {
      const { messages } = JSON.parse(request.body.toString());
      const { segments } = JSON.parse(messages.at(-1).content);
      const fixed = segments.map((s: { text: string }) => ({ ...s, text: s.text[0].toUpperCase() + s.text.slice(1) }));
      sendJson(res, 200, { choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify({ segments: fixed }) }, finish_reason: 'stop' }] });
    });
    service = await createEditorService(loadEditorServiceConfig({ LLM_BASE_URL: model.url, LLM_MODEL: 'tiny' })).listen(0, '127.0.0.1');
    h.editor.refine = async (body) => {
      const answer = await fetch(`${service.url}/refine`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: answer.status, body: await answer.json() };
    };
  });
  afterAll(async () => {
    await service?.close();
    await model?.close();
  });

  test('no listed term reaches the model, in any case, possessive or speaker name; the refined text has them back', async () => {
    const refined = await as('editor', 'mutation ($id: ID!) { refine(id: $id) { segments { speaker text } } }', { id });
    expect(refined.errors).toBeUndefined();
    expect(model.requests.length).toBeGreaterThan(0);
    const sent = model.requests.map((request) => request.body.toString().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).join('\n');
    for (const word of ['jane', 'doe', 'acme', 'krakow', 'bob', 'interview with']) expect(sent, word).not.toContain(word);
    expect(sent).toContain('[person a]');
    expect(refined.data.refine.segments).toEqual([
      { speaker: 'Jane Doe', text: "Hello i'm jane doe from acme, inc. in Kraków" },
      { speaker: 'Speaker 2', text: 'Nice to meet you Jane. Jane’s work at acme inc is known, mail jane@example.com' },
      { speaker: 'Speaker 2', text: 'And ask Bob. Bob knows' },
    ]);
  });
});
