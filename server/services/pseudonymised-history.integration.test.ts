import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REVIEW_COOKIE } from '../auth/presented.ts';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';
import { subscribe, type EventStream } from '../test/sse.ts';

/**
 * What a pseudonymised transcript's history, comments, voices and live events show, over real HTTP on a real
 * PocketBase (README "Pseudonyms"): a viewer and a review link get the replacements of a transcript-level term ("Jane
 * Doe") and a library-level one ("Acme") and never the terms; an editor gets the terms.
 */

const SERVICE_TOKEN = 'the-service-token-of-pseudonymised-history';
const HOST = [1, 0, 0, 0];
const GUEST = [0, 1, 0, 0];
/** Any of the terms, in any case: what a viewer's answer must never hold. */
const TERMS = /\b(jane|doe|acme)\b/i;

let h: Harness;
const headers: Record<string, Record<string, string>> = {};
let first = '';
let second = '';
/** The versions of the first transcript, oldest first: upload, rename, replace, undo. */
let versions: string[] = [];

const segment = (speaker: string, text: string, start: number) => {
  const words = text.split(' ');
  return { speaker, text, start, end: start + 6, words: words.map((word, i) => ({ text: word, start: start + i, end: start + i + 0.9, confidence: 0.9 })) };
};
const SEGMENTS = [
  segment('Speaker 1', 'Jane Doe works at Acme', 0),
  segment('Speaker 2', 'I met Jane Doe there', 10),
  segment('Speaker 1', 'Acme pays Jane Doe well', 20),
];

const as = async (who: string, query: string, variables: Record<string, unknown> = {}) => {
  const answer = await h.gql(query, variables, headers[who]);
  expect(answer.errors, `${who}: ${query}: ${JSON.stringify(answer.errors)}`).toBeUndefined();
  return answer.data;
};
const codeOf = async (who: string, query: string, variables: Record<string, unknown> = {}) => (await h.gql(query, variables, headers[who])).errors?.[0]?.extensions?.code;

/** The answer holds the replacements and none of the terms. */
const pseudonymised = (answer: unknown) => {
  const text = JSON.stringify(answer);
  expect(text, text).not.toMatch(TERMS);
  expect(text).toContain('[Person A]');
};
/** The answer holds the terms. */
const original = (answer: unknown) => {
  expect(JSON.stringify(answer)).toContain('Jane Doe');
  expect(JSON.stringify(answer)).not.toContain('[Person A]');
};

async function upload(title: string): Promise<string> {
  const answer = await (await h.upload(title, wavBytes(), 'a.wav', 'audio/wav', { 'x-graphql-yoga-csrf': '1', ...headers.editor })).json();
  return (await waitForStatus(h, answer.data.uploadAudio.id, 20_000, headers.editor)).id as string;
}

beforeAll(async () => {
  h = await startHarness({ TAPESCRIPT_ACCESS_TOKEN: SERVICE_TOKEN });
  h.editor.transcribe = () => ({
    status: 200,
    body: {
      engine: 'whisper', model: 'base', language: 'en', speakerEngine: 'campplus', duration: 30, segments: SEGMENTS,
      voices: { model: 'campplus-test@0', speakers: [{ speaker: 'Speaker 1', embedding: HOST, seconds: 12 }, { speaker: 'Speaker 2', embedding: GUEST, seconds: 6 }] },
    },
  });
  h.editor.voiceprints = (clips) => ({ status: 200, body: { model: 'campplus-test@0', clips: clips.map(([start, end]) => ({ start, end, embedding: HOST })) } });
  for (const role of ['owner', 'editor', 'viewer'] as const) {
    const user = await h.app.services.accounts.addUser({ email: `${role}@example.org`, password: `the ${role} passphrase`, role });
    const identity = { kind: 'user' as const, role, user: { id: user.id, email: user.email, name: role }, tokenId: '' };
    headers[role] = { authorization: `Bearer ${(await h.app.services.accounts.createApiToken({ identity, address: 'test' }, role, null)).token}` };
  }

  first = await upload('Talk with Jane Doe at Acme');
  await as('editor', 'mutation ($t: ID!) { rememberVoice(transcriptId: $t, speaker: "Speaker 1", name: "Jane Doe") { id } }', { t: first });
  await as('editor', 'mutation ($id: ID!) { renameSpeaker(id: $id, from: "Speaker 1", to: "Jane Doe") { id } }', { id: first });
  await as('editor', 'mutation ($id: ID!) { replaceText(id: $id, find: "works", replace: "worked") { count } }', { id: first });
  const history = (await as('editor', 'query ($id: ID!) { transcript(id: $id) { versions { id } } }', { id: first })).transcript.versions.map((v: { id: string }) => v.id).reverse();
  await as('editor', 'mutation ($id: ID!, $v: ID!) { restoreVersion(id: $id, versionId: $v, as: UNDO) { id } }', { id: first, v: history[1] });
  versions = (await as('editor', 'query ($id: ID!) { transcript(id: $id) { versions { id } } }', { id: first })).transcript.versions.map((v: { id: string }) => v.id).reverse();
  // Named by the voice remembered from the first.
  second = await upload('Second talk');

  await as('editor', 'mutation { setPseudonym(term: "Acme", kind: ORG) { replacement } }');
  for (const id of [first, second]) {
    await as('editor', 'mutation ($t: ID!) { setPseudonym(transcriptId: $t, term: "Jane Doe", kind: PERSON) { replacement } }', { t: id });
    await as('editor', 'mutation ($id: ID!) { setPseudonymised(id: $id, pseudonymised: true) { id } }', { id });
  }
  const link = await as('editor', 'mutation ($t: ID!) { createReviewLink(transcriptId: $t, permission: COMMENT, reviewerName: "Rita") { url } }', { t: first });
  headers.reviewLink = { cookie: `${REVIEW_COOKIE}=${link.createReviewLink.url.split('/r/')[1]}` };
}, 120_000);
afterAll(() => h?.close());

