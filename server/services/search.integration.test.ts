import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Segment } from '../domain/segment-types.ts';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

/** A transcript written straight through the store's version write (as a finished transcription leaves it). */
async function transcript(title: string, texts: string[], speakers: string[] = []): Promise<string> {
  const repo = h.app.services.repo;
  const meta = await repo.createTranscript({ title, fileId: '', fileUrl: '', fileType: 'audio/wav', status: 'transcribing', transcribeOptions: null });
  const segments: Segment[] = texts.map((text, i) => ({ speaker: speakers[i] ?? 'Speaker 1', text, start: i * 2, end: i * 2 + 2 }));
  await repo.appendVersion({ transcriptId: meta.id, base: '', segments, source: 'upload', requireStatus: 'transcribing', transcriptFields: { status: 'ready' } });
  return meta.id;
}

interface Hit {
  transcript: { id: string };
  segmentId: string;
  start: number;
  speaker: string | null;
  snippet: string;
  matches: { offset: number; length: number }[];
  highlighted: string;
  cursor: string;
  approximate: boolean;
}

const HIT = 'transcript { id } segmentId start speaker snippet matches { offset length } highlighted cursor approximate';

async function search(query: string, args: Record<string, unknown> = {}): Promise<Hit[]> {
  const result = await h.gql(`query ($query: String!, $first: Int!, $after: String, $speaker: String, $transcriptId: ID) {
    search(query: $query, first: $first, after: $after, speaker: $speaker, transcriptId: $transcriptId) { ${HIT} } }`, { query, first: 100, ...args });
  expect(result.errors).toBeUndefined();
  return result.data.search;
}

const ids = (hits: Hit[]) => hits.map((hit) => hit.transcript.id);

test('field names of the stored JSON match nothing; only the text is searched', async () => {
  const id = await transcript('Field names', ['This is the end of the interview.']);
  for (const word of ['start', 'text', 'words', 'speaker', 'segments']) expect(ids(await search(word))).not.toContain(id);
  const [hit] = await search('end', { transcriptId: id });
  expect(hit).toMatchObject({ transcript: { id }, segmentId: 't0', start: 0, speaker: 'Speaker 1', highlighted: 'This is the **end** of the interview.' });
});

test('case- and accent-insensitive; phrases, prefixes and every match marked', async () => {
  const id = await transcript('Accents', ['Crème brûlée at the CAFÉ, then the café again.', 'The end of the interview.']);
  expect((await search('creme BRULEE', { transcriptId: id })).map((hit) => hit.highlighted)).toEqual(['**Crème** **brûlée** at the CAFÉ, then the café again.']);
  expect((await search('cafe', { transcriptId: id }))[0].matches).toEqual([
    { offset: 20, length: 4 },
    { offset: 35, length: 4 },
  ]);
  expect((await search('"end of the"', { transcriptId: id })).map((hit) => hit.highlighted)).toEqual(['The **end of the** interview.']);
  expect(await search('"the end of interview"', { transcriptId: id })).toEqual([]);
  expect((await search('interv*', { transcriptId: id })).map((hit) => hit.start)).toEqual([2]);
  expect(await search('interv', { transcriptId: id })).toEqual([]);
});

test('hostile query strings never fail, and are searched literally', async () => {
  const id = await transcript('Hostile', ["I don't write C++ AND I'm NEAR done."]);
  const hostile = ['C++', "don't", '"', '"""', 'NEAR', 'NEAR(a b)', 'AND', 'OR', 'NOT', '*', '-', '^', 'text:x', '{text}: x', '(', ')', "'; DROP TABLE search_segments; --", '%', '\\', '🙂'];
  for (const query of hostile) {
    const result = await h.gql('query ($query: String!) { search(query: $query) { start } }', { query });
    expect(result.errors, query).toBeUndefined();
  }
  expect((await search("don't NEAR", { transcriptId: id })).map((hit) => hit.highlighted)).toEqual(["I **don't** write C++ AND I'm **NEAR** done."]);
  expect(ids(await search('*'))).toEqual([]);
});

test('filters by speaker and by transcript', async () => {
  const first = await transcript('Speakers one', ['alpha zulu', 'alpha yankee'], ['Host', 'Guest']);
  const second = await transcript('Speakers two', ['alpha xray'], ['Host']);
  const alpha = (args: Record<string, unknown>) => search('alpha', args).then((hits) => hits.map((hit) => `${hit.transcript.id === first ? 1 : 2}:${hit.speaker}`).sort());
  expect(await alpha({ speaker: 'Host' })).toEqual(['1:Host', '2:Host']);
  expect(await alpha({ transcriptId: first })).toEqual(['1:Guest', '1:Host']);
  expect(await alpha({ transcriptId: second, speaker: 'Guest' })).toEqual([]);
  const bad = await h.gql('{ search(query: "alpha", transcriptId: "../x") { start } }');
  expect(bad.errors?.[0].extensions?.code).toBe('NOT_FOUND');
});

test('more than 200 transcripts: a hit in the oldest is found, and paging walks every hit once', async () => {
  const oldest = await transcript('Oldest', ['This is the end of the interview, said the kumquat.', 'plenty words here']);
  const all = [oldest];
  for (let i = 0; i < 205; i++) all.push(await transcript(`Library ${i}`, [`plenty words in transcript ${i}`]));
  expect(ids(await search('kumquat'))).toEqual([oldest]);

  const seen: string[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await search('plenty', { first: 50, after });
    seen.push(...page.map((hit) => `${hit.transcript.id}:${hit.start}`));
    if (page.length < 50) break;
    after = page.at(-1)!.cursor;
  }
  expect(seen).toHaveLength(206);
  expect(new Set(seen).size).toBe(206);
  expect(new Set(seen.map((hit) => hit.split(':')[0]))).toEqual(new Set(all));
  const bad = await h.gql('{ search(query: "plenty", after: "not a cursor") { start } }');
  expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
});

