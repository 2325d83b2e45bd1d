import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { writePlainTranscript, writePreviousReleaseDataDir } from './testing/previous-release.ts';

/**
 * A data dir written by the release before the PDF, Markdown, JSON and EAF exports, opened by this one: its
 * transcript reads back whole, and an export to each new format makes a single-use link (the links' format field
 * held only the four formats before) that downloads it.
 */

const MIGRATION = '1766000000_export_link_formats.js';
let dataDir: string;
let previous: Awaited<ReturnType<typeof writePlainTranscript>>;
let h: Harness;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-export-formats-upgrade-'));
  await writePreviousReleaseDataDir(dataDir, MIGRATION, async (pb) => {
    previous = await writePlainTranscript(pb, 'Kept for the new formats');
  });
  h = await startHarness({}, { dataDir });
}, 60_000);
afterAll(async () => {
  await h?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

test('the transcript from before reads back whole', async () => {
  const { data, errors } = await h.gql('query ($id: ID!) { transcript(id: $id) { title segments { text } } }', { id: previous.transcript.id });
  expect(errors).toBeUndefined();
  expect(data.transcript.title).toBe('Kept for the new formats');
  expect(data.transcript.segments.map((s: { text: string }) => s.text)).toEqual(previous.version.segments.map((s: { text: string }) => s.text));
});

test.each([
  ['PDF', 'pdf', 'application/pdf'],
  ['MARKDOWN', 'md', 'text/markdown'],
  ['JSON', 'json', 'application/json'],
  ['EAF', 'eaf', 'application/xml'],
])('an export to %s makes a link that downloads it', async (format, extension, type) => {
  const { data, errors } = await h.gql(`mutation ($id: ID!) { export(id: $id, format: ${format}) { filename url } }`, { id: previous.transcript.id });
  expect(errors).toBeUndefined();
  expect(data.export.filename).toBe(`Kept for the new formats.${extension}`);
  const download = await fetch(`${h.app.url}${data.export.url}`);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toContain(type);
  expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(0);
});
