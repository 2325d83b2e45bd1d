import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { rawRequest } from '../test/raw-http.ts';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';
import { subscribe, type EventStream } from '../test/sse.ts';

/**
 * Live updates through one server with a real PocketBase: subscriptions over SSE, as two pages would hold them. The
 * request timeout is short, so a stream that outlives it shows that event streams are not cut by it. Presence runs
 * on a clock the tests move on.
 */
let h: Harness;
let clockOffset = 0;
const streams: EventStream[] = [];
const REQUEST_TIMEOUT_MS = 1_500;

beforeAll(async () => {
  h = await startHarness({ REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), HEADERS_TIMEOUT_MS: '1000' }, {}, { presence: { now: () => Date.now() + clockOffset } });
});
afterEach(() => streams.splice(0).forEach((stream) => stream.close()));
afterAll(() => h?.close());

async function live(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<EventStream> {
  const stream = await subscribe(h.app.url, query, variables, headers);
  streams.push(stream);
  return stream;
}

async function ready(title = 'Live'): Promise<{ id: string; versionId: string; segments: { id: string; start: number; text: string }[] }> {
  const { data } = await (await h.upload(title, wavBytes(), 'live.wav', 'audio/wav')).json();
  await waitForStatus(h, data.uploadAudio.id);
  return (await h.gql('query ($id: ID!) { transcript(id: $id) { id versionId segments { id start text } } }', { id: data.uploadAudio.id })).data.transcript;
}

const PAGE_A = { 'x-tapescript-session': 'page-a-0123456789', 'x-tapescript-name': encodeURIComponent('Zoë Ångström') };

test("a save by one page reaches another page's versionAdded with its author, session and changed segments", async () => {
  const { id, versionId, segments } = await ready();
  const other = await live(
    `subscription ($id: ID!) { versionAdded(transcriptId: $id) {
      author sessionId changedSegmentIds version { id previousId kind wordCount segments { id text } } transcript { id versionId } } }`,
    { id },
  );
  expect(other.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(other.headers.get('x-accel-buffering')).toBe('no');
  // Longer than the request timeout: the open stream is not cut by it.
  await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS + 500));

  const edited = segments.map((segment, i) => ({ id: segment.id, start: segment.start, text: i === 1 ? 'thanks a lot for having me' : segment.text }));
  const saved = await h.gql(
    'mutation ($id: ID!, $base: ID!, $segments: [SegmentInput!]!) { saveEdits(id: $id, baseVersionId: $base, segments: $segments) { versionId } }',
    { id, base: versionId, segments: edited },
    PAGE_A,
  );
  const newVersion = saved.data.saveEdits.versionId;
  const { data, errors } = await other.next();
  expect(errors).toBeUndefined();
  expect(data.versionAdded).toEqual({
    author: 'Zoë Ångström',
    sessionId: 'page-a-0123456789',
    changedSegmentIds: [segments[1].id],
    version: {
      id: newVersion,
      previousId: versionId,
      kind: 'EDIT',
      wordCount: 17,
      segments: expect.arrayContaining([{ id: segments[1].id, text: 'thanks a lot for having me' }]),
    },
    transcript: { id, versionId: newVersion },
  });

  // A command without the headers: no author; a split names the segment it cut and the new part.
  await h.gql('mutation ($id: ID!, $start: Float!) { splitSegment(id: $id, start: $start, offset: 6) { id } }', { id, start: segments[2].start });
  const split = (await other.next()).data.versionAdded;
  expect(split.author).toBeNull();
  expect(split.sessionId).toBeNull();
  expect(split.changedSegmentIds).toHaveLength(2);
  expect(split.changedSegmentIds[0]).toBe(segments[2].id);
});