test('ranked by bm25, the most recently written first among equals', async () => {
  const older = await transcript('Rank older', ['quokka']);
  const newer = await transcript('Rank newer', ['quokka']);
  const weaker = await transcript('Rank weaker', ['quokka among many other words that dilute the match a great deal']);
  expect(ids(await search('quokka'))).toEqual([newer, older, weaker]);
});

test('edits, deletes and restores are seen at once', async () => {
  const { data } = await (await h.upload('Edited', wavBytes(), 'e.wav', 'audio/wav')).json();
  const ready = await waitForStatus(h, data.uploadAudio.id);
  const id: string = ready.id;
  expect(ids(await search('basics'))).toContain(id);

  const segments = ready.segments.map((segment: Segment, i: number) => (i === 2 ? { ...segment, text: 'now the wombat question' } : segment));
  const saved = await h.gql('mutation ($id: ID!, $base: ID, $segments: [SegmentInput!]!) { saveEdits(id: $id, baseVersionId: $base, segments: $segments) { versionId } }', {
    id,
    base: ready.versionId,
    segments,
  });
  expect(saved.errors).toBeUndefined();
  expect(ids(await search('wombat'))).toEqual([id]);
  expect(ids(await search('basics'))).not.toContain(id);
  expect(ids(await search('welcome show', { transcriptId: id }))).toEqual([id]);

  await h.gql('mutation ($id: ID!) { deleteTranscript(id: $id) { id } }', { id });
  expect(await search('wombat')).toEqual([]);
  await h.gql('mutation ($id: ID!) { restoreTranscript(id: $id) { id } }', { id });
  expect(ids(await search('wombat'))).toEqual([id]);
});

test('past 20,000 hits only the newest 20,000 are ranked, and the result says so', async () => {
  const many = Array.from({ length: 5000 }, (_, i) => `ubiquitous word number ${i}`);
  const oldest = await transcript('Many 0', many);
  for (let i = 1; i < 5; i++) await transcript(`Many ${i}`, many);
  const newest = await transcript('Many 5', ['ubiquitous', 'rare pangolin']);
  const hits = await search('ubiquitous', { first: 100 });
  expect(hits[0].approximate).toBe(true);
  expect(ids(hits)).not.toContain(oldest);
  expect(ids(hits)).toContain(newest);
  // A later page ranks the same 20,000.
  const next = await search('ubiquitous', { first: 100, after: hits.at(-1)!.cursor });
  expect(next.every((hit) => hit.approximate && hit.transcript.id !== oldest)).toBe(true);
  expect((await search('pangolin'))[0].approximate).toBe(false);
  // Narrowed to one transcript, the hits are fewer and all ranked.
  expect((await search('ubiquitous', { transcriptId: oldest, first: 1 }))[0].approximate).toBe(false);
});

/** The index rows of a transcript, read from PocketBase's database file beside it (read-only). */
function indexRows(id: string): { row: number; segment_id: string }[] {
  const db = new DatabaseSync(path.join(h.dataDir, 'pocketbase', 'data.db'), { readOnly: true });
  try {
    return db.prepare('SELECT rowid AS row, segment_id FROM search_segments WHERE transcript_id = ? ORDER BY segment_id').all(id) as { row: number; segment_id: string }[];
  } finally {
    db.close();
  }
}

test('a save rewrites only the rows of the segments it changed; segment ids are kept when segments have them', async () => {
  const repo = h.app.services.repo;
  const meta = await repo.createTranscript({ title: 'Rows', fileId: '', fileUrl: '', fileType: 'audio/wav', status: 'transcribing', transcribeOptions: null });
  // Segments with the stable ids that issue 30 item 2 adds (the store passes them through).
  const starts: Record<string, number> = { zulu: 0.5, alpha: 1, bravo: 2, charlie: 3, delta: 4 };
  const withIds = (texts: string[]) =>
    texts.map((text) => {
      const word = text.split(' ')[0];
      return { id: `seg-${word}`, speaker: 'Host', text, start: starts[word], end: starts[word] + 0.5 } as Segment;
    });
  const first = await repo.appendVersion({
    transcriptId: meta.id,
    base: '',
    segments: withIds(['alpha one', 'bravo two', 'charlie three', 'delta four']),
    source: 'upload',
    requireStatus: 'transcribing',
    transcriptFields: { status: 'ready' },
  });
  const before = indexRows(meta.id);
  expect(before.map((row) => row.segment_id)).toEqual(['seg-alpha', 'seg-bravo', 'seg-charlie', 'seg-delta']);

  // One segment edited and one added in front (every later position shifts): the other three rows stay.
  await repo.appendVersion({ transcriptId: meta.id, base: first.version.id, segments: withIds(['zulu new', 'alpha one', 'bravo TWO edited', 'charlie three', 'delta four']), source: 'edit' });
  const after = indexRows(meta.id);
  const kept = after.filter((row) => before.some((old) => old.row === row.row && old.segment_id === row.segment_id));
  expect(kept.map((row) => row.segment_id)).toEqual(['seg-alpha', 'seg-charlie', 'seg-delta']);
  expect(after).toHaveLength(5);
  expect((await search('edited'))[0]).toMatchObject({ transcript: { id: meta.id }, segmentId: 'seg-bravo', start: 2 });
  expect((await search('zulu'))[0]).toMatchObject({ transcript: { id: meta.id }, segmentId: 'seg-zulu', start: 0.5 });
  expect(await search('two -edited', { transcriptId: meta.id })).toHaveLength(1);
});
