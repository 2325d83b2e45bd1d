import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { writePlainTranscript, writePreviousReleaseDataDir } from './testing/previous-release.ts';
import { hiddenFromSql } from './visibility-filter.ts';

/**
 * A data dir written by the release before the private transcripts' index, opened by this one: nothing is lost, and
 * the transcripts hidden from a reader are found through the index, reading only the private ones (the month-six
 * bench's search as a non-owner, 10 % private, paid a scan of every transcript per search before).
 */

const MIGRATION = '1765800000_private_transcripts_index.js';
let dataDir: string;
let previous: Awaited<ReturnType<typeof writePlainTranscript>>;
let h: Harness;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-private-index-upgrade-'));
  await writePreviousReleaseDataDir(dataDir, MIGRATION, async (pb) => {
    previous = await writePlainTranscript(pb, 'Kept from before');
  });
  h = await startHarness({}, { dataDir });
}, 60_000);
afterAll(() => h?.close());

test('the old transcript reads back whole', async () => {
  const answer = await h.gql('query ($id: ID!) { transcript(id: $id) { title segments { text } } }', { id: previous.transcript.id });
  expect(answer.errors).toBeUndefined();
  expect(answer.data.transcript.title).toBe('Kept from before');
  expect(answer.data.transcript.segments.map((s: { text: string }) => s.text)).toEqual(previous.version.segments.map((s: { text: string }) => s.text));
});

test('the transcripts hidden from a reader are looked up by the partial index of private transcripts, not by reading every transcript', () => {
  const db = new DatabaseSync(path.join(dataDir, 'pocketbase', 'data.db'), { readOnly: true });
  try {
    const sql = `EXPLAIN QUERY PLAN SELECT m.id FROM transcript_meta m WHERE ${hiddenFromSql('m').replaceAll('{:reader}', "'someone'")}`;
    const plan = db.prepare(sql).all().map((row) => String(row.detail));
    expect(plan.join('\n')).toMatch(/SEARCH m USING INDEX idx_meta_private/);
  } finally {
    db.close();
  }
});
