import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REVIEW_COOKIE } from '../auth/presented.ts';
import type { Role } from '../auth/roles.ts';
import { parseSearchQuery, toFtsMatch } from '../domain/search-query.ts';
import { SearchIndex } from '../store/search-index.ts';
import { TranscriptsRepo } from '../store/transcripts-repo.ts';
import { startHarness, wavBytes, type Harness } from '../test/harness.ts';

/**
 * Search, search(speaker:) and the transcripts list of a pseudonymised transcript over real HTTP on a real PocketBase
 * (README "Pseudonyms", docs/search.md): whoever sees its pseudonyms (a viewer; a review link reaches neither) searches the text as
 * they are shown it, so a listed term (the transcript's or the library's) finds nothing there and its replacement
 * does; editors, owners and a viewer granted its originals search the originals. Another transcript, not
 * pseudonymised, holds the same words and is found by everyone.
 */

let h: Harness;
const people: Record<string, { id: string; headers: Record<string, string> }> = {};
let hidden = '';
let plain = '';

const SEGMENTS = [
  { speaker: 'Jane Doe', text: 'hello i am Jane Doe from Acme in Leeds', start: 0, end: 5 },
  { speaker: 'Speaker 2', text: 'nice to meet you Jane, tell me about Acme', start: 10, end: 15 },
  { speaker: 'Speaker 2', text: 'and ask Bob about the harbour', start: 30, end: 35 },
];

const as = (who: string, query: string, variables: Record<string, unknown> = {}) => h.gql(query, variables, people[who].headers);
const SEARCH = 'query ($q: String!, $s: String) { search(query: $q, speaker: $s, first: 50) { transcript { id title } speaker snippet highlighted } }';
type Hit = { transcript: { id: string; title: string }; speaker: string | null; snippet: string; highlighted: string };

async function hits(who: string, q: string, speaker?: string): Promise<Hit[]> {
  const { data, errors } = await as(who, SEARCH, { q, s: speaker ?? null });
  expect(errors).toBeUndefined();
  return data.search;
}
const inHidden = async (who: string, q: string, speaker?: string) => (await hits(who, q, speaker)).filter((hit) => hit.transcript.id === hidden);
const inPlain = async (who: string, q: string, speaker?: string) => (await hits(who, q, speaker)).filter((hit) => hit.transcript.id === plain);

/** Waits until `ready` holds: pseudonymised rows are made in the background after a change. */
async function eventually(ready: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('not made in 10 s');
}

async function upload(title: string, fileName: string): Promise<string> {
  const answer = await (await h.upload(title, wavBytes(), fileName, 'audio/wav', { 'x-graphql-yoga-csrf': '1', ...people.editor.headers })).json();
  const made = answer.data.uploadAudio.id as string;
  await eventually(async () => (await as('editor', 'query ($id: ID!) { transcript(id: $id) { status } }', { id: made })).data.transcript.status !== 'TRANSCRIBING');
  return made;
}

