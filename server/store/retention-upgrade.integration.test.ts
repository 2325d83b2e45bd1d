import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { writePlainTranscript, writePreviousReleaseDataDir } from './testing/previous-release.ts';

/**
 * A data dir written by the release before retention (no legal_hold, audio_removed or retention_policy), opened by
 * this one: nothing is lost, its transcripts are not held and keep their audio, the policy keeps everything, and an
 * old transcript takes a hold and a permanent deletion like a new one.
 */

const RETENTION_MIGRATION = '1765400000_retention.js';
const DAY_MS = 24 * 60 * 60 * 1000;
let dataDir: string;
let previous: Awaited<ReturnType<typeof writePlainTranscript>>;
let binned: Awaited<ReturnType<typeof writePlainTranscript>>;
let h: Harness;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-retention-upgrade-'));
  await writePreviousReleaseDataDir(dataDir, RETENTION_MIGRATION, async (pb) => {
    previous = await writePlainTranscript(pb, 'Kept from before');
    binned = await writePlainTranscript(pb, 'Binned before');
    await pb.collection('transcript_meta').update(binned.transcript.id, { status: 'deleted' });
  });
  h = await startHarness({}, { dataDir });
}, 60_000);
afterAll(() => h?.close());

const STATE = 'query ($id: ID!) { transcript(id: $id) { title status legalHold audioRemovedAt segments { text } } }';

test('the migration has run; the old transcripts read back whole, not held, with their audio; the policy keeps everything', async () => {
  const migrations = await h.app.store.call((pb) => pb.send<{ migrations: string[] }>('/api/tapescript/version', { method: 'GET' }));
  expect(migrations.migrations).toContain(RETENTION_MIGRATION);
  const { data, errors } = await h.gql(STATE, { id: previous.transcript.id });
  expect(errors).toBeUndefined();
  expect(data.transcript).toMatchObject({ title: 'Kept from before', status: 'READY', legalHold: false, audioRemovedAt: null });
  expect(data.transcript.segments.map((s: any) => s.text)).toEqual(previous.version.segments.map((s: any) => s.text));
  expect((await fetch(`${h.app.url}/media/${previous.transcript.id}`)).status).toBe(200);
  expect((await h.gql(STATE, { id: binned.transcript.id })).data.transcript).toMatchObject({ status: 'DELETED', legalHold: false });
  expect((await h.gql('{ retention { audioDays transcriptDays } }')).data).toEqual({ retention: { audioDays: null, transcriptDays: null } });
  expect(await h.app.services.retention.due(new Date(Date.now() + 100_000 * DAY_MS))).toEqual([]);
});

test('an old transcript in the bin is kept while held, and deleted permanently once the hold is lifted', async () => {
  const id = binned.transcript.id;
  expect((await h.gql('mutation ($id: ID!) { setLegalHold(id: $id, hold: true) { legalHold } }', { id })).data).toEqual({ setLegalHold: { legalHold: true } });
  expect(await h.app.services.purge.emptyBin(new Date(Date.now() + 60 * DAY_MS))).toBe(0);
  await h.gql('mutation ($id: ID!) { setLegalHold(id: $id, hold: false) { legalHold } }', { id });
  expect((await h.gql('mutation ($id: ID!) { deleteTranscriptPermanently(id: $id) }', { id })).data).toEqual({ deleteTranscriptPermanently: true });
  expect((await h.gql(STATE, { id })).data?.transcript ?? null).toBeNull();
  expect((await h.gql(STATE, { id: previous.transcript.id })).data.transcript.title).toBe('Kept from before');
});
