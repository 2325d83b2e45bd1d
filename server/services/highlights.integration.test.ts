import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, wavBytes, type Harness } from '../test/harness.ts';
import { subscribe, type EventStream } from '../test/sse.ts';

/**
 * Highlights over real HTTP on a real PocketBase, in team mode: editors make them across consecutive segments of one
 * speaker, viewers read them, review links never see them; they are found again after edits (outdated when their
 * words go), follow private transcripts and pseudonyms, and go with their transcript when it is deleted for good.
 */

let h: Harness;
let owner: { cookie: string };
let editor: { cookie: string };
let viewer: { cookie: string };
let transcriptId = '';
let segments: { id: string; speaker: string; text: string }[] = [];

const post = (path: string, body: unknown) =>
  fetch(`${h.app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const cookieOf = (response: Response) => response.headers.get('set-cookie')!.split(';')[0];
const codeOf = (answer: { errors?: { extensions?: { code?: string } }[] }) => answer.errors?.[0]?.extensions?.code ?? 'ok';
const messageOf = (answer: { errors?: { message: string }[] }) => answer.errors?.[0]?.message ?? '';

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

/** Saves the current version with some segments' texts or speakers changed (by index). */
async function edit(id: string, changes: Record<number, { text?: string; speaker?: string }>) {
  const current = (await h.gql('query ($id: ID!) { transcript(id: $id) { versionId segments { id start text speaker } } }', { id }, editor)).data.transcript;
  const next = current.segments.map((s: any, i: number) => ({ id: s.id, start: s.start, text: changes[i]?.text ?? s.text, speaker: changes[i]?.speaker ?? s.speaker }));
  const saved = await h.gql('mutation ($id: ID!, $base: ID!, $s: [SegmentInput!]!) { saveEdits(id: $id, baseVersionId: $base, segments: $s) { id } }', { id, base: current.versionId, s: next }, editor);
  expect(saved.errors).toBeUndefined();
}

const FIELDS = 'id quote speaker start end tags note outdated cursor fromSegmentId fromWord toSegmentId toWord author { name } transcript { id }';
const ADD = `mutation ($t: ID!, $fs: ID!, $fw: Int!, $ts: ID!, $tw: Int!, $tags: [String!], $note: String) { addHighlight(transcriptId: $t, fromSegmentId: $fs, fromWord: $fw, toSegmentId: $ts, toWord: $tw, tags: $tags, note: $note) { ${FIELDS} } }`;
const add = (as: { cookie: string }, vars: { t?: string; fs: string; fw: number; ts: string; tw: number; tags?: string[]; note?: string }) => h.gql(ADD, { t: transcriptId, ...vars }, as);
const highlightsOf = async (id: string, as: { cookie: string }) => (await h.gql(`query ($id: ID!) { transcript(id: $id) { highlights { ${FIELDS} } } }`, { id }, as)).data.transcript?.highlights;

beforeAll(async () => {
  h = await startHarness();
  owner = await person('owner@example.org', 'owner');
  editor = await person('editor@example.org', 'editor');
  viewer = await person('viewer@example.org', 'viewer');
  transcriptId = await uploaded('Interview with Ada', owner);
  // "welcome to the show" (Speaker 1), "thanks for having me", "um lets start with the the basics": the last two made one speaker's.
  await edit(transcriptId, { 2: { speaker: 'Speaker 2' } });
  segments = (await h.gql('query ($id: ID!) { transcript(id: $id) { segments { id speaker text } } }', { id: transcriptId }, editor)).data.transcript.segments;
}, 60_000);
afterAll(() => h?.close());

let highlightId = '';

describe('making highlights', () => {
  test('an editor highlights words across two segments of one speaker; tags are trimmed and kept once; a viewer reads it', async () => {
    const added = await add(editor, { fs: segments[1].id, fw: 2, ts: segments[2].id, tw: 2, tags: [' origin ', 'Origin', 'start', ''], note: 'Opening line' });
    expect(added.errors).toBeUndefined();
    expect(added.data.addHighlight).toMatchObject({
      quote: 'having me um lets start',
      speaker: 'Speaker 2',
      tags: ['origin', 'start'],
      note: 'Opening line',
      outdated: false,
      fromSegmentId: segments[1].id,
      fromWord: 2,
      toSegmentId: segments[2].id,
      toWord: 2,
      author: { name: 'Editor Person' },
      transcript: { id: transcriptId },
    });
    // The stand-in's word timings share each segment's time out evenly: "having" begins at 2.5 + 2 × 0.5625.
    expect(added.data.addHighlight.start).toBeCloseTo(3.625, 3);
    expect(added.data.addHighlight.end).toBeCloseTo(4.75 + (3 * 3.25) / 7, 3);
    highlightId = added.data.addHighlight.id;
    expect(await highlightsOf(transcriptId, viewer)).toEqual([added.data.addHighlight]);
  });

  test('refused clearly: across speakers, backwards, outside the words, too many or too long tags, too long a note; viewers may not', async () => {
    const refusals: [Parameters<typeof add>[1], RegExp][] = [
      [{ fs: segments[0].id, fw: 0, ts: segments[1].id, tw: 1 }, /one speaker/],
      [{ fs: segments[2].id, fw: 0, ts: segments[1].id, tw: 1 }, /after it/],
      [{ fs: segments[1].id, fw: 3, ts: segments[1].id, tw: 1 }, /word indexes/],
      [{ fs: segments[1].id, fw: 0, ts: segments[1].id, tw: 4 }, /word indexes/],
      [{ fs: 'nosuchsegment', fw: 0, ts: segments[1].id, tw: 1 }, /not in the current version/],
      [{ fs: segments[1].id, fw: 0, ts: segments[1].id, tw: 1, tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`) }, /at most 20 tags/],
      [{ fs: segments[1].id, fw: 0, ts: segments[1].id, tw: 1, tags: ['x'.repeat(51)] }, /at most 50 characters/],
      [{ fs: segments[1].id, fw: 0, ts: segments[1].id, tw: 1, note: 'x'.repeat(2001) }, /at most 2000 characters/],
    ];
    for (const [vars, message] of refusals) {
      const answer = await add(editor, vars);
      expect(codeOf(answer), JSON.stringify(vars).slice(0, 80)).toBe('BAD_USER_INPUT');
      expect(messageOf(answer)).toMatch(message);
    }
    expect(codeOf(await add(viewer, { fs: segments[1].id, fw: 0, ts: segments[1].id, tw: 1 }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql('mutation ($id: ID!) { deleteHighlight(id: $id) }', { id: highlightId }, viewer))).toBe('FORBIDDEN');
    expect(await highlightsOf(transcriptId, viewer)).toHaveLength(1);
  });

  test('tags and the note change; tags used before are suggested, most used first', async () => {
    const second = await add(owner, { fs: segments[0].id, fw: 0, ts: segments[0].id, tw: 0, tags: ['Start'] });
    expect(second.errors).toBeUndefined();
    const updated = await h.gql('mutation ($id: ID!, $tags: [String!]) { updateHighlight(id: $id, tags: $tags) { tags note } }', { id: highlightId, tags: ['start', 'welcome'] }, editor);
    expect(updated.data.updateHighlight).toEqual({ tags: ['start', 'welcome'], note: 'Opening line' });
    const cleared = await h.gql('mutation ($id: ID!) { updateHighlight(id: $id, note: "") { tags note } }', { id: highlightId }, editor);
    expect(cleared.data.updateHighlight).toEqual({ tags: ['start', 'welcome'], note: null });
    // "start" was used first, "Start" since: one tag, used twice, as first spelled.
    expect((await h.gql('{ highlightTags }', {}, viewer)).data.highlightTags).toEqual(['start', 'welcome']);
    const deleted = await h.gql('mutation ($id: ID!) { deleteHighlight(id: $id) }', { id: second.data.addHighlight.id }, editor);
    expect(deleted.data.deleteHighlight).toBe(true);
    expect(codeOf(await h.gql('mutation ($id: ID!) { deleteHighlight(id: $id) }', { id: second.data.addHighlight.id }, editor))).toBe('NOT_FOUND');
  });
});

