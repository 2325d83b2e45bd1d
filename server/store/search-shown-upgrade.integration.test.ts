import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { writePlainTranscript, writePreviousReleaseDataDir } from './testing/previous-release.ts';

/**
 * A data dir written by the release before the pseudonymised search rows (migration 1765900000), holding a transcript
 * it had pseudonymised with a list, opened by this one: nothing is lost, and start-up makes the rows a viewer's search
 * runs on, so the listed terms (a word and a speaker) find nothing for them and their replacements do.
 */

const MIGRATION = '1765900000_search_shown.js';
let dataDir: string;
let previous: Awaited<ReturnType<typeof writePlainTranscript>>;
let h: Harness;
const viewer: Record<string, string> = {};
const owner: Record<string, string> = {};

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-search-shown-upgrade-'));
  await writePreviousReleaseDataDir(dataDir, MIGRATION, async (pb) => {
    previous = await writePlainTranscript(pb, 'Ada, edited');
    await pb.collection('transcript_meta').update(previous.transcript.id, { pseudonymised: true });
    for (const [term, kind, replacement] of [['Ada', 'person', '[Person A]'], ['edited', 'other', '[Other 1]']]) {
      await pb.collection('pseudonyms').create({ transcript: previous.transcript.id, term, term_key: term.toLowerCase(), kind, replacement });
    }
  });
  h = await startHarness({}, { dataDir });
  for (const [role, headers] of [['owner', owner], ['viewer', viewer]] as const) {
    const user = await h.app.services.accounts.addUser({ email: `${role}@example.org`, password: `the ${role} passphrase`, role });
    const identity = { kind: 'user' as const, role, user: { id: user.id, email: user.email, name: role }, tokenId: '' };
    headers.authorization = `Bearer ${(await h.app.services.accounts.createApiToken({ identity, address: 'test' }, role, null)).token}`;
  }
}, 60_000);
afterAll(() => h?.close());

const SEARCH = 'query ($q: String!, $s: String) { search(query: $q, speaker: $s) { speaker snippet transcript { title } } }';

test('the old transcript reads back whole, pseudonymised for a viewer as before', async () => {
  const answer = await h.gql('query ($id: ID!) { transcript(id: $id) { title segments { text speaker } } }', { id: previous.transcript.id }, owner);
  expect(answer.errors).toBeUndefined();
  expect(answer.data.transcript.segments).toEqual(previous.version.segments.map(({ text, speaker }: { text: string; speaker: string }) => ({ text, speaker })));
  const seen = await h.gql('query ($id: ID!) { transcript(id: $id) { title } }', { id: previous.transcript.id }, viewer);
  expect(seen.data.transcript.title).toBe('[Person A], [Other 1]');
});

test('start-up makes its pseudonymised search rows: a viewer finds the replacements, never the terms', async () => {
  for (let tries = 0; tries < 200 && (await h.gql(SEARCH, { q: '"other 1"' }, viewer)).data.search.length === 0; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect((await h.gql(SEARCH, { q: '"other 1"' }, viewer)).data.search).toEqual([{ speaker: 'Speaker 2', snippet: 'An [Other 1] line.', transcript: { title: '[Person A], [Other 1]' } }]);
  expect((await h.gql(SEARCH, { q: 'edited' }, viewer)).data.search).toEqual([]);
  expect((await h.gql(SEARCH, { q: 'word3', s: 'Ada' }, viewer)).data.search).toEqual([]);
  expect((await h.gql(SEARCH, { q: 'word3', s: '[Person A]' }, viewer)).data.search).toHaveLength(1);
  expect((await h.gql(SEARCH, { q: 'edited' }, owner)).data.search).toHaveLength(1);
});