test('upload, transcription progress and status, rename, delete and restore reach the list and the transcript', async () => {
  const list = await live('subscription { transcriptListChanged { change transcript { id title status progress } } }');
  let release!: () => void;
  const transcribed = new Promise<void>((resolve) => (release = resolve));
  const answer = h.editor.transcribe;
  h.editor.transcribe = async (...args) => {
    await transcribed;
    return answer(...args);
  };
  try {
    const { data } = await (await h.upload('Arriving', wavBytes(), 'a.wav', 'audio/wav')).json();
    const id = data.uploadAudio.id;
    const mine = (result: any) => result.data?.transcriptListChanged.transcript.id === id;
    const added = await list.until(mine);
    expect(added.data.transcriptListChanged).toMatchObject({ change: 'ADDED', transcript: { title: 'Arriving', status: 'TRANSCRIBING' } });

    // The stand-in editor says 0.5 when asked (the queue asks every second).
    const progress = await list.until((result) => mine(result) && result.data.transcriptListChanged.transcript.progress === 0.5);
    expect(progress.data.transcriptListChanged).toMatchObject({ change: 'UPDATED', transcript: { status: 'TRANSCRIBING' } });
    const one = await live('subscription ($id: ID!) { transcriptChanged(id: $id) { id title status progress versionId } }', { id });
    release();
    const done = (await one.until((result) => result.data.transcriptChanged.status === 'READY')).data.transcriptChanged;
    expect(done.versionId).toBeTruthy();
    expect((await list.until((result) => mine(result) && result.data.transcriptListChanged.transcript.status === 'READY')).data.transcriptListChanged.change).toBe('UPDATED');

    await h.gql('mutation ($id: ID!) { renameTranscript(id: $id, title: "Renamed") { id } }', { id });
    expect((await one.next()).data.transcriptChanged.title).toBe('Renamed');
    expect((await list.until(mine)).data.transcriptListChanged).toMatchObject({ change: 'UPDATED', transcript: { title: 'Renamed' } });

    await h.gql('mutation ($id: ID!) { deleteTranscript(id: $id) { id } }', { id });
    expect((await one.next()).data.transcriptChanged.status).toBe('DELETED');
    expect((await list.until(mine)).data.transcriptListChanged).toMatchObject({ change: 'DELETED', transcript: { status: 'DELETED' } });

    await h.gql('mutation ($id: ID!) { restoreTranscript(id: $id) { id } }', { id });
    expect((await one.next()).data.transcriptChanged.status).toBe('READY');
    expect((await list.until(mine)).data.transcriptListChanged).toMatchObject({ change: 'UPDATED', transcript: { status: 'READY' } });
  } finally {
    release();
    h.editor.transcribe = answer;
  }
});

test('a failed transcription and its retry reach the transcript', async () => {
  const answer = h.editor.transcribe;
  h.editor.transcribe = () => ({ status: 502, body: 'engine down' });
  try {
    const list = await live('subscription { transcriptListChanged { transcript { id status error } } }');
    const { data } = await (await h.upload('Failing', wavBytes(), 'f.wav', 'audio/wav')).json();
    const id = data.uploadAudio.id;
    const status = (wanted: string) => (result: any) => result.data.transcriptListChanged.transcript.id === id && result.data.transcriptListChanged.transcript.status === wanted;
    const failed = (await list.until(status('FAILED'))).data.transcriptListChanged.transcript;
    expect(failed.error).toMatch(/502/);
    h.editor.transcribe = answer;
    const one = await live('subscription ($id: ID!) { transcriptChanged(id: $id) { status error } }', { id });
    await h.gql('mutation ($id: ID!) { retryTranscription(id: $id) { id } }', { id });
    // Back to transcribing, then ready (each event reads the transcript as it is when sent, so the first may be READY already).
    expect((await one.next()).data.transcriptChanged.status).toMatch(/^(TRANSCRIBING|READY)$/);
    expect((await one.until((result) => result.data.transcriptChanged.status === 'READY')).data.transcriptChanged.error).toBeNull();
  } finally {
    h.editor.transcribe = answer;
  }
});

const PRESENCE = 'subscription ($id: ID!) { presence(transcriptId: $id) { sessionId name color segmentId lastSeen } }';
const UPDATE = 'mutation ($id: ID!, $session: ID!, $name: String!, $segment: ID) { updatePresence(transcriptId: $id, sessionId: $session, name: $name, segmentId: $segment) }';
const LEAVE = 'mutation ($id: ID!, $session: ID!) { leavePresence(transcriptId: $id, sessionId: $session) }';

