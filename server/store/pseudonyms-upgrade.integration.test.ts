import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { writePlainTranscript, writePreviousReleaseDataDir } from './testing/previous-release.ts';

/**
 * A data dir written by the release before pseudonyms (no pseudonyms, pseudonym_dismissals, pseudonymised or
 * originals_grants), opened by this one: nothing is lost, its transcripts have no pseudonyms and are not
 * pseudonymised, and an old transcript takes a list, a pseudonymised view and a permanent deletion like a new one.
 */

const PSEUDONYMS_MIGRATION = '1765600000_pseudonyms.js';
let dataDir: string;
let previous: Awaited<ReturnType<typeof writePlainTranscript>>;
let h: Harness;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-pseudonyms-upgrade-'));
  await writePreviousReleaseDataDir(dataDir, PSEUDONYMS_MIGRATION, async (pb) => {
    previous = await writePlainTranscript(pb, 'Kept from before');
  });
  h = await startHarness({}, { dataDir });
}, 60_000);
afterAll(() => h?.close());

const STATE = 'query ($id: ID!) { transcript(id: $id) { title pseudonymised showsPseudonyms originalsGrants segments { speaker text } } }';

test('the migration has run; the old transcript reads back whole, not pseudonymised, with no pseudonyms', async () => {
  const migrations = await h.app.store.call((pb) => pb.send<{ migrations: string[] }>('/api/tapescript/version', { method: 'GET' }));
  expect(migrations.migrations).toContain(PSEUDONYMS_MIGRATION);
  const { data, errors } = await h.gql(STATE, { id: previous.transcript.id });
  expect(errors).toBeUndefined();
  expect(data.transcript).toMatchObject({ title: 'Kept from before', pseudonymised: false, showsPseudonyms: false, originalsGrants: [] });
  expect(data.transcript.segments).toEqual(previous.version.segments.map(({ speaker, text }: any) => ({ speaker, text })));
  expect((await h.gql('query ($t: ID) { pseudonyms(transcriptId: $t) { term } }', { t: previous.transcript.id })).data).toEqual({ pseudonyms: [] });
  expect((await h.gql('{ pseudonyms { term } }')).data).toEqual({ pseudonyms: [] });
});

test('an old transcript takes a list and is pseudonymised; deleting it for good takes its list too', async () => {
  const id = previous.transcript.id;
  const set = await h.gql('mutation ($t: ID!) { setPseudonym(transcriptId: $t, term: "Ada", kind: PERSON) { replacement } }', { t: id });
  expect(set.data).toEqual({ setPseudonym: { replacement: '[Person A]' } });
  expect((await h.gql('mutation ($id: ID!) { setPseudonymised(id: $id, pseudonymised: true) { pseudonymised } }', { id })).data).toEqual({ setPseudonymised: { pseudonymised: true } });
  // Local mode sees originals; what a viewer sees is tested in services/pseudonyms.integration.test.ts.
  expect((await h.gql(STATE, { id })).data.transcript.segments[2].speaker).toBe('Ada');
  await h.gql('mutation ($id: ID!) { deleteTranscript(id: $id) { status } }', { id });
  expect((await h.gql('mutation ($id: ID!) { deleteTranscriptPermanently(id: $id) }', { id })).data).toEqual({ deleteTranscriptPermanently: true });
  const left = await h.app.store.call((pb) => pb.collection('pseudonyms').getFullList());
  expect(left).toEqual([]);
});
