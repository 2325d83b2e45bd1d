import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EVERYTHING } from '../auth/visibility.ts';
import { HighlightSearch } from '../store/highlight-search.ts';
import { LocalDatabase } from '../store/local-database.ts';
import { startHarness, wavBytes, type Harness } from '../test/harness.ts';

/**
 * The quote bank over real HTTP on a real PocketBase (README "Quotes"): the highlights' FTS table kept in step by its
 * triggers, the filters, paging by cursor, the visibility filter, pseudonyms (no real name found), review links
 * refused, and the exports (CSV escaped against formulas).
 */

let h: Harness;
let owner: { cookie: string };
let editor: { cookie: string };
let viewer: { cookie: string };
let talkId = '';
let secretId = '';
let segments: { id: string; speaker: string; text: string }[] = [];

const post = (path: string, body: unknown) =>
  fetch(`${h.app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const cookieOf = (response: Response) => response.headers.get('set-cookie')!.split(';')[0];
const codeOf = (answer: { errors?: { extensions?: { code?: string } }[] }) => answer.errors?.[0]?.extensions?.code ?? 'ok';

async function person(email: string, role: 'owner' | 'editor' | 'viewer') {
  const password = `the ${role} passphrase here`;
  await h.app.services.accounts.addUser({ email, password, role, name: `${role[0].toUpperCase()}${role.slice(1)} Person` });
  return { cookie: cookieOf(await post('/session', { email, password })) };
}

async function uploaded(title: string, as: { cookie: string }): Promise<string> {
  const response = await h.upload(title, wavBytes(), `${title}.wav`, 'audio/wav', { 'x-graphql-yoga-csrf': '1', ...as });
  const id = (await response.json()).data.uploadAudio.id;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const { data } = await h.gql('query ($id: ID!) { transcript(id: $id) { status } }', { id }, as);
    if (data.transcript.status === 'READY') return id;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${title} was not transcribed`);
}

const ADD =
  'mutation ($t: ID!, $fs: ID!, $fw: Int!, $ts: ID!, $tw: Int!, $tags: [String!], $note: String) { addHighlight(transcriptId: $t, fromSegmentId: $fs, fromWord: $fw, toSegmentId: $ts, toWord: $tw, tags: $tags, note: $note) { id quote cursor } }';
async function add(t: string, segment: { id: string }, from: number, to: number, tags: string[], note?: string) {
  const added = await h.gql(ADD, { t, fs: segment.id, fw: from, ts: segment.id, tw: to, tags, note }, editor);
  expect(added.errors).toBeUndefined();
  return added.data.addHighlight as { id: string; quote: string; cursor: string };
}

const BANK = `query ($q: String, $tags: [String!], $speaker: String, $t: ID, $first: Int!, $after: String) {
  highlights(query: $q, tags: $tags, speaker: $speaker, transcriptId: $t, first: $first, after: $after) { id quote speaker tags cursor transcript { id title } } }`;
type Filters = { q?: string; tags?: string[]; speaker?: string; t?: string; first?: number; after?: string };
const bank = (as: { cookie: string }, vars: Filters = {}) => h.gql(BANK, { first: 20, ...vars }, as);
const quotes = async (as: { cookie: string }, vars: Filters = {}) => {
  const answer = await bank(as, vars);
  expect(answer.errors).toBeUndefined();
  return (answer.data.highlights as { quote: string }[]).map((x) => x.quote);
};

beforeAll(async () => {
  h = await startHarness();
  owner = await person('owner@example.org', 'owner');
  editor = await person('editor@example.org', 'editor');
  viewer = await person('viewer@example.org', 'viewer');
  talkId = await uploaded('Talk with Ada', owner);
  segments = (await h.gql('query ($id: ID!) { transcript(id: $id) { segments { id speaker text } } }', { id: talkId }, editor)).data.transcript.segments;
  // "welcome to the show", "thanks for having me", "um lets start with the the basics"
  await add(talkId, segments[0], 0, 3, ['Opening', 'show'], 'first words');
  await add(talkId, segments[1], 0, 3, ['thanks']);
  await add(talkId, segments[2], 3, 6, ['opening', 'basics']);
  secretId = await uploaded('Private talk', editor);
  expect((await h.gql('mutation ($id: ID!) { setTranscriptAccess(id: $id, visibility: PRIVATE) { visibility } }', { id: secretId }, editor)).errors).toBeUndefined();
  const own = (await h.gql('query ($id: ID!) { transcript(id: $id) { segments { id } } }', { id: secretId }, editor)).data.transcript.segments;
  await add(secretId, own[0], 0, 3, ['opening']);
}, 60_000);
afterAll(() => h?.close());

