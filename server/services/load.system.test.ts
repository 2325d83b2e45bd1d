import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEFAULT_MAX_UPLOAD_BYTES } from '../config.ts';
import { makeLongInterview } from '../export/fixtures.ts';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';

/**
 * Bounded load on 127.0.0.1 only: 50 writers on 50 transcripts and 20 readers of a 1,500-segment transcript
 * for a few seconds (the benchmark runs the long version), then every version chain is checked in PocketBase.
 */
const SECONDS = 5;
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

async function ready(title: string): Promise<string> {
  const { data } = await (await h.upload(title, wavBytes(0.1), 'l.wav', 'audio/wav')).json();
  return (await waitForStatus(h, data.uploadAudio.id)).id;
}

test(`50 writers and 20 readers for ${SECONDS} s: no errors, every chain intact`, { timeout: 120_000 }, async () => {
  const segments = makeLongInterview(1500).segments.map(({ start, end, text, speaker }) => ({ start, end, text, speaker }));
  // The long transcript's audio is as long as its segments (times past the audio are refused).
  const standIn = h.editor.transcribe;
  h.editor.transcribe = () => ({ status: 200, body: { engine: 'stand-in', duration: segments.at(-1)!.end, segments: [] } });
  const ids = [await ready('Load 0')];
  h.editor.transcribe = standIn;
  for (let i = 1; i < 50; i++) ids.push(await ready(`Load ${i}`));
  const long = ids[0];
  expect((await h.gql('mutation ($id: ID!, $s: [SegmentInput!]!) { saveEdits(id: $id, segments: $s) { id } }', { id: long, s: segments })).errors).toBeUndefined();

  const deadline = Date.now() + SECONDS * 1000;
  const errors: unknown[] = [];
  const saves = new Map<string, number>();
  const writer = async (id: string) => {
    for (let n = 1; Date.now() < deadline; n++) {
      const result = await h.gql('mutation ($id: ID!, $s: [SegmentInput!]!) { saveEdits(id: $id, segments: $s) { id } }', {
        id,
        s: [{ start: 0, text: `edit ${n}` }],
      });
      if (result.errors) errors.push(result.errors);
      else saves.set(id, (saves.get(id) ?? 0) + 1);
    }
  };
  let reads = 0;
  const reader = async () => {
    while (Date.now() < deadline) {
      const result = await h.gql('query ($id: ID!) { transcript(id: $id) { wordCount segments { start text } } }', { id: long });
      if (result.errors || result.data.transcript.segments.length !== 1500) errors.push(result.errors ?? 'short read');
      else reads++;
    }
  };
  await Promise.all([...ids.slice(1).map(writer), ...Array.from({ length: 20 }, reader)]);
  expect(errors).toEqual([]);
  expect(reads).toBeGreaterThan(0);

  for (const id of ids.slice(1)) {
    const meta = await h.app.store.call((pb) => pb.collection('transcript_meta').getOne(id));
    const records = await h.app.store.call((pb) => pb.collection('transcript_data').getFullList({ filter: pb.filter('meta_id = {:id}', { id }) }));
    const byId = new Map(records.map((r) => [r.id, r]));
    let length = 0;
    for (let at = meta.data_id; at; at = byId.get(at)!.previous_did) length++;
    expect(length).toBe(records.length);
    expect(length).toBe((saves.get(id) ?? 0) + 1);
  }
});

test('four 30 MiB uploads at once: all stored whole', { timeout: 120_000 }, async () => {
  // A real WAV of exactly the limit (16 kHz, 16-bit mono): ffprobe checks it in a fraction of a second.
  const big = wavBytes((DEFAULT_MAX_UPLOAD_BYTES - 44) / 32000);
  expect(big.length).toBe(DEFAULT_MAX_UPLOAD_BYTES);
  const responses = await Promise.all([1, 2, 3, 4].map((n) => h.upload(`Big ${n}`, big, `big${n}.wav`, 'audio/wav').then((r) => r.json())));
  for (const body of responses) {
    expect(body.errors).toBeUndefined();
    const head = await fetch(`${h.app.url}/media/${body.data.uploadAudio.id}`, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(DEFAULT_MAX_UPLOAD_BYTES));
  }
});
