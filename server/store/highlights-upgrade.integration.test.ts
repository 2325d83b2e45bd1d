import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { writePlainTranscript, writePreviousReleaseDataDir } from './testing/previous-release.ts';

/**
 * A data dir written by the release before highlights, opened by this one: the highlights collection is made, and a
 * transcript written then is highlighted, found again after an edit, and deleted for good with its highlights.
 */

const MIGRATION = '1766200000_highlights.js';
let dataDir: string;
let previous: Awaited<ReturnType<typeof writePlainTranscript>>;
let h: Harness;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-highlights-upgrade-'));
  await writePreviousReleaseDataDir(dataDir, MIGRATION, async (pb) => {
    previous = await writePlainTranscript(pb, 'Highlighted after');
  });
  h = await startHarness({}, { dataDir });
}, 60_000);
afterAll(() => h?.close());

test('a transcript from before is highlighted, re-anchored after an edit, and purged with its highlights', async () => {
  const migrations = await h.app.store.call((pb) => pb.send<{ migrations: string[] }>('/api/tapescript/version', { method: 'GET' }));
  expect(migrations.migrations).toContain(MIGRATION);
  const id = previous.transcript.id;
  const current = (await h.gql('query ($id: ID!) { transcript(id: $id) { versionId segments { id start text speaker } } }', { id })).data.transcript;
  expect(current.segments[1].text).toBe('An edited line.');
  const added = await h.gql(
    'mutation ($t: ID!, $s: ID!) { addHighlight(transcriptId: $t, fromSegmentId: $s, fromWord: 1, toSegmentId: $s, toWord: 2, tags: ["upgrade"]) { quote speaker outdated } }',
    { t: id, s: current.segments[1].id },
  );
  expect(added.errors).toBeUndefined();
  expect(added.data.addHighlight).toEqual({ quote: 'edited line.', speaker: 'Speaker 2', outdated: false });

  const segments = current.segments.map((s: any, i: number) => ({ id: s.id, start: s.start, text: i === 1 ? 'Now an edited line.' : s.text }));
  const saved = await h.gql('mutation ($id: ID!, $base: ID!, $s: [SegmentInput!]!) { saveEdits(id: $id, baseVersionId: $base, segments: $s) { id } }', { id, base: current.versionId, s: segments });
  expect(saved.errors).toBeUndefined();
  const placed = await h.gql('query ($id: ID!) { transcript(id: $id) { highlights { fromWord toWord outdated tags } } }', { id });
  expect(placed.data.transcript.highlights).toEqual([{ fromWord: 2, toWord: 3, outdated: false, tags: ['upgrade'] }]);

  expect((await h.gql('mutation ($id: ID!) { deleteTranscript(id: $id) { id } }', { id })).errors).toBeUndefined();
  expect((await h.gql('mutation ($id: ID!) { deleteTranscriptPermanently(id: $id) }', { id })).data.deleteTranscriptPermanently).toBe(true);
  expect(await h.app.store.call((pb) => pb.collection('highlights').getFullList())).toEqual([]);
});
