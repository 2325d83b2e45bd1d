import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { writePlainTranscript, writePreviousReleaseDataDir } from './testing/previous-release.ts';

/**
 * A data dir written by the release before the quote bank's words index (highlights, no highlight_search), opened by
 * this one: the migration indexes the highlights it holds, oldest first, and the triggers keep the index after.
 */

const MIGRATION = '1766300000_highlight_search.js';
let dataDir: string;
let transcriptId = '';
let h: Harness;

const part = (quote: string) => ({ segmentId: 'seg', segmentStart: 7, segmentEnd: 13, span: { from: 0, to: quote.split(' ').length - 1 }, quote });

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-highlight-search-upgrade-'));
  await writePreviousReleaseDataDir(dataDir, MIGRATION, async (pb) => {
    transcriptId = (await writePlainTranscript(pb, 'Quoted before')).transcript.id;
    for (const [quote, tags] of [['An edited line.', ['edit']], ['word3 word4', ['numbers', 'edit']]] as const) {
      await pb.collection('highlights').create({ transcript: transcriptId, parts: [part(quote)], speaker: 'Speaker 2', start: 7, end: 8, tags, note: '', version_id: '' });
    }
  });
  h = await startHarness({}, { dataDir });
}, 60_000);
afterAll(() => h?.close());

const quotes = async (args: string) => {
  const answer = await h.gql(`{ highlights(${args}) { quote tags } }`);
  expect(answer.errors).toBeUndefined();
  return answer.data.highlights.map((x: { quote: string }) => x.quote);
};

test('the highlights written before are found by their words and tags, newest first, and new ones follow them', async () => {
  const migrations = await h.app.store.call((pb) => pb.send<{ migrations: string[] }>('/api/tapescript/version', { method: 'GET' }));
  expect(migrations.migrations).toContain(MIGRATION);
  expect(await quotes('first: 10')).toEqual(['word3 word4', 'An edited line.']);
  expect(await quotes('query: "edited"')).toEqual(['An edited line.']);
  expect(await quotes('query: "word4", tags: ["NUMBERS"]')).toEqual(['word3 word4']);

  const current = (await h.gql('query ($id: ID!) { transcript(id: $id) { segments { id text } } }', { id: transcriptId })).data.transcript;
  const added = await h.gql('mutation ($t: ID!, $s: ID!) { addHighlight(transcriptId: $t, fromSegmentId: $s, fromWord: 0, toSegmentId: $s, toWord: 1, tags: ["edit"]) { quote } }', {
    t: transcriptId,
    s: current.segments[0].id,
  });
  expect(added.errors).toBeUndefined();
  expect(await quotes('tags: ["edit"]')).toEqual(['word0 word1', 'word3 word4', 'An edited line.']);
  expect(await quotes('query: "word0"')).toEqual(['word0 word1']);
});
