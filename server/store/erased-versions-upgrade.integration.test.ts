import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { writePlainTranscript, writePreviousReleaseDataDir } from './testing/previous-release.ts';

/**
 * A data dir written by the release before erasures (no erased_version), opened by this one: nothing is lost, a save on
 * an older version is merged as before (nothing was ever erased), and an old transcript's speaker can be found and erased.
 */

const MIGRATION = '1765500000_erased_versions.js';
let dataDir: string;
let previous: Awaited<ReturnType<typeof writePlainTranscript>>;
let h: Harness;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-erased-upgrade-'));
  await writePreviousReleaseDataDir(dataDir, MIGRATION, async (pb) => {
    previous = await writePlainTranscript(pb, 'Kept from before');
  });
  h = await startHarness({}, { dataDir });
}, 60_000);
afterAll(() => h?.close());

const gqlOk = async (query: string, variables: Record<string, unknown> = {}) => {
  const answer = await h.gql(query, variables);
  expect(answer.errors, query).toBeUndefined();
  return answer.data;
};

test('the migration has run; the old transcript reads back whole and takes a save on an older version', async () => {
  const migrations = await h.app.store.call((pb) => pb.send<{ migrations: string[] }>('/api/tapescript/version', { method: 'GET' }));
  expect(migrations.migrations).toContain(MIGRATION);
  const id = previous.transcript.id;
  const { transcript } = await gqlOk('query ($id: ID!) { transcript(id: $id) { title segments { text } versions { id segments { id start text } } } }', { id });
  expect(transcript.title).toBe('Kept from before');
  expect(transcript.segments.map((s: any) => s.text)).toEqual(previous.version.segments.map((s: any) => s.text));
  const oldest = transcript.versions.at(-1);
  await gqlOk('mutation ($id: ID!, $base: ID!, $segments: [SegmentInput!]!) { saveEdits(id: $id, baseVersionId: $base, segments: $segments) { id } }', {
    id, base: oldest.id, segments: oldest.segments.map((s: any, i: number) => ({ id: s.id, start: s.start, text: i === 0 ? 'A first line edited after the upgrade.' : s.text })),
  });
});

test('an old transcript’s speaker is found and erased', async () => {
  const { personData } = await gqlOk('{ personData(name: "Ada") { matches { id kind transcript { id } } } }');
  expect(personData.matches).toEqual([{ id: expect.any(String), kind: 'SPEAKER', transcript: { id: previous.transcript.id } }]);
  const { erasePersonData } = await gqlOk('mutation ($ids: [ID!]!) { erasePersonData(name: "Ada", matchIds: $ids) { transcripts versions } }', { ids: [personData.matches[0].id] });
  expect(erasePersonData.transcripts).toBe(1);
  const { transcript } = await gqlOk('query ($id: ID!) { transcript(id: $id) { segments { speaker } } }', { id: previous.transcript.id });
  expect(transcript.segments.map((s: any) => s.speaker)).toContain('[removed]');
  expect(transcript.segments.map((s: any) => s.speaker)).not.toContain('Ada');
});