const READERS = ['viewer', 'reviewLink'];

describe('the history', () => {
  const HISTORY = 'query ($id: ID!) { transcript(id: $id) { versions { label wordCount segments { speaker text words { text } } undoes { label } } } }';

  test.each(READERS)('versions: labels, segments and what an undo took back are pseudonymised for a %s', async (who) => {
    const { transcript } = await as(who, HISTORY, { id: first });
    pseudonymised(transcript);
    expect(transcript.versions.map((v: { label: string | null }) => v.label)).toEqual([
      'Undo: find and replace — edit segment 1',
      'Find and replace: edit segment 1',
      'Rename Speaker 1 to [Person A]',
      null,
    ]);
    expect(transcript.versions[0].undoes.label).toBe('Find and replace: edit segment 1');
    const undone = (await as(who, 'query ($id: ID!) { transcript(id: $id) { versions(first: 1) { undoes { segments { text } } } } }', { id: first })).transcript;
    expect(undone.versions[0].undoes.segments[0].text).toBe('[Person A] worked at [Organisation 1]');
  });

  test('an editor reads the history with the terms', async () => {
    const { transcript } = await as('editor', HISTORY, { id: first });
    original(transcript);
    expect(transcript.versions[2].label).toBe('Rename Speaker 1 to Jane Doe');
  });

  const CHANGES = 'query ($id: ID!, $v: ID!, $from: ID) { transcript(id: $id) { versionChanges(versionId: $v, fromVersionId: $from) { kind before after segmentText } } }';

  test.each(READERS)('versionChanges and versionDiff compare the pseudonymised texts for a %s', async (who) => {
    const renamed = (await as(who, CHANGES, { id: first, v: versions[1] })).transcript.versionChanges;
    pseudonymised(renamed);
    expect(renamed[0]).toEqual({ kind: 'SPEAKER', before: 'Speaker 1', after: '[Person A]', segmentText: '[Person A] works at [Organisation 1]' });
    const replaced = (await as(who, CHANGES, { id: first, v: versions[2] })).transcript.versionChanges;
    expect(replaced).toEqual([{ kind: 'WORDS', before: 'works', after: 'worked', segmentText: '[Person A] worked at [Organisation 1]' }]);
    pseudonymised((await as(who, CHANGES, { id: first, v: versions[0], from: versions[3] })).transcript.versionChanges);
    const diff = (await as(who, 'query ($id: ID!, $v: ID!) { versionDiff(id: $id, versionId: $v) { kind text } }', { id: first, v: versions[2] })).versionDiff;
    pseudonymised(diff);
    expect(diff.filter((part: { kind: string }) => part.kind !== 'SAME').map((part: { text: string }) => part.text)).toEqual(['worked', 'works']);
  });

  test('an editor’s versionChanges and versionDiff hold the terms', async () => {
    original(await as('editor', CHANGES, { id: first, v: versions[1] }));
    expect(JSON.stringify(await as('editor', 'query ($id: ID!, $v: ID!) { versionDiff(id: $id, versionId: $v) { text } }', { id: first, v: versions[0] }))).toContain('Jane Doe');
  });

  test('refinePreview is only for those who may refine, who see originals: a viewer and a review link are refused', async () => {
    const PREVIEW = 'query ($id: ID!) { refinePreview(id: $id) { before after segmentText } }';
    expect(await codeOf('viewer', PREVIEW, { id: first })).toBe('FORBIDDEN');
    expect(await codeOf('reviewLink', PREVIEW, { id: first })).toBe('NOT_FOUND');
  });
});

