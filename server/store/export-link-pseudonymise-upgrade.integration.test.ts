import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { newToken } from '../auth/tokens.ts';
import { startHarness, type Harness } from '../test/harness.ts';
import { writePlainTranscript, writePreviousReleaseDataDir } from './testing/previous-release.ts';

/**
 * A data dir written by the release before pseudonymised exports, opened by this one: its export links, which cannot
 * say whether they were made for someone who sees pseudonyms, are gone (a viewer's link never downloads the terms);
 * the transcript exports, and its new links carry the choice.
 */

const MIGRATION = '1766100000_export_link_pseudonymise.js';
let dataDir: string;
let previous: Awaited<ReturnType<typeof writePlainTranscript>>;
const made = newToken('tse');
let h: Harness;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-export-link-upgrade-'));
  await writePreviousReleaseDataDir(dataDir, MIGRATION, async (pb) => {
    previous = await writePlainTranscript(pb, 'Exported before');
    const link = { transcript: previous.transcript.id, version: previous.version.id, format: 'txt', subtitle: '', comments: false, pageNumbers: false };
    await pb.collection('export_links').create({ ...link, timestamps: 'none', speakerLabels: 'full', hash: made.hash, expires: new Date(Date.now() + 60_000).toISOString() });
  });
  h = await startHarness({}, { dataDir });
}, 60_000);
afterAll(() => h?.close());

test('the links from before are gone; an export makes a link that downloads as it did', async () => {
  const migrations = await h.app.store.call((pb) => pb.send<{ migrations: string[] }>('/api/tapescript/version', { method: 'GET' }));
  expect(migrations.migrations).toContain(MIGRATION);
  expect(await h.app.store.call((pb) => pb.collection('export_links').getFullList())).toEqual([]);
  expect((await fetch(`${h.app.url}/download/${made.token}`)).status).toBe(404);
  const { data, errors } = await h.gql('mutation ($id: ID!) { export(id: $id, format: TXT) { filename url } }', { id: previous.transcript.id });
  expect(errors).toBeUndefined();
  expect(data.export.filename).toBe('Exported before.txt');
  const download = await fetch(`${h.app.url}${data.export.url}`);
  expect(download.status).toBe(200);
  expect(await download.text()).toContain('An edited line.');
});
