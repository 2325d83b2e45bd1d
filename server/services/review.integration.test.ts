import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GUESSES_PER_ADDRESS } from '../auth/link-guess-throttle.ts';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';
import { subscribe, type EventStream } from '../test/sse.ts';

/**
 * Review links and comments over real HTTP on a real PocketBase, in team mode: a link reaches one transcript only
 * (its audio, export and comments), comments are found again after edits and merges, approvals record their version,
 * and a revocation ends the link and its open streams at once.
 */

let h: Harness;
let editor: { cookie: string };
let viewer: { cookie: string };
let transcriptId = '';
let otherId = '';
const streams: EventStream[] = [];

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

async function makeLink(permission: 'VIEW' | 'COMMENT', reviewerName: string, expiresAt?: string) {
  const answer = await h.gql(
    'mutation ($id: ID!, $permission: ReviewPermission!, $name: String!, $expiresAt: DateTime) { createReviewLink(transcriptId: $id, permission: $permission, reviewerName: $name, expiresAt: $expiresAt) { url reviewLink { id reviewerName permission expiresAt active } } }',
    { id: transcriptId, permission, name: reviewerName, expiresAt },
    editor,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data.createReviewLink as { url: string; reviewLink: { id: string; expiresAt: string; active: boolean } };
}

/** Opens a link as a browser would: its first request answers the cookie and the reading page. */
async function open(url: string): Promise<{ cookie: string; response: Response }> {
  const response = await fetch(url, { redirect: 'manual' });
  return { cookie: response.status === 303 ? cookieOf(response) : '', response };
}

beforeAll(async () => {
  h = await startHarness();
  const owner = await person('owner@example.org', 'owner');
  editor = await person('editor@example.org', 'editor');
  viewer = await person('viewer@example.org', 'viewer');
  transcriptId = await uploaded('Interview with Ada', owner);
  otherId = await uploaded('Another interview', owner);
}, 60_000);
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await h?.close();
});

let reviewer = { cookie: '' };
let linkId = '';

