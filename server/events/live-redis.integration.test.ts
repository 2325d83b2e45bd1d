import { afterAll, beforeAll, expect, test } from 'vitest';
import { startQueueWorker } from '../transcription/transcribe-worker.ts';
import { startRedis, type TestRedis } from '../transcription/testing/redis-server.ts';
import { startHarness, wavBytes, type Harness } from '../test/harness.ts';
import { SAMPLE_RESULT } from '../test/stand-in-editor.ts';
import { subscribe, type EventStream } from '../test/sse.ts';

/**
 * Past one server: two servers on one PocketBase and one Redis (TAPESCRIPT_QUEUE_URL), a queue worker answering
 * with the stand-in's transcription. What happens on one server reaches subscribers on the other. Run once for the
 * suite: two servers, Redis and a PocketBase are started once.
 */
let redis: TestRedis;
let a: Harness;
let b: Harness;
let worker: { close(): Promise<void> } | undefined;
let clockOffset = 0;
const streams: EventStream[] = [];
const presence = { now: () => Date.now() + clockOffset };

beforeAll(async () => {
  redis = await startRedis();
  a = await startHarness({ TAPESCRIPT_QUEUE_URL: redis.url }, {}, { presence });
  const store = a.app.pocketbase!;
  b = await startHarness(
    { TAPESCRIPT_QUEUE_URL: redis.url, POCKETBASE_URL: store.url, POCKETBASE_SUPERUSER_EMAIL: store.email, POCKETBASE_SUPERUSER_PASSWORD: store.password },
    {},
    { presence },
  );
  // It runs no engine of its own, so it takes only the jobs of uploads that chose none.
  worker = startQueueWorker({ url: redis.url, transcribe: async () => SAMPLE_RESULT, engines: [], log: () => undefined });
}, 60_000);
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await worker?.close();
  // The second server uses the first one's PocketBase: it stops first.
  await b?.close();
  await a?.close();
  await redis?.stop();
});

async function live(on: Harness, query: string, variables: Record<string, unknown> = {}): Promise<EventStream> {
  const stream = await subscribe(on.app.url, query, variables);
  streams.push(stream);
  return stream;
}

test('an upload and a save on server A reach subscribers on server B, with the author and the changed segments', { timeout: 60_000 }, async () => {
  const list = await live(b, 'subscription { transcriptListChanged { change transcript { id title status versionId } } }');
  const { data } = await (await a.upload('Across', wavBytes(), 'across.wav', 'audio/wav')).json();
  const id = data.uploadAudio.id;
  const mine = (result: any) => result.data.transcriptListChanged.transcript.id === id;
  expect((await list.until(mine)).data.transcriptListChanged).toMatchObject({ change: 'ADDED', transcript: { title: 'Across' } });
  const ready = await list.until((result) => mine(result) && result.data.transcriptListChanged.transcript.status === 'READY', 30_000);
  const versionId = ready.data.transcriptListChanged.transcript.versionId;

  const versions = await live(b, 'subscription ($id: ID!) { versionAdded(transcriptId: $id) { author sessionId changedSegmentIds version { id } } }', { id });
  const { segments } = (await a.gql('query ($id: ID!) { transcript(id: $id) { segments { id start text } } }', { id })).data.transcript;
  const edited = segments.map((segment: any, i: number) => ({ id: segment.id, start: segment.start, text: i === 0 ? 'Welcome back to the show' : segment.text }));
  const saved = await a.gql(
    'mutation ($id: ID!, $base: ID!, $segments: [SegmentInput!]!) { saveEdits(id: $id, baseVersionId: $base, segments: $segments) { versionId } }',
    { id, base: versionId, segments: edited },
    { 'x-tapescript-session': 'page-on-server-a-1', 'x-tapescript-name': encodeURIComponent('Ada') },
  );
  expect((await versions.next()).data.versionAdded).toEqual({
    author: 'Ada',
    sessionId: 'page-on-server-a-1',
    changedSegmentIds: [segments[0].id],
    version: { id: saved.data.saveEdits.versionId },
  });
});

test('presence crosses servers: a page on A is seen on B, leaves through B, and expires on both', { timeout: 30_000 }, async () => {
  const { data } = await (await a.upload('Presence across', wavBytes(), 'p.wav', 'audio/wav')).json();
  const id = data.uploadAudio.id;
  const onA = await live(a, 'subscription ($id: ID!) { presence(transcriptId: $id) { sessionId name segmentId color } }', { id });
  const onB = await live(b, 'subscription ($id: ID!) { presence(transcriptId: $id) { sessionId name segmentId color } }', { id });
  expect((await onA.next()).data.presence).toEqual([]);
  expect((await onB.next()).data.presence).toEqual([]);

  const update = 'mutation ($id: ID!, $session: ID!, $name: String!, $segment: ID) { updatePresence(transcriptId: $id, sessionId: $session, name: $name, segmentId: $segment) }';
  await a.gql(update, { id, session: 'ada-page-00000001', name: 'Ada', segment: 't0' });
  const [seenOnB] = (await onB.next()).data.presence;
  const [seenOnA] = (await onA.next()).data.presence;
  expect(seenOnB).toEqual(seenOnA);
  expect(seenOnB).toMatchObject({ sessionId: 'ada-page-00000001', name: 'Ada', segmentId: 't0' });

  await b.gql(update, { id, session: 'bob-page-00000002', name: 'Bob', segment: null });
  expect((await onA.next()).data.presence.map((entry: any) => entry.name)).toEqual(['Ada', 'Bob']);
  expect((await onB.next()).data.presence.map((entry: any) => entry.name)).toEqual(['Ada', 'Bob']);

  await b.gql('mutation ($id: ID!, $session: ID!) { leavePresence(transcriptId: $id, sessionId: $session) }', { id, session: 'ada-page-00000001' });
  expect((await onA.next()).data.presence.map((entry: any) => entry.name)).toEqual(['Bob']);
  expect((await onB.next()).data.presence.map((entry: any) => entry.name)).toEqual(['Bob']);

  clockOffset += 10_001;
  expect((await onA.next()).data.presence).toEqual([]);
  expect((await onB.next()).data.presence).toEqual([]);
});