describe('finding quotes', () => {
  test('newest first; by words (as search reads them), tags (all, case aside), speaker and transcript', async () => {
    expect(await quotes(editor)).toEqual(['welcome to the show', 'with the the basics', 'thanks for having me', 'welcome to the show']);
    expect(await quotes(editor, { q: 'basic*' })).toEqual(['with the the basics']);
    expect(await quotes(editor, { q: '"the show"', t: talkId })).toEqual(['welcome to the show']);
    expect(await quotes(editor, { q: 'show thanks' })).toEqual([]);
    expect(await quotes(editor, { tags: ['OPENING'], t: talkId })).toEqual(['with the the basics', 'welcome to the show']);
    expect(await quotes(editor, { tags: ['opening', 'show'] })).toEqual(['welcome to the show']);
    expect(await quotes(editor, { speaker: segments[1].speaker, t: talkId })).toContain('thanks for having me');
    expect(await quotes(editor, { q: '   ' })).toHaveLength(4);
    expect(await quotes(editor, { q: '!!' })).toEqual([]);
  });

  test('pages by a highlight’s cursor; a bad cursor or first is BAD_USER_INPUT', async () => {
    const first = (await bank(editor, { t: talkId, first: 2 })).data.highlights;
    const next = (await bank(editor, { t: talkId, first: 2, after: first[1].cursor })).data.highlights;
    expect([...first, ...next].map((x: { quote: string }) => x.quote)).toEqual(['with the the basics', 'thanks for having me', 'welcome to the show']);
    expect(codeOf(await bank(editor, { after: 'nonsense' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await bank(editor, { first: 101 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await bank(editor, { first: 0 }))).toBe('BAD_USER_INPUT');
  });

  test('the words index follows each change: a changed quote’s words, a deleted highlight gone', async () => {
    const made = await add(talkId, segments[2], 0, 1, ['temp']);
    expect(await quotes(editor, { q: 'lets' })).toEqual(['um lets']);
    // The triggers keep the index whoever writes: here the store itself changes the words.
    const parts = [{ segmentId: segments[2].id, segmentStart: 0, segmentEnd: 1, span: { from: 0, to: 1 }, quote: 'zebra crossing' }];
    await h.app.store.call((pb) => pb.collection('highlights').update(made.id, { parts }));
    expect(await quotes(editor, { q: 'lets' })).toEqual([]);
    expect(await quotes(editor, { q: 'zebra' })).toEqual(['zebra crossing']);
    expect((await h.gql('mutation ($id: ID!) { deleteHighlight(id: $id) }', { id: made.id }, editor)).errors).toBeUndefined();
    expect(await quotes(editor, { q: 'zebra' })).toEqual([]);
  });

  test('a private transcript’s quotes are absent for those who may not see it; its maker and owners find them', async () => {
    const other = await person('other@example.org', 'editor');
    expect(await quotes(other, { q: 'welcome' })).toEqual(['welcome to the show']);
    expect(await quotes(editor, { q: 'welcome' })).toHaveLength(2);
    expect(await quotes(owner, { q: 'welcome' })).toHaveLength(2);
    expect(await quotes(other, { t: secretId })).toEqual([]);
  });

  test('the route (a PocketBase elsewhere) answers the same page as the server’s own connection', async () => {
    const routed = new HighlightSearch(h.app.store);
    const facts = await h.app.store.call((pb) => pb.send<{ dataDir: string }>('/api/tapescript/version', { method: 'GET' }));
    const database = LocalDatabase.open(facts.dataDir, h.app.store.superuserId)!;
    const local = new HighlightSearch(h.app.store, database);
    for (const query of [{ match: '"welcome"', tags: [] }, { tags: ['opening'] }, { tags: [], speaker: segments[0].speaker }]) {
      const page = { reader: EVERYTHING, limit: 10, ...query };
      expect(await routed.page(page)).toEqual(await local.page(page));
    }
    database.close();
  });

  test('a review link may not ask', async () => {
    const made = await h.gql('mutation ($id: ID!) { createReviewLink(transcriptId: $id, permission: COMMENT, reviewerName: "Ada") { url } }', { id: talkId }, editor);
    const reviewer = { cookie: cookieOf(await fetch(made.data.createReviewLink.url, { redirect: 'manual' })) };
    expect(codeOf(await bank(reviewer))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql('mutation { exportHighlights(format: CSV) { contentBase64 } }', {}, reviewer))).toBe('NOT_FOUND');
  });
});

describe('exports', () => {
  const exported = async (format: string, vars: Filters = {}) => {
    const answer = await h.gql(
      `mutation ($q: String, $t: ID) { exportHighlights(query: $q, transcriptId: $t, format: ${format}) { filename mimeType contentBase64 } }`,
      vars,
      editor,
    );
    expect(answer.errors).toBeUndefined();
    return { ...answer.data.exportHighlights, text: Buffer.from(answer.data.exportHighlights.contentBase64, 'base64').toString() };
  };

  test('CSV: RFC 4180 cells, a formula-like note escaped; Markdown: cited block quotes; Word: a .docx', async () => {
    await add(talkId, segments[1], 0, 0, ['=cmd'], '=HYPERLINK("http://evil")');
    const csv = await exported('CSV', { q: 'thanks', t: talkId });
    expect(csv).toMatchObject({ filename: 'quotes.csv', mimeType: 'text/csv; charset=utf-8' });
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe('"quote","speaker","interview","time","tags","note","author","link","highlight_id","transcript_id"');
    expect(lines[1]).toMatch(/^"thanks","[^"]+","Talk with Ada","\d\d:\d\d:\d\d","'=cmd","'=HYPERLINK\(""http:\/\/evil""\)","Editor Person","\/transcript\//);
    const md = await exported('MARKDOWN', { q: 'basics' });
    expect(md.text).toMatch(/^# Quotes\n\n> "with the the basics" — .+, Talk with Ada \(00:00:\d\d\)\n\nTags: opening, basics\n$/);
    const docx = await exported('DOCX', { t: talkId });
    expect(docx.filename).toBe('quotes.docx');
    expect(Buffer.from(docx.contentBase64, 'base64').subarray(0, 2).toString()).toBe('PK');
  });
});

test('a viewer shown pseudonyms gets them, and finds no real name by words or speaker', async () => {
  for (const [term, r] of [['show', 'programme'], [segments[0].speaker, 'Host']]) {
    const set = await h.gql('mutation ($t: ID, $term: String!, $r: String) { setPseudonym(transcriptId: $t, term: $term, kind: OTHER, replacement: $r) { id } }', { t: talkId, term, r }, editor);
    expect(set.errors).toBeUndefined();
  }
  expect((await h.gql('mutation ($id: ID!) { setPseudonymised(id: $id, pseudonymised: true) { id } }', { id: talkId }, editor)).errors).toBeUndefined();
  expect(await quotes(viewer, { q: 'show' })).toEqual([]);
  expect(await quotes(viewer, { q: 'programme' })).toEqual(['welcome to the programme']);
  expect(await quotes(viewer, { tags: ['show'] })).toEqual(['welcome to the programme']);
  expect(await quotes(viewer, { speaker: segments[0].speaker, t: talkId })).toEqual([]);
  expect(await quotes(viewer, { speaker: 'Host', t: talkId })).toContain('welcome to the programme');
  expect(await quotes(editor, { q: 'show', t: talkId })).toEqual(['welcome to the show']);
});
