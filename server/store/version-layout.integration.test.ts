import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, wavBytes, type Harness } from '../test/harness.ts';
import { StoreClient } from './client.ts';
import { startEmbeddedPocketBase } from './pocketbase-process.ts';
import { writePreviousReleaseDataDir } from './testing/previous-release.ts';
import { VERSIONS_BY_CHANGE } from './store-upgrade.ts';
import { TranscriptsRepo } from './transcripts-repo.ts';
import { convertVersionLayout } from './version-layout.ts';

/**
 * A data dir of the release before the by-change layout (PocketBase 0.40, every version a whole JSON array of its
 * segments) opened by this one: its versions are converted at start-up and read back the same.
 */

type Json = Record<string, any>;
const FIRST_LAYOUT_MIGRATION = '1764200000_segment_contents.js';

let dataDir: string;
let h: Harness;
const written: { meta: Json; versions: Json[] }[] = [];

function segments(count: number, label: string): Json[] {
  return Array.from({ length: count }, (_, i) => ({
    speaker: `Speaker ${(i % 2) + 1}`,
    text: `${label} segment ${i} says a few words`,
    start: i * 2,
    end: i * 2 + 1.5,
    words: [
      { text: label, start: i * 2, end: i * 2 + 0.5, confidence: 0.9 },
      { text: 'segment', start: i * 2 + 0.5, end: i * 2 + 1 },
    ],
  }));
}

/** Writes the dir with this PocketBase and the migrations of that release (those before the by-change layout). */
async function writeWholeVersionsDataDir(dir: string): Promise<void> {
  await writePreviousReleaseDataDir(dir, FIRST_LAYOUT_MIGRATION, async (pb) => {
    const form = new FormData();
    form.append('file', new Blob([wavBytes(1)], { type: 'audio/wav' }), 'a.wav');
    form.append('pending', 'false');
    const file = await pb.collection('file_db').create(form);
    // A long transcript edited a few times (edits, a split, a restore), a short one, and a deleted one.
    const histories: Array<[string, Json[][]]> = [];
    const long = segments(300, 'long');
    const edited = long.map((segment, i) => (i === 7 ? { ...segment, text: 'long segment 7 was corrected', words: undefined } : segment));
    const split = [...edited.slice(0, 20), { ...edited[20], end: 40.7 }, { ...edited[20], start: 40.7, text: 'the second half' }, ...edited.slice(21)];
    histories.push(['Long interview', [long, edited, split, long]]);
    histories.push(['Short one', [segments(3, 'short'), segments(3, 'shorter')]]);
    histories.push(['Deleted one', [segments(2, 'gone')]]);
    for (const [title, versions] of histories) {
      let meta = await pb.collection('transcript_meta').create({ title, file_id: file.id, status: 'ready', duration: 700 });
      const records: Json[] = [];
      let previous = '';
      for (const [i, version] of versions.entries()) {
        const source = i === 0 ? 'upload' : 'edit';
        const data = await pb.collection('transcript_data').create({ meta_id: meta.id, previous_did: previous, segments: version, source, word_count: 5 });
        meta = await pb.collection('transcript_meta').update(meta.id, { data_id: data.id });
        records.push(data);
        previous = data.id;
      }
      if (title === 'Deleted one') meta = await pb.collection('transcript_meta').update(meta.id, { status: 'deleted' });
      written.push({ meta, versions: records });
    }
  });
}

const firstStart: string[] = [];
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-layout-'));
  await writeWholeVersionsDataDir(dataDir);
  // A first start that dies in the middle of the conversion: PocketBase is killed as the third version is sent.
  const pocketbase = await startEmbeddedPocketBase(dataDir, (line) => firstStart.push(line));
  const store = new StoreClient(pocketbase);
  let posts = 0;
  const send = store.pb.beforeSend!;
  store.pb.beforeSend = (url, options) => {
    if (options.method === 'POST' && url.includes('/api/tapescript/layout/') && ++posts === 3) process.kill(pocketbase.pid!, 'SIGKILL');
    return send(url, options);
  };
  await expect(convertVersionLayout(store, new TranscriptsRepo(store), (line) => firstStart.push(line))).rejects.toThrow();
  await pocketbase.stop();
  // The next start goes on from there.
  h = await startHarness({}, { dataDir });
}, 120_000);
afterAll(() => h?.close());

const VERSIONS = `query ($id: ID!) { transcript(id: $id) { versionId versions { id previousId source createdAt segments { id speaker text start end words { text start end confidence } } } } }`;
const api = (segment: Json) => ({
  speaker: segment.speaker || null,
  text: segment.text,
  start: segment.start,
  end: segment.end,
  words: (segment.words ?? []).map((word: Json) => ({ confidence: null, ...word })),
});