beforeAll(async () => {
  h = await startHarness();
  h.editor.transcribe = () => ({ status: 200, body: { engine: 'whisper', model: 'base', language: 'en', duration: 40, segments: SEGMENTS } });
  const roles: [string, Role][] = [['owner', 'owner'], ['editor', 'editor'], ['viewer', 'viewer'], ['granted', 'viewer']];
  for (const [name, role] of roles) {
    const user = await h.app.services.accounts.addUser({ email: `${name}@example.org`, password: `the ${name} passphrase`, role });
    const identity = { kind: 'user' as const, role, user: { id: user.id, email: user.email, name }, tokenId: '' };
    const { token } = await h.app.services.accounts.createApiToken({ identity, address: 'test' }, name, null);
    people[name] = { id: user.id, headers: { authorization: `Bearer ${token}` } };
  }
  plain = await upload('Notes on Jane Doe', 'jane doe notes.wav');
  hidden = await upload('Interview with Jane Doe', 'Jane Doe at Acme.wav');
  const SET = 'mutation ($t: ID, $term: String!, $kind: PseudonymKind!, $r: String) { setPseudonym(transcriptId: $t, term: $term, kind: $kind, replacement: $r) { id } }';
  await as('editor', SET, { t: hidden, term: 'Jane Doe', kind: 'PERSON', r: '[Person A]' });
  await as('editor', SET, { t: hidden, term: 'Jane', kind: 'PERSON', r: '[Person A]' });
  await as('owner', SET, { term: 'Acme', kind: 'ORG', r: '[Organisation 1]' });
  await as('editor', 'mutation ($t: ID!, $u: ID!) { grantOriginals(transcriptId: $t, userId: $u) { id } }', { t: hidden, u: people.granted.id });
  await as('editor', 'mutation ($id: ID!) { setPseudonymised(id: $id, pseudonymised: true) { id } }', { id: hidden });
  const link = await as('editor', 'mutation ($t: ID!) { createReviewLink(transcriptId: $t, permission: VIEW, reviewerName: "Rita") { url } }', { t: hidden });
  people.reviewLink = { id: '', headers: { cookie: `${REVIEW_COOKIE}=${link.data.createReviewLink.url.split('/r/')[1]}` } };
  await eventually(async () => (await inHidden('viewer', '"person a"')).length > 0);
}, 60_000);
afterAll(() => h?.close());