describe('comments', () => {
  const COMMENTS = 'query ($id: ID!) { transcript(id: $id) { comments { quote text replies { quote text } } } }';
  const ADD = 'mutation ($t: ID!, $s: ID, $from: Int, $to: Int, $r: ID, $text: String!) { addComment(transcriptId: $t, segmentId: $s, fromWord: $from, toWord: $to, replyTo: $r, text: $text) { id quote text } }';
  let thread = '';

  beforeAll(async () => {
    const { transcript } = await as('editor', 'query ($id: ID!) { transcript(id: $id) { segments { id } } }', { id: first });
    thread = (await as('editor', ADD, { t: first, s: transcript.segments[0].id, text: 'Check this name' })).addComment.id;
    await as('editor', ADD, { t: first, s: transcript.segments[2].id, from: 0, to: 3, text: 'And this one' });
  });

  test.each(READERS)('quotes are pseudonymised for a %s, in threads, replies and what their own comments answer; bodies stay as written', async (who) => {
    const reply = (await as(who, ADD, { t: first, r: thread, text: `A reply from the ${who}` })).addComment;
    expect(reply).toMatchObject({ quote: '[Person A] works at [Organisation 1]', text: `A reply from the ${who}` });
    const { comments } = (await as(who, COMMENTS, { id: first })).transcript;
    pseudonymised(comments);
    expect(comments.map((c: { quote: string }) => c.quote)).toEqual(['[Person A] works at [Organisation 1]', '[Organisation 1] pays [Person A]']);
    expect(comments[0].replies.at(-1)).toEqual({ quote: '[Person A] works at [Organisation 1]', text: `A reply from the ${who}` });
  });

  test('resolving answers the thread pseudonymised to a viewer; an editor reads the quotes with the terms', async () => {
    pseudonymised((await as('viewer', 'mutation ($id: ID!) { resolveComment(id: $id) { quote replies { quote } } }', { id: thread })).resolveComment);
    pseudonymised((await as('viewer', 'mutation ($id: ID!) { reopenComment(id: $id) { quote } }', { id: thread })).reopenComment);
    const { comments } = (await as('editor', COMMENTS, { id: first })).transcript;
    expect(comments.map((c: { quote: string }) => c.quote)).toEqual(['Jane Doe works at Acme', 'Acme pays Jane Doe']);
  });

  test('a review link’s approval answers the transcript as it is shown the link', async () => {
    const { approveTranscript } = await as('reviewLink', 'mutation ($id: ID!) { approveTranscript(id: $id) { title segments { speaker text } } }', { id: first });
    pseudonymised(approveTranscript);
    expect(approveTranscript.title).toBe('Talk with [Person A] at [Organisation 1]');
  });

  test('a span of words is counted in the text each reader is shown: a replacement of more words than its term shifts it, both ways', async () => {
    const SPANS = 'query ($id: ID!) { transcript(id: $id) { comments { quote fromWord toWord } } }';
    const { transcript } = await as('editor', 'query ($id: ID!) { transcript(id: $id) { segments { id } } }', { id: first });
    // "[Organisation 1] pays [Person A] well": the editor's span on "Acme pays Jane Doe" is its words 0-4 there.
    expect((await as('viewer', SPANS, { id: first })).transcript.comments[1]).toEqual({ quote: '[Organisation 1] pays [Person A]', fromWord: 0, toWord: 4 });
    expect((await as('editor', SPANS, { id: first })).transcript.comments[1]).toEqual({ quote: 'Acme pays Jane Doe', fromWord: 0, toWord: 3 });
    // The viewer comments on "well", its word 5, which is word 4 as written.
    const added = (await as('viewer', 'mutation ($t: ID!, $s: ID!) { addComment(transcriptId: $t, segmentId: $s, fromWord: 5, toWord: 5, text: "Well?") { quote fromWord toWord } }', {
      t: first, s: transcript.segments[2].id,
    })).addComment;
    expect(added).toEqual({ quote: 'well', fromWord: 5, toWord: 5 });
    expect((await as('editor', SPANS, { id: first })).transcript.comments.at(-1)).toEqual({ quote: 'well', fromWord: 4, toWord: 4 });
  });
});

