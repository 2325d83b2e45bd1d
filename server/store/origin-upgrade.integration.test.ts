import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { writePlainTranscript, writePreviousReleaseDataDir } from './testing/previous-release.ts';

/**
 * A data dir written by the release before origins were recorded (no transcript_meta.origin), opened by this one: its
 * transcripts read as UPLOAD of their stored file's name (without PocketBase's random suffix), or of none without a file,
 * and the library's order (by "updated") is as it was.
 */

const ORIGIN_MIGRATION = '1765100000_transcript_origin.js';
let dataDir: string;
let previous: Awaited<ReturnType<typeof writePlainTranscript>>;
let fileless: Record<string, any>;
let h: Harness;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-origin-upgrade-'));
  await writePreviousReleaseDataDir(dataDir, ORIGIN_MIGRATION, async (pb) => {
    previous = await writePlainTranscript(pb, 'Uploaded before origins');
    fileless = await pb.collection('transcript_meta').create({ title: 'Without a file', status: 'failed', error: 'Error transcribing audio: 500' });
  });
  h = await startHarness({}, { dataDir });
}, 60_000);
afterAll(() => h?.close());

const ORIGIN = 'query ($id: ID!) { transcript(id: $id) { updatedAt origin { kind fileName tracks { speaker fileName } } } }';

test('the migration has run; an earlier transcript reads as an upload of its stored file, and its "updated" has not moved', async () => {
  const migrations = await h.app.store.call((pb) => pb.send<{ migrations: string[] }>('/api/tapescript/version', { method: 'GET' }));
  expect(migrations.migrations).toContain(ORIGIN_MIGRATION);
  const { data, errors } = await h.gql(ORIGIN, { id: previous.transcript.id });
  expect(errors).toBeUndefined();
  expect(data.transcript.origin).toEqual({ kind: 'UPLOAD', fileName: 'interview.wav', tracks: [] });
  expect(new Date(data.transcript.updatedAt).getTime()).toBe(new Date(previous.transcript.updated.replace(' ', 'T')).getTime());
  const stored = await h.app.store.call((pb) => pb.collection('transcript_meta').getOne(previous.transcript.id));
  expect(stored.origin).toEqual({ kind: 'upload', fileName: 'interview.wav', tracks: [] });
});

test('one without a file reads as an upload of no known name', async () => {
  const { data } = await h.gql(ORIGIN, { id: fileless.id });
  expect(data.transcript.origin).toEqual({ kind: 'UPLOAD', fileName: null, tracks: [] });
});
