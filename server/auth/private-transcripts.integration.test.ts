import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REVIEW_COOKIE } from './presented.ts';
import type { Role } from './roles.ts';
import { startHarness, wavBytes, type Harness } from '../test/harness.ts';
import { subscribe } from '../test/sse.ts';

/**
 * Private transcripts over real HTTP on a real PocketBase (README "Private transcripts"): for anyone but the creator,
 * the people it is shared with and owners, a private transcript is absent from transcript(id), the list and its
 * total, search, mutations naming it, /media, /export and the list's live events.
 */

const SERVICE_TOKEN = 'the-service-token-of-private-transcripts';
const WRONG_ID = 'zzzzzzzzzzzzzzz';
let h: Harness;
const people: Record<string, { id: string; headers: Record<string, string> }> = {};
let secretId = '';
let openId = '';

beforeAll(async () => {
  h = await startHarness({ TAPESCRIPT_ACCESS_TOKEN: SERVICE_TOKEN });
  const { accounts } = h.app.services;
  const roles: [string, Role][] = [['owner', 'owner'], ['creator', 'editor'], ['colleague', 'editor'], ['viewer', 'viewer']];
  for (const [name, role] of roles) {
    const user = await accounts.addUser({ email: `${name}@example.org`, password: `the ${name} passphrase`, role });
    const identity = { kind: 'user' as const, role, user: { id: user.id, email: user.email, name }, tokenId: '' };
    const { token } = await accounts.createApiToken({ identity, address: 'test' }, name, null);
    people[name] = { id: user.id, headers: { authorization: `Bearer ${token}` } };
  }
  people.service = { id: '', headers: { authorization: `Bearer ${SERVICE_TOKEN}` } };
  const upload = async (title: string) => {
    const answer = await (await h.upload(title, wavBytes(), 'a.wav', 'audio/wav', { 'x-graphql-yoga-csrf': '1', ...people.creator.headers })).json();
    const id = answer.data.uploadAudio.id as string;
    for (let tries = 0; tries < 400; tries++) {
      const { data } = await h.gql('query ($id: ID!) { transcript(id: $id) { status } }', { id }, people.creator.headers);
      if (data.transcript.status !== 'TRANSCRIBING') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return id;
  };
  openId = await upload('Open interview');
  secretId = await upload('Secret interview');
  const made = await as('creator', 'mutation ($id: ID!) { setTranscriptAccess(id: $id, visibility: PRIVATE) { visibility } }', { id: secretId });
  expect(made).toEqual({ data: { setTranscriptAccess: { visibility: 'PRIVATE' } } });
}, 60_000);
afterAll(() => h?.close());

const as = (who: string, query: string, variables: Record<string, unknown> = {}) => h.gql(query, variables, people[who].headers);
const TRANSCRIPT = 'query ($id: ID!) { transcript(id: $id) { id title } }';
const LIST = '{ transcripts(perPage: 100) { totalItems items { id } } }';
const SEARCH = '{ search(query: "welcome", first: 100) { transcript { id } snippet } }';

async function seen(who: string): Promise<{ one: boolean; listed: string[]; total: number; found: string[] }> {
  const one = await as(who, TRANSCRIPT, { id: secretId });
  expect(one.errors).toBeUndefined();
  const list = await as(who, LIST);
  const search = await as(who, SEARCH);
  expect(search.errors).toBeUndefined();
  return {
    one: one.data.transcript !== null,
    listed: list.data.transcripts.items.map((item: { id: string }) => item.id),
    total: list.data.transcripts.totalItems,
    found: [...new Set<string>(search.data.search.map((hit: { transcript: { id: string } }) => hit.transcript.id))],
  };
}

describe('who sees a private transcript', () => {
  test('its creator and owners see it everywhere', async () => {
    for (const who of ['creator', 'owner']) {
      const view = await seen(who);
      expect(view, who).toEqual({ one: true, listed: expect.arrayContaining([secretId, openId]), total: 2, found: expect.arrayContaining([secretId, openId]) });
    }
  });

  test('for everyone else it is absent: transcript(id) as for a wrong id, the list and its total, search', async () => {
    const wrong = await as('colleague', TRANSCRIPT, { id: WRONG_ID });
    for (const who of ['colleague', 'viewer', 'service']) {
      expect((await as(who, TRANSCRIPT, { id: secretId })), who).toEqual(wrong);
      expect(await seen(who), who).toEqual({ one: false, listed: [openId], total: 1, found: [openId] });
    }
  });

  test('a mutation or query naming it answers as for a wrong id, having changed nothing', async () => {
    const rename = 'mutation ($id: ID!) { renameTranscript(id: $id, title: "Taken") { id } }';
    const wrong = (await as('colleague', rename, { id: WRONG_ID })).errors?.[0];
    const hidden = (await as('colleague', rename, { id: secretId })).errors?.[0];
    expect([hidden?.message, hidden?.extensions?.code]).toEqual([wrong?.message, 'NOT_FOUND']);
    expect((await as('service', rename, { id: secretId })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const exported = await as('viewer', 'query ($id: ID!) { export(id: $id, format: TXT) { filename } }', { id: secretId });
    expect(exported.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await as('creator', TRANSCRIPT, { id: secretId })).data.transcript.title).toBe('Secret interview');
    // A comment or a review link on it, named by its own id, is as absent as the transcript.
    const segmentId = (await as('creator', 'query ($id: ID!) { transcript(id: $id) { segments { id } } }', { id: secretId })).data.transcript.segments[0].id;
    const comment = await as('creator', 'mutation ($t: ID!, $s: ID!) { addComment(transcriptId: $t, segmentId: $s, text: "Check this") { id } }', { t: secretId, s: segmentId });
    const link = await as('creator', 'mutation ($t: ID!) { createReviewLink(transcriptId: $t, permission: VIEW, reviewerName: "R") { reviewLink { id } } }', { t: secretId });
    const resolve = 'mutation ($id: ID!) { resolveComment(id: $id) { id } }';
    const revoke = 'mutation ($id: ID!) { revokeReviewLink(id: $id) { id } }';
    for (const [query, id] of [[resolve, comment.data.addComment.id], [revoke, link.data.createReviewLink.reviewLink.id]]) {
      const [hidden, wrong] = [(await as('colleague', query, { id })).errors?.[0], (await as('colleague', query, { id: WRONG_ID })).errors?.[0]];
      expect([hidden?.message, hidden?.extensions?.code]).toEqual([wrong?.message, 'NOT_FOUND']);
    }
  });

  test('/media and /export: 404 for everyone else, open to its creator and owners', async () => {
    const status = async (who: string, path: string) => (await fetch(`${h.app.url}${path}`, { headers: people[who].headers })).status;
    for (const path of [`/media/${secretId}`, `/export/${secretId}.txt`]) {
      for (const who of ['colleague', 'viewer', 'service']) expect(await status(who, path), `${who} ${path}`).toBe(404);
      for (const who of ['creator', 'owner']) expect(await status(who, path), `${who} ${path}`).toBe(200);
    }
    expect(await status('colleague', `/media/${openId}`)).toBe(200);
  });

  test('the list’s live events leave it out for everyone else', async () => {
    const list = 'subscription { transcriptListChanged { transcript { id title } } }';
    const colleague = await subscribe(h.app.url, list, {}, people.colleague.headers);
    const owner = await subscribe(h.app.url, list, {}, people.owner.headers);
    try {
      await as('creator', 'mutation ($id: ID!) { renameTranscript(id: $id, title: "Secret interview, renamed") { id } }', { id: secretId });
      await as('creator', 'mutation ($id: ID!) { renameTranscript(id: $id, title: "Open interview, renamed") { id } }', { id: openId });
      expect((await colleague.next()).data.transcriptListChanged.transcript.id).toBe(openId);
      expect((await owner.next()).data.transcriptListChanged.transcript.id).toBe(secretId);
      const live = await subscribe(h.app.url, 'subscription ($id: ID!) { versionAdded(transcriptId: $id) { version { id } } }', { id: secretId }, people.colleague.headers);
      expect((await live.next()).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      live.close();
    } finally {
      colleague.close();
      owner.close();
    }
  });
});

describe('sharing', () => {
  const SHARE = 'mutation ($t: ID!, $u: ID!, $r: Role!) { shareTranscript(transcriptId: $t, userId: $u, role: $r) { shares { userId role } } }';
  const UNSHARE = 'mutation ($t: ID!, $u: ID!) { unshareTranscript(transcriptId: $t, userId: $u) { shares { userId } } }';

  test('a share never exceeds the person’s own role', async () => {
    const answer = await as('creator', SHARE, { t: secretId, u: people.viewer.id, r: 'EDITOR' });
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0].message).toMatch(/own role \(viewer\)/);
  });

  test('shared, the person sees it, and may do on it what the share’s role allows; unshared, it is gone again', async () => {
    const shared = await as('creator', SHARE, { t: secretId, u: people.colleague.id, r: 'VIEWER' });
    expect(shared.data.shareTranscript.shares).toEqual([{ userId: people.colleague.id, role: 'VIEWER' }]);
    expect(await seen('colleague')).toEqual({ one: true, listed: expect.arrayContaining([secretId, openId]), total: 2, found: expect.arrayContaining([secretId, openId]) });
    expect(await seen('viewer')).toMatchObject({ one: false, total: 1 });
    expect((await fetch(`${h.app.url}/export/${secretId}.txt`, { headers: people.colleague.headers })).status).toBe(200);
    // An editor shared as a viewer reads it but may not edit it.
    const rename = await as('colleague', 'mutation ($id: ID!) { renameTranscript(id: $id, title: "Mine now") { id } }', { id: secretId });
    expect(rename.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const unshared = await as('creator', UNSHARE, { t: secretId, u: people.colleague.id });
    expect(unshared.data.unshareTranscript.shares).toEqual([]);
    expect(await seen('colleague')).toMatchObject({ one: false, total: 1, found: [openId] });
  });

  test('who it is shared with is seen only by those who may change it: its creator and owners', async () => {
    expect((await as('creator', SHARE, { t: secretId, u: people.colleague.id, r: 'VIEWER' })).errors).toBeUndefined();
    const SHARES = 'query ($id: ID!) { transcript(id: $id) { shares { userId role } } }';
    const sharesSeenBy = async (who: string) => (await as(who, SHARES, { id: secretId })).data.transcript.shares;
    for (const who of ['creator', 'owner']) expect(await sharesSeenBy(who), who).toEqual([{ userId: people.colleague.id, role: 'VIEWER' }]);
    expect(await sharesSeenBy('colleague')).toEqual([]);
    expect((await as('creator', UNSHARE, { t: secretId, u: people.colleague.id })).errors).toBeUndefined();
  });

  test('teammates: whoever may share lists the people to share with (id, name, email, role); a viewer may not', async () => {
    const TEAMMATES = '{ teammates { id name email role } }';
    const listed = (await as('colleague', TEAMMATES)).data.teammates;
    expect(listed).toEqual(expect.arrayContaining([{ id: people.viewer.id, name: '', email: 'viewer@example.org', role: 'VIEWER' }]));
    expect(listed).toHaveLength(4);
    expect((await as('viewer', TEAMMATES)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  test('a review link works while the person who made it may see the transcript', async () => {
    expect((await as('creator', SHARE, { t: secretId, u: people.colleague.id, r: 'EDITOR' })).errors).toBeUndefined();
    const LINK = 'mutation ($t: ID!) { createReviewLink(transcriptId: $t, permission: VIEW, reviewerName: "Rita") { url } }';
    const reviewer = async (who: string) => {
      const { data } = await as(who, LINK, { t: secretId });
      return { cookie: `${REVIEW_COOKIE}=${data.createReviewLink.url.split('/r/')[1]}` };
    };
    const [colleagues, creators] = [await reviewer('colleague'), await reviewer('creator')];
    const read = async (headers: Record<string, string>) => {
      const answer = await h.gql(TRANSCRIPT, { id: secretId }, headers);
      return answer.errors?.[0].extensions?.code ?? answer.data.transcript.title;
    };
    expect([await read(colleagues), await read(creators)]).toEqual(['Secret interview, renamed', 'Secret interview, renamed']);
    expect((await as('creator', UNSHARE, { t: secretId, u: people.colleague.id })).errors).toBeUndefined();
    // The colleague lost access: the link they made opens nothing, at once; the creator's still works.
    expect([await read(colleagues), await read(creators)]).toEqual(['UNAUTHENTICATED', 'Secret interview, renamed']);
    expect((await fetch(`${h.app.url}/media/${secretId}`, { headers: colleagues })).status).toBe(401);
  });

  test('a live stream opened while it was shared stops within a second of the unsharing', async () => {
    expect((await as('creator', SHARE, { t: secretId, u: people.colleague.id, r: 'VIEWER' })).errors).toBeUndefined();
    const VERSIONS = 'subscription ($id: ID!) { versionAdded(transcriptId: $id) { version { id } } }';
    const colleague = await subscribe(h.app.url, VERSIONS, { id: secretId }, people.colleague.headers);
    const owner = await subscribe(h.app.url, VERSIONS, { id: secretId }, people.owner.headers);
    const refine = 'mutation ($id: ID!) { refine(id: $id) { id } }';
    try {
      expect((await as('creator', refine, { id: secretId })).errors).toBeUndefined();
      expect((await colleague.next()).data.versionAdded.version.id).toBeTruthy();
      await owner.next();
      expect((await as('creator', UNSHARE, { t: secretId, u: people.colleague.id })).errors).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await as('creator', refine, { id: secretId })).errors).toBeUndefined();
      expect((await owner.next()).data.versionAdded.version.id).toBeTruthy();
      await expect(colleague.next(1_500)).rejects.toThrow();
    } finally {
      colleague.close();
      owner.close();
    }
  });

  test('only its creator and owners change who sees it; back to TEAM, everyone sees it', async () => {
    const access = 'mutation ($id: ID!, $v: TranscriptVisibility!) { setTranscriptAccess(id: $id, visibility: $v) { visibility } }';
    expect((await as('colleague', access, { id: openId, v: 'PRIVATE' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await as('colleague', SHARE, { t: openId, u: people.colleague.id, r: 'EDITOR' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await as('viewer', access, { id: openId, v: 'PRIVATE' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await as('owner', access, { id: secretId, v: 'TEAM' })).data.setTranscriptAccess.visibility).toBe('TEAM');
    expect(await seen('viewer')).toEqual({ one: true, listed: expect.arrayContaining([secretId, openId]), total: 2, found: expect.arrayContaining([secretId, openId]) });
    const log = await as('owner', '{ auditLog(first: 20) { action } }');
    expect(log.data.auditLog.map((entry: { action: string }) => entry.action)).toEqual(expect.arrayContaining(['transcript-private', 'transcript-shared-viewer', 'transcript-unshared', 'transcript-team']));
  });
});