describe('voices', () => {
  const VOICES = '{ voices { name rememberedFrom { title speaker } } }';
  const NAMED = 'query ($id: ID!) { transcript(id: $id) { recognizedSpeakers { speaker label voice { name } } rememberedSpeakers { speaker voice { name } } } }';

  test('a viewer reads the voice’s name, its interviews’ titles and a transcript’s recognised speakers pseudonymised', async () => {
    const { voices } = await as('viewer', VOICES);
    pseudonymised(voices);
    expect(voices).toEqual([
      {
        name: '[Person A]',
        rememberedFrom: [{ title: 'Talk with [Person A] at [Organisation 1]', speaker: 'Speaker 1' }],
      },
    ]);
    const named = (await as('viewer', NAMED, { id: second })).transcript;
    expect(named).toEqual({
      recognizedSpeakers: [{ speaker: '[Person A]', label: 'Speaker 1', voice: { name: '[Person A]' } }],
      rememberedSpeakers: [{ speaker: '[Person A]', voice: { name: '[Person A]' } }],
    });
    pseudonymised((await as('reviewLink', NAMED, { id: first })).transcript);
  });

  test('an editor reads them with the terms', async () => {
    expect((await as('editor', VOICES)).voices).toEqual([{ name: 'Jane Doe', rememberedFrom: [{ title: 'Talk with Jane Doe at Acme', speaker: 'Speaker 1' }] }]);
    original((await as('editor', NAMED, { id: second })).transcript);
  });
});

describe('the audit log', () => {
  test('is the owners’ alone (who see originals): editors, viewers and review links are refused', async () => {
    expect(await codeOf('viewer', '{ auditLog { subject } }')).toBe('FORBIDDEN');
    expect(await codeOf('editor', '{ auditLog { subject } }')).toBe('FORBIDDEN');
    expect(await codeOf('reviewLink', '{ auditLog { subject } }')).toBe('NOT_FOUND');
  });
});

describe('live events', () => {
  const LIVE = `subscription ($id: ID!) { live(transcriptId: $id) {
    __typename
    ... on VersionEvent { transcript { title segments { speaker text } } version { label segments { text } } }
    ... on CommentEvent { comment { quote } }
    ... on TranscriptListEvent { transcript { title } }
  } }`;

  test('each subscriber hears the same change as they are shown it: a viewer and a review link pseudonymised, an editor with the terms', async () => {
    const streams: Record<string, EventStream> = Object.fromEntries(await Promise.all(['editor', ...READERS].map(async (who) => [who, await subscribe(h.app.url, LIVE, { id: first }, headers[who])])));
    const changed = await Promise.all(['editor', ...READERS].map(async (who) => [who, await subscribe(h.app.url, 'subscription ($id: ID!) { transcriptChanged(id: $id) { title } }', { id: first }, headers[who])] as const));
    try {
      await as('editor', 'mutation ($id: ID!) { replaceText(id: $id, find: "there", replace: "at Acme") { count } }', { id: first });
      const { transcript } = await as('editor', 'query ($id: ID!) { transcript(id: $id) { segments { id } } }', { id: first });
      await as('editor', 'mutation ($t: ID!, $s: ID!) { addComment(transcriptId: $t, segmentId: $s, text: "Live") { id } }', { t: first, s: transcript.segments[1].id });
      await as('editor', 'mutation ($id: ID!) { renameTranscript(id: $id, title: "Jane Doe at Acme, again") { id } }', { id: first });
      const heard = async (who: string) => {
        const version = (await streams[who].until((r) => r.data?.live.__typename === 'VersionEvent')).data.live;
        const comment = (await streams[who].until((r) => r.data?.live.__typename === 'CommentEvent')).data.live;
        const renamed = (await streams[who].until((r) => r.data?.live.transcript?.title?.endsWith('again'))).data.live;
        const record = (await changed.find(([name]) => name === who)![1].until((r) => r.data?.transcriptChanged.title.endsWith('again'))).data.transcriptChanged;
        return { version, comment, renamed, record };
      };
      const editors = await heard('editor');
      original(editors);
      expect(editors.version.version.segments[1].text).toBe('I met Jane Doe at Acme');
      for (const who of READERS) {
        const theirs = await heard(who);
        pseudonymised(theirs);
        expect(theirs.version.version.segments[1].text).toBe('I met [Person A] at [Organisation 1]');
        expect(theirs.comment.comment.quote).toBe('I met [Person A] at [Organisation 1]');
        expect([theirs.renamed.transcript.title, theirs.record.title]).toEqual(['[Person A] at [Organisation 1], again', '[Person A] at [Organisation 1], again']);
      }
    } finally {
      for (const stream of Object.values(streams)) stream.close();
      for (const [, stream] of changed) stream.close();
    }
  }, 30_000);
});