describe('search in a pseudonymised transcript', () => {
  test('a listed term, the transcript’s or the library’s, finds nothing there for a viewer or a review link; the other transcript is found', async () => {
    for (const term of ['jane', '"jane doe"', 'acme', 'jan*']) {
      expect(await inHidden('viewer', term), `searching ${term}`).toEqual([]);
    }
    expect((await inPlain('viewer', 'jane')).length).toBe(2);
    expect((await inPlain('viewer', 'acme')).length).toBe(2);
  });

  test('a review link reaches neither search nor the transcripts list (only its own transcript)', async () => {
    for (const query of [SEARCH, '{ transcripts { totalItems } }']) {
      expect((await as('reviewLink', query, { q: 'jane' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  test('its replacement finds it, with the snippet, speaker and title as they are shown', async () => {
    const found = await inHidden('viewer', '"person a"');
    expect(found.map((hit) => [hit.speaker, hit.snippet])).toEqual(
      expect.arrayContaining([
        ['[Person A]', 'hello i am [Person A] from [Organisation 1] in Leeds'],
        ['Speaker 2', 'nice to meet you [Person A], tell me about [Organisation 1]'],
      ]),
    );
    expect(found.every((hit) => hit.transcript.title === 'Interview with [Person A]')).toBe(true);
    expect((await inHidden('viewer', 'organisation')).length).toBe(2);
    // Words no term touches are found as before.
    expect((await inHidden('viewer', 'harbour')).map((hit) => hit.snippet)).toEqual(['and ask Bob about the harbour']);
    expect(await inPlain('viewer', '"person a"')).toEqual([]);
  });

  test('editors, owners and a viewer granted its originals search the originals, and never the replacements', async () => {
    for (const who of ['editor', 'owner', 'granted']) {
      expect((await inHidden(who, 'jane')).map((hit) => hit.snippet).sort(), who).toEqual([SEGMENTS[0].text, SEGMENTS[1].text]);
      expect((await inHidden(who, 'acme')).length).toBe(2);
      expect(await inHidden(who, '"person a"')).toEqual([]);
      expect((await inHidden(who, 'jane'))[0].transcript.title).toBe('Interview with Jane Doe');
    }
  });
});

test('PocketBase’s search route (a store on another machine) answers a viewer as the server’s own reading does', async () => {
  const viaRoute = new SearchIndex(h.app.store);
  const viewer = { userId: people.viewer.id, role: 'viewer' as const };
  for (const [q, speaker] of [['jane', undefined], ['"person a"', undefined], ['hello', '[Person A]'], ['hello', 'Jane Doe']]) {
    const query = { match: toFtsMatch(parseSearchQuery(q!))!, limit: 50, offset: 0, window: 20_000, speaker, reader: { everything: false as const, userId: viewer.userId }, viewer };
    const [local, routed] = await Promise.all([h.app.services.search.index.query(query), viaRoute.query(query)]);
    expect(routed.hits, q).toEqual(local.hits);
  }
  expect((await viaRoute.query({ match: '"person"', limit: 50, offset: 0, window: 20_000, reader: { everything: false, userId: viewer.userId }, viewer })).hits.map((hit) => hit.transcriptId)).toContain(hidden);
});

test('paging a viewer’s hits across both transcripts walks each hit once, in the order of one page', async () => {
  const PAGE = 'query ($q: String!, $after: String) { search(query: $q, first: 1, after: $after) { segmentId snippet cursor transcript { id } } }';
  const all = await hits('viewer', 'meet');
  expect(all.map((hit) => hit.transcript.id).sort()).toEqual([hidden, plain].sort());
  const walked: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < 5; page++) {
    const { data } = await as('viewer', PAGE, { q: 'meet', after });
    if (data.search.length === 0) break;
    walked.push(data.search[0].snippet);
    after = data.search[0].cursor;
  }
  expect(walked).toEqual(all.map((hit) => hit.snippet));
  expect(walked).toContain('nice to meet you [Person A], tell me about [Organisation 1]');
});

describe('search(speaker:)', () => {
  test('a viewer filters by the speaker they are shown: the real name finds nothing there, the replacement does', async () => {
    expect(await inHidden('viewer', 'hello', 'Jane Doe')).toEqual([]);
    expect((await inHidden('viewer', 'hello', '[Person A]')).map((hit) => hit.speaker)).toEqual(['[Person A]']);
    expect((await inPlain('viewer', 'hello', 'Jane Doe')).length).toBe(1);
  });

  test('an editor filters by the real name', async () => {
    expect((await inHidden('editor', 'hello', 'Jane Doe')).map((hit) => hit.speaker)).toEqual(['Jane Doe']);
    expect(await inHidden('editor', 'hello', '[Person A]')).toEqual([]);
  });
});

describe('the transcripts list', () => {
  const LIST = 'query ($title: String) { transcripts(perPage: 100, title: $title) { totalItems items { id title origin { fileName } } } }';
  const row = async (who: string, title?: string) => {
    const { data, errors } = await as(who, LIST, { title: title ?? null });
    expect(errors).toBeUndefined();
    return data.transcripts.items.find((item: { id: string }) => item.id === hidden) ?? null;
  };

  test('a viewer sees its title and file name pseudonymised; an editor and a granted viewer the originals', async () => {
    expect(await row('viewer')).toEqual({ id: hidden, title: 'Interview with [Person A]', origin: { fileName: '[Person A] at [Organisation 1].wav' } });
    for (const who of ['editor', 'granted']) expect(await row(who)).toEqual({ id: hidden, title: 'Interview with Jane Doe', origin: { fileName: 'Jane Doe at Acme.wav' } });
  });

  test('through PocketBase’s API (a store on another machine) the title filter leaves out, for a viewer, what shows them pseudonyms', async () => {
    const remote = new TranscriptsRepo(h.app.store);
    const viewer = { userId: people.viewer.id, role: 'viewer' as const };
    const reader = { everything: false as const, userId: people.viewer.id };
    const ids = async (title: string, who: typeof viewer | null) => (await remote.listTranscripts(1, 100, reader, title, who)).items.map((item) => item.id);
    expect(await ids('Jane', viewer)).toEqual([plain]);
    expect(await ids('Person A', viewer)).toEqual([]);
    expect((await ids('Jane', null)).sort()).toEqual([hidden, plain].sort());
  });

  test('the title filter matches the title as shown: the real name finds nothing for a viewer, the replacement does', async () => {
    expect(await row('viewer', 'Jane')).toBeNull();
    expect((await as('viewer', LIST, { title: 'Jane' })).data.transcripts.totalItems).toBe(1);
    expect(await row('viewer', 'Person A')).toMatchObject({ title: 'Interview with [Person A]' });
    expect(await row('editor', 'Jane')).toMatchObject({ title: 'Interview with Jane Doe' });
    expect(await row('editor', 'Person A')).toBeNull();
  });
});

describe('keeping up', () => {
  test('a term added to the list stops being found at once, and its replacement is found once the rows are made again', async () => {
    expect((await inHidden('viewer', 'bob')).length).toBe(1);
    await as('editor', 'mutation ($t: ID!) { setPseudonym(transcriptId: $t, term: "Bob", kind: PERSON, replacement: "[Person B]") { id } }', { t: hidden });
    expect(await inHidden('viewer', 'bob')).toEqual([]);
    await eventually(async () => (await inHidden('viewer', '"person b"')).length === 1);
    expect(await inHidden('viewer', 'bob')).toEqual([]);
    expect((await inHidden('editor', 'bob')).length).toBe(1);
  });

  test('a new version’s segments are searched pseudonymised once made; an old segment’s twin goes with it', async () => {
    const { data } = await as('editor', 'query ($id: ID!) { transcript(id: $id) { versionId segments { id start end text speaker } } }', { id: hidden });
    const segments = data.transcript.segments.map((segment: Record<string, unknown>) => ({ ...segment }));
    segments[2].text = 'and Jane walked to the lighthouse';
    await as('editor', 'mutation ($id: ID!, $s: [SegmentInput!]!, $b: ID) { saveEdits(id: $id, segments: $s, baseVersionId: $b) { id } }', {
      id: hidden,
      s: segments,
      b: data.transcript.versionId,
    });
    await eventually(async () => (await inHidden('viewer', 'lighthouse')).length === 1);
    expect((await inHidden('viewer', 'lighthouse'))[0].snippet).toBe('and [Person A] walked to the lighthouse');
    expect(await inHidden('viewer', 'harbour')).toEqual([]);
    expect(await inHidden('viewer', 'jane')).toEqual([]);
    expect((await inHidden('editor', 'jane')).length).toBe(3);
  });

  test('not pseudonymised any more: everyone searches the originals; pseudonymised again: the pseudonyms', async () => {
    await as('editor', 'mutation ($id: ID!) { setPseudonymised(id: $id, pseudonymised: false) { id } }', { id: hidden });
    expect((await inHidden('viewer', 'jane')).length).toBe(3);
    await as('editor', 'mutation ($id: ID!) { setPseudonymised(id: $id, pseudonymised: true) { id } }', { id: hidden });
    expect(await inHidden('viewer', 'jane')).toEqual([]);
    await eventually(async () => (await inHidden('viewer', '"person a"')).length === 3);
  });

  test('the cost: one search as a viewer, with a pseudonymised transcript and without (printed, not asserted)', async () => {
    const reader = { everything: false as const, userId: people.viewer.id };
    const viewer = { userId: people.viewer.id, role: 'viewer' as const };
    // The search service itself (index query, snippets), and over HTTP (with the titles pseudonymised), alternately.
    const time = async () => {
      const service: number[] = [];
      const http: number[] = [];
      for (let i = 0; i < 100; i++) {
        let started = performance.now();
        await h.app.services.search.search({ query: 'meet', first: 20, reader, viewer });
        service.push(performance.now() - started);
        started = performance.now();
        await hits('viewer', 'meet');
        http.push(performance.now() - started);
      }
      const at = (runs: number[], q: number) => runs.sort((x, y) => x - y)[Math.floor(runs.length * q)].toFixed(2);
      return `service p50 ${at(service, 0.5)} / p95 ${at(service, 0.95)} ms, HTTP p50 ${at(http, 0.5)} / p95 ${at(http, 0.95)} ms`;
    };
    const withOne = await time();
    await as('editor', 'mutation ($id: ID!) { setPseudonymised(id: $id, pseudonymised: false) { id } }', { id: hidden });
    const without = await time();
    console.log(`a viewer's search "meet": with a pseudonymised transcript ${withOne}; without ${without}`);
  });
});
