import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, expect, test } from 'vitest';
import type { Segment } from '../domain/segment-types.ts';
import { startHarness, type Harness } from '../test/harness.ts';

let h: Harness;
afterAll(() => h?.close());

async function transcript(title: string, text: string): Promise<{ id: string; versionId: string }> {
  const repo = h.app.services.repo;
  const meta = await repo.createTranscript({ title, fileId: '', fileUrl: '', fileType: 'audio/wav', status: 'transcribing', transcribeOptions: null });
  const segments: Segment[] = [
    { speaker: 'Host', text, start: 0, end: 1.5 },
    { speaker: 'Guest', text: 'and something else', start: 1.5, end: 3.25 },
  ];
  const { version: written } = await repo.appendVersion({ transcriptId: meta.id, base: '', segments, source: 'upload', requireStatus: 'transcribing', transcriptFields: { status: 'ready' } });
  return { id: meta.id, versionId: written.id };
}

async function found(query: string): Promise<string[]> {
  const { data, errors } = await h.gql('query ($query: String!) { search(query: $query, first: 100) { transcript { id } snippet } }', { query });
  expect(errors).toBeUndefined();
  return data.search.map((hit: { transcript: { id: string }; snippet: string }) => `${hit.transcript.id}:${hit.snippet}`);
}

async function caughtUp(): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await h.app.services.search.index.behind()).length > 0) {
    if (Date.now() > deadline) throw new Error('the search index did not catch up');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Changes PocketBase's database by hand while the server is stopped, as a crash or an older release would leave it. */
function tamper(dataDir: string, sql: string[]): void {
  const db = new DatabaseSync(path.join(dataDir, 'pocketbase', 'data.db'));
  try {
    for (const statement of sql) db.exec(statement);
  } finally {
    db.close();
  }
}

test('a restart catches the index up: rows dropped by hand, a delete it missed, and a version written while it was behind', async () => {
  h = await startHarness();
  const dropped = await transcript('Dropped', 'the aardvark speaks');
  const edited = await transcript('Edited while behind', 'the bandicoot speaks');
  const deleted = await transcript('Deleted while stopped', 'the capybara speaks');
  const kept = await transcript('Kept', 'the dugong speaks');
  const { dataDir, editor } = h;
  await h.close({ keepData: true });

  const rowsOf = (id: string) => `SELECT row FROM search_segment_rows WHERE transcript_id = '${id}'`;
  tamper(dataDir, [
    // As a data dir from before the index, for two transcripts.
    ...[dropped.id, edited.id].flatMap((id) => [
      `DELETE FROM search_segments WHERE rowid IN (${rowsOf(id)})`,
      `DELETE FROM search_segment_rows WHERE transcript_id = '${id}'`,
      `DELETE FROM search_transcripts WHERE transcript_id = '${id}'`,
    ]),
    // Deleted by a server that died before it took the transcript out of the index.
    `UPDATE transcript_meta SET status = 'deleted' WHERE id = '${deleted.id}'`,
  ]);

  h = await startHarness({}, { dataDir, editor });
  // A save while start-up may still be catching up: the index ends at the saved version either way.
  const save = await h.gql('mutation ($id: ID!, $base: ID, $segments: [SegmentInput!]!) { saveEdits(id: $id, baseVersionId: $base, segments: $segments) { versionId } }', {
    id: edited.id,
    base: edited.versionId,
    segments: [
      { speaker: 'Host', text: 'the echidna speaks', start: 0, end: 1.5 },
      { speaker: 'Guest', text: 'and something else', start: 1.5, end: 3.25 },
    ],
  });
  expect(save.errors).toBeUndefined();
  await caughtUp();

  expect(await found('aardvark')).toEqual([`${dropped.id}:the aardvark speaks`]);
  expect(await found('bandicoot')).toEqual([]);
  expect(await found('echidna')).toEqual([`${edited.id}:the echidna speaks`]);
  expect(await found('capybara')).toEqual([]);
  expect(await found('dugong')).toEqual([`${kept.id}:the dugong speaks`]);
  // Each transcript's segments are in the index once: nothing was indexed twice by the save and the catch-up.
  expect((await found('something')).sort()).toEqual([dropped.id, edited.id, kept.id].map((id) => `${id}:and something else`).sort());
});