describe('after edits', () => {
  test('a highlight finds its words again; one whose words were deleted is kept, outdated, with its quote', async () => {
    await edit(transcriptId, { 1: { text: 'oh thanks for having me' } });
    expect((await highlightsOf(transcriptId, editor))[0]).toMatchObject({ fromSegmentId: segments[1].id, fromWord: 3, toSegmentId: segments[2].id, toWord: 2, outdated: false });
    await edit(transcriptId, { 2: { text: 'um with the basics' } });
    expect((await highlightsOf(transcriptId, editor))[0]).toMatchObject({ id: highlightId, quote: 'having me um lets start', outdated: true, fromWord: null, toWord: null, tags: ['start', 'welcome'] });
  });
});

describe('who sees them', () => {
  test('a review link reads the transcript but never its highlights nor the tags, and may not make one', async () => {
    const made = await h.gql('mutation ($id: ID!) { createReviewLink(transcriptId: $id, permission: COMMENT, reviewerName: "Ada") { url } }', { id: transcriptId }, editor);
    const opened = await fetch(made.data.createReviewLink.url, { redirect: 'manual' });
    const reviewer = { cookie: cookieOf(opened) };
    const read = await h.gql('query ($id: ID!) { transcript(id: $id) { title highlights { id } } }', { id: transcriptId }, reviewer);
    expect(read.data.transcript).toEqual({ title: 'Interview with Ada', highlights: [] });
    expect(codeOf(await h.gql('{ highlightTags }', {}, reviewer))).toBe('NOT_FOUND');
    expect(codeOf(await add(reviewer, { fs: segments[0].id, fw: 0, ts: segments[0].id, tw: 0 }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql('mutation ($id: ID!) { updateHighlight(id: $id, note: "x") { id } }', { id: highlightId }, reviewer))).toBe('NOT_FOUND');
  });

  test('a private transcript’s highlights are absent, as a wrong id, for those who may not see it, and its tags are not suggested', async () => {
    const privateId = await uploaded('Private talk', editor);
    expect((await h.gql('mutation ($id: ID!) { setTranscriptAccess(id: $id, visibility: PRIVATE) { visibility } }', { id: privateId }, editor)).errors).toBeUndefined();
    const own = (await h.gql('query ($id: ID!) { transcript(id: $id) { segments { id } } }', { id: privateId }, editor)).data.transcript.segments;
    const secret = await add(editor, { t: privateId, fs: own[0].id, fw: 0, ts: own[0].id, tw: 1, tags: ['secret'] });
    expect(secret.errors).toBeUndefined();
    const other = await person('other-editor@example.org', 'editor');
    const hidden = await h.gql('mutation ($id: ID!) { updateHighlight(id: $id, note: "x") { id } }', { id: secret.data.addHighlight.id }, other);
    expect(hidden.errors?.[0]).toMatchObject({ message: 'Highlight not found', extensions: { code: 'NOT_FOUND' } });
    expect(messageOf(await h.gql('mutation { updateHighlight(id: "aaaaaaaaaaaaaaa", note: "x") { id } }', {}, other))).toBe('Highlight not found');
    expect(codeOf(await add(other, { t: privateId, fs: own[0].id, fw: 0, ts: own[0].id, tw: 1 }))).toBe('NOT_FOUND');
    expect((await h.gql('{ highlightTags }', {}, other)).data.highlightTags).not.toContain('secret');
    expect((await h.gql('{ highlightTags }', {}, editor)).data.highlightTags).toContain('secret');
    expect((await h.gql('{ highlightTags }', {}, owner)).data.highlightTags).toContain('secret');
  });

  test('a viewer of a pseudonymised transcript gets quote, speaker and note pseudonymised; an editor the originals', async () => {
    const quoted = await add(editor, { fs: segments[0].id, fw: 2, ts: segments[0].id, tw: 3, note: 'the show is named' });
    expect(quoted.errors).toBeUndefined();
    for (const [term, r] of [['show', 'programme'], ['Speaker 1', 'Host'], ['welcome', 'a very warm welcome']]) {
      const set = await h.gql('mutation ($t: ID, $term: String!, $r: String) { setPseudonym(transcriptId: $t, term: $term, kind: OTHER, replacement: $r) { id } }', { t: transcriptId, term, r }, editor);
      expect(set.errors).toBeUndefined();
    }
    expect((await h.gql('mutation ($id: ID!) { setPseudonymised(id: $id, pseudonymised: true) { id } }', { id: transcriptId }, editor)).errors).toBeUndefined();
    const seen = async (as: { cookie: string }) => (await highlightsOf(transcriptId, as)).find((x: any) => x.id === quoted.data.addHighlight.id);
    // "a very warm welcome to the programme": a replacement of more words than its term moves the words after it.
    expect(await seen(viewer)).toMatchObject({ quote: 'the programme', speaker: 'Host', note: 'the programme is named', fromWord: 5, toWord: 6 });
    expect(await seen(editor)).toMatchObject({ quote: 'the show', speaker: 'Speaker 1', note: 'the show is named', fromWord: 2, toWord: 3 });
  });

  test('highlights arrive live over SSE: a viewer hears each one made (pseudonymised), changed and deleted; a review link never does', async () => {
    const LIVE = `subscription ($id: ID) { live(transcriptId: $id) { __typename
      ... on HighlightEvent { transcriptId highlightChange highlightId highlight { id quote speaker tags note } }
      ... on CommentEvent { commentChange } } }`;
    const made = await h.gql('mutation ($id: ID!) { createReviewLink(transcriptId: $id, permission: COMMENT, reviewerName: "Bo") { url } }', { id: transcriptId }, editor);
    const reviewer = { cookie: cookieOf(await fetch(made.data.createReviewLink.url, { redirect: 'manual' })) };
    const streams: EventStream[] = [];
    try {
      const [watching, reviewing] = await Promise.all([viewer, reviewer].map((as) => subscribe(h.app.url, LIVE, { id: transcriptId }, as)));
      streams.push(watching, reviewing);
      const heard = () => watching.until((result) => result.data?.live?.__typename === 'HighlightEvent');

      const added = await add(editor, { fs: segments[0].id, fw: 2, ts: segments[0].id, tw: 3, tags: ['live'], note: 'the show again' });
      const id = added.data.addHighlight.id;
      expect((await heard()).data.live).toEqual({
        __typename: 'HighlightEvent',
        transcriptId,
        highlightChange: 'ADDED',
        highlightId: id,
        highlight: { id, quote: 'the programme', speaker: 'Host', tags: ['live'], note: 'the programme again' },
      });
      await h.gql('mutation ($id: ID!) { updateHighlight(id: $id, tags: ["live", "later"]) { id } }', { id }, editor);
      expect((await heard()).data.live).toMatchObject({ highlightChange: 'UPDATED', highlight: { id, tags: ['live', 'later'] } });
      expect((await h.gql('mutation ($id: ID!) { deleteHighlight(id: $id) }', { id }, editor)).data.deleteHighlight).toBe(true);
      expect((await heard()).data.live).toEqual({ __typename: 'HighlightEvent', transcriptId, highlightChange: 'DELETED', highlightId: id, highlight: null });

      // The reviewer's stream is live (it hears a comment made after all that) but told of none of the highlights.
      await h.gql('mutation ($id: ID!, $s: ID!) { addComment(transcriptId: $id, segmentId: $s, text: "After the highlights") { id } }', { id: transcriptId, s: segments[0].id }, editor);
      const seenByReviewer: string[] = [];
      await reviewing.until((result) => {
        seenByReviewer.push(result.data?.live?.__typename);
        return result.data?.live?.__typename === 'CommentEvent';
      });
      expect(seenByReviewer).not.toContain('HighlightEvent');
    } finally {
      streams.forEach((stream) => stream.close());
    }
  });
});

test('a person-data erasure finds a highlight whose note names the person, and removes it', async () => {
  const named = await add(editor, { fs: segments[1].id, fw: 0, ts: segments[1].id, tw: 0, note: 'Ask Zoe Quill about this' });
  expect(named.errors).toBeUndefined();
  const found = await h.gql('query { personData(name: "Zoe Quill") { matches { id kind snippet transcript { id } } } }', {}, owner);
  const match = found.data.personData.matches.find((m: any) => m.kind === 'HIGHLIGHT');
  expect(match).toMatchObject({ snippet: 'oh', transcript: { id: transcriptId } });
  const erased = await h.gql('mutation ($ids: [ID!]!) { erasePersonData(name: "Zoe Quill", matchIds: $ids) { highlights comments } }', { ids: [match.id] }, owner);
  expect(erased.data.erasePersonData).toEqual({ highlights: 1, comments: 0 });
  expect((await highlightsOf(transcriptId, editor)).map((x: any) => x.id)).not.toContain(named.data.addHighlight.id);
});

test('deleting a transcript for good deletes its highlights', async () => {
  const before = await h.app.store.call((pb) => pb.collection('highlights').getFullList({ filter: pb.filter('transcript = {:id}', { id: transcriptId }) }));
  expect(before.length).toBeGreaterThan(0);
  expect((await h.gql('mutation ($id: ID!) { deleteTranscript(id: $id) { id } }', { id: transcriptId }, owner)).errors).toBeUndefined();
  expect((await h.gql('mutation ($id: ID!) { deleteTranscriptPermanently(id: $id) }', { id: transcriptId }, owner)).errors).toBeUndefined();
  const after = await h.app.store.call((pb) => pb.collection('highlights').getFullList({ filter: pb.filter('transcript = {:id}', { id: transcriptId }) }));
  expect(after).toEqual([]);
});