test('presence: pages appear, move between segments, and leave by leavePresence or ten seconds without a heartbeat', async () => {
  const { id, segments } = await ready('Presence');
  const watching = await live(PRESENCE, { id });
  expect((await watching.next()).data.presence).toEqual([]);

  const anna = { id, session: 'anna-page-000001', name: '  Anna \u202e Lee ', segment: segments[0].id };
  expect((await h.gql(UPDATE, anna)).data.updatePresence).toBe(true);
  const [arrived] = (await watching.next()).data.presence;
  expect(arrived).toMatchObject({ sessionId: anna.session, name: 'Anna Lee', segmentId: segments[0].id, color: expect.stringMatching(/^#[0-9A-F]{6}$/) });
  expect(Math.abs(arrived.lastSeen - (Date.now() + clockOffset))).toBeLessThan(60_000);

  await h.gql(UPDATE, { id, session: 'ben-page-0000002', name: 'Ben', segment: null });
  expect((await watching.next()).data.presence.map((entry: any) => entry.name)).toEqual(['Anna Lee', 'Ben']);
  await h.gql(UPDATE, { ...anna, segment: segments[1].id });
  expect((await watching.next()).data.presence[0].segmentId).toBe(segments[1].id);

  await h.gql(LEAVE, { id, session: 'ben-page-0000002' });
  expect((await watching.next()).data.presence.map((entry: any) => entry.name)).toEqual(['Anna Lee']);

  // A page that joins later is told the list at once.
  const late = await live(PRESENCE, { id });
  expect((await late.next()).data.presence.map((entry: any) => entry.sessionId)).toEqual([anna.session]);

  // Anna's tab closes without a word: ten seconds after her last heartbeat she is gone.
  clockOffset += 10_001;
  expect((await watching.next()).data.presence).toEqual([]);
  expect((await late.next()).data.presence).toEqual([]);
});

test('presence inputs are bounded and checked', async () => {
  const { id } = await ready('Bounds');
  const codeOf = async (variables: Record<string, unknown>) => (await h.gql(UPDATE, variables)).errors?.[0]?.extensions?.code;
  expect(await codeOf({ id, session: 'short', name: 'Anna' })).toBe('BAD_USER_INPUT');
  expect(await codeOf({ id, session: 'anna-page-000001', name: ' \u0000 ' })).toBe('BAD_USER_INPUT');
  expect(await codeOf({ id, session: 'anna-page-000001', name: 'Anna', segment: 'not a segment id!' })).toBe('BAD_USER_INPUT');
  expect(await codeOf({ id: 'aaaaaaaaaaaaaaa', session: 'anna-page-000001', name: 'Anna' })).toBe('NOT_FOUND');
  expect(await codeOf({ id: '../etc', session: 'anna-page-000001', name: 'Anna' })).toBe('NOT_FOUND');

  const watching = await live(PRESENCE, { id });
  await watching.next();
  await h.gql(UPDATE, { id, session: 'long-name-page-01', name: 'N'.repeat(500) });
  expect((await watching.next()).data.presence[0].name).toBe('N'.repeat(60));
  await h.gql(LEAVE, { id, session: 'long-name-page-01' });
  await watching.next();

  // At most 50 pages on one transcript: the 51st is refused, one already there keeps its place.
  for (let i = 0; i < 50; i++) expect(await codeOf({ id, session: `crowd-page-${String(i).padStart(4, '0')}`, name: `P${i}` })).toBeUndefined();
  expect(await codeOf({ id, session: 'crowd-page-extra', name: 'Late' })).toBe('BUSY');
  expect(await codeOf({ id, session: 'crowd-page-0000', name: 'P0', segment: 't0' })).toBeUndefined();
});

test('a subscription on a transcript that does not exist fails at once with NOT_FOUND', async () => {
  for (const [query, variables] of [
    ['subscription ($id: ID!) { versionAdded(transcriptId: $id) { changedSegmentIds } }', { id: 'aaaaaaaaaaaaaaa' }],
    ['subscription ($id: ID!) { transcriptChanged(id: $id) { id } }', { id: 'not-an-id' }],
    [PRESENCE, { id: 'aaaaaaaaaaaaaaa' }],
  ] as const) {
    const stream = await live(query, variables);
    const { data, errors } = await stream.next();
    expect(data ?? null).toBeNull();
    expect(errors?.[0]).toMatchObject({ message: expect.stringMatching(/not found/), extensions: { code: 'NOT_FOUND' } });
    await expect(stream.next(2_000)).rejects.toThrow(/ended/);
    expect(stream.completed).toBe(true);
  }
});

test('subscriptions over GET (as EventSource sends them) pass the same gates: Host allow-list and CSRF header', async () => {
  const { id } = await ready('Gates');
  const query = encodeURIComponent(`subscription { transcriptChanged(id: "${id}") { title } }`);
  const port = new URL(h.app.url).port;
  const foreign = await rawRequest(Number(port), `GET /graphql?query=${query} HTTP/1.1\r\nhost: evil.example\r\naccept: text/event-stream\r\nconnection: close\r\n\r\n`);
  expect(foreign.status).toBe(421);
  const plain = await rawRequest(
    Number(port),
    `POST /graphql HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\naccept: text/event-stream\r\ncontent-type: text/plain\r\ncontent-length: 2\r\nconnection: close\r\n\r\n{}`,
  );
  expect(plain.status).toBe(403);

  const abort = new AbortController();
  const response = await fetch(`${h.app.url}/graphql?query=${query}`, { headers: { accept: 'text/event-stream' }, signal: abort.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = response.body!.getReader();
  await h.gql('mutation ($id: ID!) { renameTranscript(id: $id, title: "Through GET") { id } }', { id });
  let text = '';
  const deadline = Date.now() + 10_000;
  while (!text.includes('Through GET') && Date.now() < deadline) text += new TextDecoder().decode((await reader.read()).value);
  abort.abort();
  expect(text).toContain('event: next');
  expect(text).toContain('"title":"Through GET"');
});

test('live: one stream per page carries the list, the open transcript’s versions and who is here', async () => {
  const { id, versionId, segments } = await ready('One stream');
  const page = await live(
    `subscription ($id: ID) { live(transcriptId: $id) {
      __typename
      ... on TranscriptListEvent { change transcript { id } }
      ... on VersionEvent { changedSegmentIds sessionId transcript { id } }
      ... on PresenceEvent { transcriptId presence { sessionId name segmentId } }
    } }`,
    { id },
  );
  // Who is here comes first, as it is now.
  expect((await page.next()).data.live).toEqual({ __typename: 'PresenceEvent', transcriptId: id, presence: [] });
  await h.gql('mutation ($id: ID!) { updatePresence(transcriptId: $id, sessionId: "page-b-0123456789", name: "Bea", segmentId: null) }', { id });
  expect((await page.next()).data.live.presence).toEqual([{ sessionId: 'page-b-0123456789', name: 'Bea', segmentId: null }]);

  const edited = segments.map((segment, i) => ({ id: segment.id, start: segment.start, text: i === 0 ? 'one stream for all' : segment.text }));
  await h.gql('mutation ($id: ID!, $base: ID!, $segments: [SegmentInput!]!) { mergeEdits(id: $id, baseVersionId: $base, segments: $segments) { merged } }', {
    id,
    base: versionId,
    segments: edited,
  }, PAGE_A);
  const kinds = new Map<string, any>();
  while (kinds.size < 2) {
    const event = (await page.next()).data.live;
    kinds.set(event.__typename, event);
  }
  expect(kinds.get('VersionEvent')).toEqual({ __typename: 'VersionEvent', changedSegmentIds: [segments[0].id], sessionId: 'page-a-0123456789', transcript: { id } });
  expect(kinds.get('TranscriptListEvent')).toEqual({ __typename: 'TranscriptListEvent', change: 'UPDATED', transcript: { id } });
  await h.gql('mutation ($id: ID!) { leavePresence(transcriptId: $id, sessionId: "page-b-0123456789") }', { id });

  // Without a transcript: the list only; an unknown transcript is NOT_FOUND.
  const sidebar = await live('subscription { live { __typename ... on TranscriptListEvent { change transcript { title } } } }');
  await h.gql('mutation ($id: ID!) { renameTranscript(id: $id, title: "Renamed live") { id } }', { id });
  expect((await sidebar.next()).data.live).toEqual({ __typename: 'TranscriptListEvent', change: 'UPDATED', transcript: { title: 'Renamed live' } });
  const unknown = await live('subscription { live(transcriptId: "aaaaaaaaaaaaaaa") { __typename } }');
  expect((await unknown.next()).errors?.[0].extensions?.code).toBe('NOT_FOUND');
});