test('a copy is kept first; after a crash midway the next start goes on, and every version reads back the same, with ids that carry through the history', async () => {
  expect(firstStart.some((line) => line.includes(path.join(dataDir, VERSIONS_BY_CHANGE.copy)))).toBe(true);
  expect((await fs.stat(path.join(dataDir, VERSIONS_BY_CHANGE.copy))).mode & 0o777).toBe(0o700);
  // Two (or three, if the killed one had landed) of the seven were converted by the first start.
  expect(h.logs).toContainEqual(expect.stringMatching(/^Converted [45] version\(s\) .*vacuumed/));
  for (const { meta, versions } of written) {
    const { data } = await h.gql(VERSIONS, { id: meta.id });
    const byId = new Map(data.transcript.versions.map((version: Json) => [version.id, version]));
    for (const before of versions) {
      const after = byId.get(before.id) as Json;
      expect(after.segments.map(({ id: _id, ...segment }: Json) => segment)).toEqual(before.segments.map(api));
      expect(new Set(after.segments.map((segment: Json) => segment.id)).size).toBe(before.segments.length);
    }
  }
  const long = (await h.gql(VERSIONS, { id: written[0].meta.id })).data.transcript.versions as Json[];
  const [first, edited, split, restored] = written[0].versions.map((version) => long.find((item) => item.id === version.id)!);
  expect(edited.segments[7].id).toBe(first.segments[7].id); // an edited segment keeps its id
  // A split made before ids existed: the first part keeps the id (same start), the second is unmatched, so new.
  expect(split.segments[20].id).toBe(first.segments[20].id);
  expect(split.segments[21].id).toBe(`t${(40.7 * 1000).toString(36)}`);
  expect(restored.segments.map((segment: Json) => segment.id)).toEqual(first.segments.map((segment: Json) => segment.id));
});

test('each distinct segment content is stored once per transcript', async () => {
  const count = async (id: string) => (await h.app.store.call((pb) => pb.collection('segment_contents').getList(1, 1, { filter: pb.filter('meta_id = {:id}', { id }) }))).totalItems;
  // 300 at upload, one edited segment, the split's two parts; the restore stores nothing new.
  expect(await count(written[0].meta.id)).toBe(303);
  expect(await count(written[1].meta.id)).toBe(6);
});

test('the converted history works: a save stores only what changed, and a second start converts nothing', async () => {
  const { meta } = written[0];
  const current = await h.gql(VERSIONS, { id: meta.id });
  const segmentsNow = current.data.transcript.versions.find((version: Json) => version.id === current.data.transcript.versionId).segments;
  const edit = segmentsNow.map((segment: Json, i: number) => ({ id: segment.id, start: segment.start, text: i === 100 ? 'a correction' : segment.text }));
  const save = await h.gql('mutation ($id: ID!, $base: ID, $s: [SegmentInput!]!) { saveEdits(id: $id, baseVersionId: $base, segments: $s) { segments { id text } } }', {
    id: meta.id,
    base: current.data.transcript.versionId,
    s: edit,
  });
  expect(save.errors).toBeUndefined();
  expect(save.data.saveEdits.segments[100]).toEqual({ id: segmentsNow[100].id, text: 'a correction' });
  const contents = await h.app.store.call((pb) => pb.collection('segment_contents').getList(1, 1, { filter: pb.filter('meta_id = {:id}', { id: meta.id }) }));
  expect(contents.totalItems).toBe(304);

  // A split now: the second part's id derives from the parent's and its start; a merge keeps the first's.
  const splitAt = segmentsNow[50];
  const after = await h.gql('mutation ($id: ID!, $start: Float!) { splitSegment(id: $id, start: $start, offset: 13) { segments { id start } } }', { id: meta.id, start: splitAt.start });
  const parts = after.data.splitSegment.segments.filter((segment: Json) => segment.id.startsWith(splitAt.id));
  expect(parts).toEqual([{ id: splitAt.id, start: splitAt.start }, { id: `${splitAt.id}.${Math.round(parts[1].start * 1000).toString(36)}`, start: parts[1].start }]);
  const merged = await h.gql('mutation ($id: ID!, $start: Float!) { mergeSegmentWithPrevious(id: $id, start: $start) { segments { id start } } }', { id: meta.id, start: parts[1].start });
  expect(merged.data.mergeSegmentWithPrevious.segments[50]).toEqual({ id: splitAt.id, start: splitAt.start });

  await h.close({ keepData: true });
  h = await startHarness({}, { dataDir, editor: h.editor });
  expect(h.logs.some((line) => line.startsWith('Converted'))).toBe(false);
  expect(h.logs.some((line) => line.includes('goes through'))).toBe(false);
});