describe('a review link', () => {
  test('editors make it (14 days by default); viewers may not, nor see the links', async () => {
    const { url, reviewLink } = await makeLink('COMMENT', 'Ada Lovelace');
    expect(url).toMatch(new RegExp(`^${h.app.url}/r/tsv_[\\w-]{43}$`));
    expect(Date.parse(reviewLink.expiresAt) - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    expect(reviewLink.active).toBe(true);
    linkId = reviewLink.id;
    const listed = await h.gql('query ($id: ID!) { transcript(id: $id) { reviewLinks { id reviewerName } } }', { id: transcriptId }, editor);
    expect(listed.data.transcript.reviewLinks).toEqual([{ id: linkId, reviewerName: 'Ada Lovelace' }]);
    expect((await h.gql('query ($id: ID!) { transcript(id: $id) { reviewLinks { id } } }', { id: transcriptId }, viewer)).data.transcript.reviewLinks).toEqual([]);
    const refused = await h.gql('mutation ($id: ID!) { createReviewLink(transcriptId: $id, permission: VIEW, reviewerName: "X") { url } }', { id: transcriptId }, viewer);
    expect(codeOf(refused)).toBe('FORBIDDEN');

    const opened = await open(url);
    expect(opened.response.status).toBe(303);
    expect(opened.response.headers.get('location')).toBe(`/review/${transcriptId}`);
    expect(opened.response.headers.get('set-cookie')).toMatch(/^tapescript_review=tsv_[\w-]{43}; HttpOnly; SameSite=Strict; Path=\/; Max-Age=\d+$/);
    expect(opened.response.headers.get('referrer-policy')).toBe('no-referrer');
    reviewer = { cookie: opened.cookie };
  });

  test('reaches its one transcript: its text, audio, export; anything else answers 404 and runs nothing', async () => {
    const me = await h.gql('{ me { kind role reviewLink { transcriptId permission reviewerName } } }', {}, reviewer);
    expect(me.data.me).toEqual({ kind: 'REVIEW_LINK', role: null, reviewLink: { transcriptId, permission: 'COMMENT', reviewerName: 'Ada Lovelace' } });
    const own = await h.gql('query ($id: ID!) { transcript(id: $id) { title createdBy { name email } segments { id } } }', { id: transcriptId }, reviewer);
    expect(own.data.transcript.title).toBe('Interview with Ada');
    // A reviewer sees the team by name only.
    expect(own.data.transcript.createdBy).toEqual({ name: 'Owner Person', email: null });
    for (const [query, variables] of [
      ['query ($id: ID!) { transcript(id: $id) { title } }', { id: otherId }],
      ['{ transcripts { totalItems } }', {}],
      ['{ search(query: "show") { cursor } }', {}],
      ['{ engines { name } }', {}],
      ['mutation ($id: ID!) { renameTranscript(id: $id, title: "x") { id } }', { id: transcriptId }],
      ['mutation ($id: ID!) { resolveComment(id: $id) { id } }', { id: 'aaaaaaaaaaaaaaa' }],
      ['query ($id: ID!) { a: transcript(id: $id) { title } b: transcript(id: "aaaaaaaaaaaaaaa") { title } }', { id: transcriptId }],
    ] as const) {
      const answer = await h.gql(query, variables, reviewer);
      expect([codeOf(answer), 'data' in answer], query).toEqual(['NOT_FOUND', false]);
    }
    expect((await fetch(`${h.app.url}/media/${transcriptId}`, { headers: reviewer })).status).toBe(200);
    expect((await fetch(`${h.app.url}/export/${transcriptId}.txt`, { headers: reviewer })).status).toBe(200);
    expect((await fetch(`${h.app.url}/media/${otherId}`, { headers: reviewer })).status).toBe(404);
    expect((await fetch(`${h.app.url}/export/${otherId}.txt`, { headers: reviewer })).status).toBe(404);
    // The app's other pages lead back to the reading page.
    const page = await fetch(`${h.app.url}/transcript/${otherId}`, { headers: reviewer, redirect: 'manual' });
    expect([page.status, page.headers.get('location')]).toEqual([302, `/review/${transcriptId}`]);
  });

  test('its live stream hears of its own transcript only, never of the rest of the library', async () => {
    const stream = await subscribe(
      h.app.url,
      'subscription ($id: ID) { live(transcriptId: $id) { __typename ... on TranscriptListEvent { transcript { id title } } } }',
      { id: transcriptId },
      reviewer,
    );
    streams.push(stream);
    const rename = (id: string, title: string) => h.gql('mutation ($id: ID!, $t: String!) { renameTranscript(id: $id, title: $t) { id } }', { id, t: title }, editor);
    await rename(otherId, 'Another interview, renamed');
    await rename(transcriptId, 'Interview with Ada');
    const heard = await stream.until((result) => result.data?.live?.__typename === 'TranscriptListEvent');
    expect(heard.data.live.transcript.id).toBe(transcriptId);
  });

  test('a view link may read, not comment or approve', async () => {
    const { url } = await makeLink('VIEW', 'Bea Viewer');
    const view = { cookie: (await open(url)).cookie };
    expect(codeOf(await h.gql('query ($id: ID!) { transcript(id: $id) { title } }', { id: transcriptId }, view))).toBe('ok');
    const segmentId = (await h.gql('query ($id: ID!) { transcript(id: $id) { segments { id } } }', { id: transcriptId }, view)).data.transcript.segments[0].id;
    const comment = await h.gql('mutation ($id: ID!, $s: ID!) { addComment(transcriptId: $id, segmentId: $s, text: "hi") { id } }', { id: transcriptId, s: segmentId }, view);
    expect(codeOf(comment)).toBe('NOT_FOUND');
    expect(codeOf(await h.gql('mutation ($id: ID!) { approveTranscript(id: $id) { id } }', { id: transcriptId }, view))).toBe('NOT_FOUND');
  });
});

describe('comments', () => {
  let segments: { id: string; start: number; text: string }[] = [];
  let threadId = '';

  test('a reviewer comments on a span of words; editors hear of it live; replies join the thread', async () => {
    segments = (await h.gql('query ($id: ID!) { transcript(id: $id) { segments { id start text } } }', { id: transcriptId }, editor)).data.transcript.segments;
    const live = await subscribe(h.app.url, 'subscription ($id: ID) { live(transcriptId: $id) { __typename ... on CommentEvent { commentChange comment { id text author { kind name } } } } }', { id: transcriptId }, editor);
    streams.push(live);
    // "thanks for having me": words 2 and 3.
    const added = await h.gql(
      'mutation ($id: ID!, $s: ID!) { addComment(transcriptId: $id, segmentId: $s, text: "I said it twice.", fromWord: 2, toWord: 3) { id quote segmentId fromWord toWord outdated author { kind name } } }',
      { id: transcriptId, s: segments[1].id },
      reviewer,
    );
    expect(added.data.addComment).toMatchObject({ quote: 'having me', segmentId: segments[1].id, fromWord: 2, toWord: 3, outdated: false, author: { kind: 'REVIEW_LINK', name: 'Ada Lovelace' } });
    threadId = added.data.addComment.id;
    const heard = await live.until((result) => result.data?.live?.__typename === 'CommentEvent');
    expect(heard.data.live).toMatchObject({ commentChange: 'ADDED', comment: { id: threadId, text: 'I said it twice.' } });

    const reply = await h.gql('mutation ($id: ID!, $r: ID!) { addComment(transcriptId: $id, text: "Noted.", replyTo: $r) { replyTo } }', { id: transcriptId, r: threadId }, editor);
    expect(reply.data.addComment.replyTo).toBe(threadId);
    // Viewers comment too (the role table), on a whole segment.
    const whole = await h.gql('mutation ($id: ID!, $s: ID!) { addComment(transcriptId: $id, segmentId: $s, text: "Cut?") { fromWord quote } }', { id: transcriptId, s: segments[2].id }, viewer);
    expect(whole.data.addComment).toEqual({ fromWord: null, quote: segments[2].text });
    const wrong = await h.gql('mutation ($id: ID!, $s: ID!) { addComment(transcriptId: $id, segmentId: $s, text: "x", fromWord: 3, toWord: 9) { id } }', { id: transcriptId, s: segments[1].id }, viewer);
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    const elsewhere = await h.gql('mutation ($id: ID!, $r: ID!) { addComment(transcriptId: $id, text: "x", replyTo: $r) { id } }', { id: otherId, r: threadId }, editor);
    expect(codeOf(elsewhere)).toBe('NOT_FOUND');
  });

  test('after edits a comment finds its words; after a merge it moves to the surviving segment; words gone make it outdated', async () => {
    const threads = async () =>
      (await h.gql('query ($id: ID!) { transcript(id: $id) { comments { id segmentId fromWord toWord outdated text replies { text } } } }', { id: transcriptId }, editor)).data.transcript.comments;
    const edit = async (texts: Record<number, string>) => {
      const current = (await h.gql('query ($id: ID!) { transcript(id: $id) { versionId segments { id start text } } }', { id: transcriptId }, editor)).data.transcript;
      const next = current.segments.map((s: any, i: number) => ({ id: s.id, start: s.start, text: texts[i] ?? s.text }));
      const saved = await h.gql('mutation ($id: ID!, $base: ID!, $s: [SegmentInput!]!) { saveEdits(id: $id, baseVersionId: $base, segments: $s) { id } }', { id: transcriptId, base: current.versionId, s: next }, editor);
      expect(saved.errors).toBeUndefined();
    };
    await edit({ 1: 'oh thanks so much for having me' });
    expect((await threads()).find((t: any) => t.id === threadId)).toMatchObject({ segmentId: segments[1].id, fromWord: 5, toWord: 6, outdated: false, replies: [{ text: 'Noted.' }] });

    const merged = await h.gql('mutation ($id: ID!, $start: Float!) { mergeSegmentWithPrevious(id: $id, start: $start) { segments { id text } } }', { id: transcriptId, start: segments[1].start }, editor);
    expect(merged.errors).toBeUndefined();
    expect((await threads()).find((t: any) => t.id === threadId)).toMatchObject({ segmentId: segments[0].id, fromWord: 9, toWord: 10, outdated: false });

    await edit({ 0: 'welcome to the show oh thanks so much' });
    const gone = (await threads()).find((t: any) => t.id === threadId);
    expect(gone).toMatchObject({ segmentId: segments[0].id, fromWord: null, outdated: true, text: 'I said it twice.' });
  });

  test('threads are resolved and reopened (by editors and viewers, not by a reviewer’s link)', async () => {
    const resolved = await h.gql('mutation ($id: ID!) { resolveComment(id: $id) { resolved resolvedBy { name } } }', { id: threadId }, viewer);
    expect(resolved.data.resolveComment).toEqual({ resolved: true, resolvedBy: { name: 'Viewer Person' } });
    const open = (await h.gql('query ($id: ID!) { transcript(id: $id) { comments(resolved: false) { id } } }', { id: transcriptId }, editor)).data.transcript.comments;
    expect(open.map((t: any) => t.id)).not.toContain(threadId);
    expect((await h.gql('mutation ($id: ID!) { reopenComment(id: $id) { resolved } }', { id: threadId }, editor)).data.reopenComment.resolved).toBe(false);
    expect(codeOf(await h.gql('mutation ($id: ID!) { resolveComment(id: $id) { id } }', { id: threadId }, reviewer))).toBe('NOT_FOUND');
  });

  test('the Word export carries them as Word comments with the `comments` option', async () => {
    const exported = async (comments: boolean) =>
      unzipSync(Buffer.from((await h.gql('mutation ($id: ID!, $c: Boolean!) { export(id: $id, format: DOCX, comments: $c) { contentBase64 } }', { id: transcriptId, c: comments }, reviewer)).data.export.contentBase64, 'base64'));
    const withComments = strFromU8((await exported(true))['word/comments.xml']);
    expect(withComments).toContain('w:author="Ada Lovelace"');
    expect(withComments).toContain('Noted.');
    expect(withComments).toContain('Cut?');
    const without = (await exported(false))['word/comments.xml'];
    expect(without ? strFromU8(without) : '').not.toContain('Noted.');
  });
});

describe('approval', () => {
  test('the reviewer approves the version read; editors see it in the list, and "changed since" after a new version', async () => {
    const versionId = (await h.gql('query ($id: ID!) { transcript(id: $id) { versionId } }', { id: transcriptId }, reviewer)).data.transcript.versionId;
    expect(codeOf(await h.gql('mutation ($id: ID!) { approveTranscript(id: $id, versionId: "aaaaaaaaaaaaaaa") { id } }', { id: transcriptId }, reviewer))).toBe('CONFLICT');
    const approved = await h.gql('mutation ($id: ID!, $v: ID!) { approveTranscript(id: $id, versionId: $v) { approval { versionId approvedBy { kind name } changedSince } } }', { id: transcriptId, v: versionId }, reviewer);
    expect(approved.data.approveTranscript.approval).toEqual({ versionId, approvedBy: { kind: 'REVIEW_LINK', name: 'Ada Lovelace' }, changedSince: false });
    const listed = async () =>
      (await h.gql('{ transcripts { items { id approval { versionId changedSince } } } }', {}, editor)).data.transcripts.items.find((t: any) => t.id === transcriptId).approval;
    expect(await listed()).toEqual({ versionId, changedSince: false });
    await h.gql('mutation ($id: ID!) { renameSpeaker(id: $id, from: "Speaker 1", to: "Host") { id } }', { id: transcriptId }, editor);
    expect(await listed()).toEqual({ versionId, changedSince: true });
  });
});

describe('revocation and abuse', () => {
  test('a revoked link stops at once and its open live stream ends; its address answers 404', async () => {
    const stream = await subscribe(h.app.url, 'subscription ($id: ID) { live(transcriptId: $id) { __typename } }', { id: transcriptId }, reviewer);
    streams.push(stream);
    const revoked = await h.gql('mutation ($id: ID!) { revokeReviewLink(id: $id) { active revokedAt } }', { id: linkId }, editor);
    expect(revoked.data.revokeReviewLink.active).toBe(false);
    expect(codeOf(await h.gql('query ($id: ID!) { transcript(id: $id) { title } }', { id: transcriptId }, reviewer))).toBe('UNAUTHENTICATED');
    await expect.poll(() => stream.completed).toBe(true);
    expect((await fetch(`${h.app.url}/media/${transcriptId}`, { headers: reviewer })).status).toBe(401);
  });

  test('an expired link does not open', async () => {
    const { url } = await makeLink('VIEW', 'Soon Gone', new Date(Date.now() + 1_500).toISOString());
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect((await open(url)).response.status).toBe(404);
  });

  test('the audit log records links and approvals; no link token is in a log or the audit log', async () => {
    const owner = { cookie: cookieOf(await post('/session', { email: 'owner@example.org', password: 'the owner passphrase here' })) };
    const { data } = await h.gql('{ auditLog(first: 200) { action subject } }', {}, owner);
    const actions = data.auditLog.map((entry: { action: string }) => entry.action);
    for (const action of ['review-link-created', 'review-link-revoked', 'transcript-approved']) expect(actions).toContain(action);
    expect(JSON.stringify(data)).not.toMatch(/tsv_/);
    expect(h.logs.join('\n')).not.toMatch(/tsv_/);
  });

  test('guessing links is throttled per address: past the limit, even a real link answers 429 from there', async () => {
    const { url } = await makeLink('VIEW', 'Late Reviewer');
    for (let i = 0; i < GUESSES_PER_ADDRESS; i++) {
      expect((await fetch(`${h.app.url}/r/tsv_${String(i).padStart(43, 'x')}`, { redirect: 'manual' })).status).toBe(404);
    }
    expect((await open(url)).response.status).toBe(429);
  });
});
