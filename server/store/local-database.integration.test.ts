import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseSearchQuery, toFtsMatch } from '../domain/search-query.ts';
import type { Segment } from '../domain/segment-types.ts';
import { startHarness, type Harness } from '../test/harness.ts';
import { EVERYTHING } from '../auth/visibility.ts';
import { LocalDatabase } from './local-database.ts';
import { SearchIndex, type IndexQuery } from './search-index.ts';
import type { MetaRecord } from './transcript-records.ts';
import { TranscriptsRepo } from './transcripts-repo.ts';

/**
 * The server reads PocketBase's database itself when the two share a machine (search, the transcript list). It must answer exactly
 * what PocketBase's own route answers, and must never read a database that is not its store's.
 */

let h: Harness;
let local: LocalDatabase;
const ids: string[] = [];
beforeAll(async () => {
  h = await startHarness();
  const { repo } = h.app.services;
  for (let t = 0; t < 4; t++) {
    const meta = await repo.createTranscript({ title: `Interview ${t}`, fileId: '', fileUrl: '', fileType: 'audio/wav', status: 'transcribing', transcribeOptions: { language: 'en' } });
    const segments: Segment[] = Array.from({ length: 30 }, (_, i) => ({
      speaker: `Speaker ${(i % 2) + 1}`,
      text: `Part ${i} of the interview about the market ${i % 3 === 0 ? 'and energy trading' : ''}`.trim(),
      start: i * 2,
      end: i * 2 + 1.5,
    }));
    await repo.appendVersion({ transcriptId: meta.id, base: '', segments, source: 'upload', requireStatus: 'transcribing', transcriptFields: { status: 'ready', duration: 61.5 } });
    ids.push(meta.id);
  }
  const facts = await h.app.store.call((pb) => pb.send<{ dataDir: string }>('/api/tapescript/version', { method: 'GET' }));
  local = LocalDatabase.open(facts.dataDir, h.app.store.superuserId)!;
});
afterAll(async () => {
  local?.close();
  await h?.close();
});

test('it opens the store it runs beside, and reads its records as PocketBase answers them', async () => {
  expect(local).toBeDefined();
  const viaApi = await h.app.store.call((pb) => pb.collection('transcript_meta').getFullList<MetaRecord>({ sort: 'id' }));
  const read = local.records<MetaRecord>('transcript_meta', viaApi.map((meta) => meta.id));
  const byId = new Map(read.map((meta) => [meta.id, meta]));
  for (const meta of viaApi) expect(byId.get(meta.id)).toEqual(meta);
  expect(local.records('transcript_meta', [])).toEqual([]);
});

test('a search page is the same read directly and through PocketBase, for every filter and past an approximation cut', async () => {
  const direct = new SearchIndex(h.app.store, local);
  const viaRoute = new SearchIndex(h.app.store);
  const match = (text: string) => toFtsMatch(parseSearchQuery(text))!;
  const queries: IndexQuery[] = [
    { match: match('market'), limit: 20, offset: 0, window: 20_000, reader: EVERYTHING },
    { match: match('market'), limit: 7, offset: 7, window: 20_000, reader: EVERYTHING },
    { match: match('"energy trading"'), limit: 50, offset: 0, window: 20_000, speaker: 'Speaker 1', reader: EVERYTHING },
    { match: match('interv*'), limit: 10, offset: 0, window: 20_000, transcriptId: ids[2], reader: EVERYTHING },
    { match: match('part'), limit: 10, offset: 0, window: 25, reader: EVERYTHING },
    { match: match('nowhere'), limit: 10, offset: 0, window: 20_000, reader: EVERYTHING },
  ];
  for (const query of queries) {
    const [a, b] = [await direct.query(query), await viaRoute.query(query)];
    expect({ ...a, transcripts: a.transcripts.sort((x, y) => x.id.localeCompare(y.id)) }).toEqual({
      ...b,
      transcripts: b.transcripts.sort((x, y) => x.id.localeCompare(y.id)),
    });
  }
  const cut = await direct.query(queries[4]);
  expect(cut.approximate).toBe(true);
  const next = { ...queries[4], offset: 10, cutoff: cut.cutoff };
  expect(await direct.query(next)).toEqual(await viaRoute.query(next));
});

test('a page of the transcript list is the same read directly and through PocketBase, deleted ones left out', async () => {
  const { repo } = h.app.services;
  await repo.updateTranscript(ids[1], { status: 'deleted' });
  const direct = new TranscriptsRepo(h.app.store, local);
  const viaApi = new TranscriptsRepo(h.app.store);
  for (const [page, perPage] of [[1, 2], [2, 2], [3, 2], [1, 15], [5, 1]]) {
    const [a, b] = [await direct.listTranscripts(page, perPage, EVERYTHING), await viaApi.listTranscripts(page, perPage, EVERYTHING)];
    expect(a).toEqual(b);
  }
  expect((await direct.listTranscripts(1, 15, EVERYTHING)).items.map((meta) => meta.id)).not.toContain(ids[1]);
  await repo.updateTranscript(ids[1], { status: 'ready' });
});

test('titles containing a text are the same read directly and through PocketBase: case aside, "%" and "_" literal', async () => {
  const { repo } = h.app.services;
  const titles = ['Interview with Allison', '100% done', 'a_b test', 'ALLISON: 100 days, axb'];
  for (const [i, title] of titles.entries()) await repo.updateTranscript(ids[i], { title });
  const direct = new TranscriptsRepo(h.app.store, local);
  const viaApi = new TranscriptsRepo(h.app.store);
  const found = async (text: string) => {
    const [a, b] = [await direct.listTranscripts(1, 15, EVERYTHING, text), await viaApi.listTranscripts(1, 15, EVERYTHING, text)];
    expect(a).toEqual(b);
    return a.items.map((meta) => meta.title).sort();
  };
  expect(await found('allison')).toEqual(['ALLISON: 100 days, axb', 'Interview with Allison']);
  expect(await found('100%')).toEqual(['100% done']);
  expect(await found('a_b')).toEqual(['a_b test']);
  expect(await found('%')).toEqual(['100% done']);
  expect(await found('nowhere')).toEqual([]);
});

test('private transcripts are left out alike read directly and through PocketBase: the list, its total and search', async () => {
  const { repo } = h.app.services;
  const [creator, sharedWith, other] = ['creatorxxxxxxx1', 'sharedxxxxxxxx2', 'otherxxxxxxxxx3'];
  await repo.updateTranscript(ids[0], { visibility: 'private', createdBy: { kind: 'user', name: 'C', userId: creator }, shares: [{ userId: sharedWith, role: 'viewer' }] });
  await repo.updateTranscript(ids[3], { visibility: 'private', createdBy: { kind: 'user', name: 'O', userId: other } });
  const direct = new TranscriptsRepo(h.app.store, local);
  const viaApi = new TranscriptsRepo(h.app.store);
  const search = [new SearchIndex(h.app.store, local), new SearchIndex(h.app.store)];
  const match = toFtsMatch(parseSearchQuery('market'))!;
  try {
    const expected: [string, string[]][] = [
      [creator, [ids[1], ids[2], ids[0]]],
      [sharedWith, [ids[1], ids[2], ids[0]]],
      [other, [ids[1], ids[2], ids[3]]],
      ['nobodyxxxxxxxx4', [ids[1], ids[2]]],
    ];
    for (const [userId, seen] of [...expected, [null, [ids[1], ids[2]]] as [null, string[]]]) {
      const reader = { everything: false as const, userId };
      const [a, b] = [await direct.listTranscripts(1, 15, reader), await viaApi.listTranscripts(1, 15, reader)];
      expect(a).toEqual(b);
      expect(a.totalItems, String(userId)).toBe(seen.length);
      expect(a.items.map((meta) => meta.id).sort()).toEqual([...seen].sort());
      const [hitsA, hitsB] = await Promise.all(search.map((index) => index.query({ match, limit: 100, offset: 0, window: 20_000, reader })));
      expect(hitsA).toEqual({ ...hitsB, transcripts: expect.arrayContaining(hitsB.transcripts) });
      expect(new Set(hitsA.hits.map((hit) => hit.transcriptId))).toEqual(new Set(seen));
    }
    expect((await direct.listTranscripts(1, 15, EVERYTHING)).totalItems).toBe(4);
  } finally {
    for (const id of [ids[0], ids[3]]) await repo.updateTranscript(id, { visibility: 'team', shares: [], createdBy: null });
  }
});

test('what a snapshot remembers is read again after any write to the store, and only then', async () => {
  let reads = 0;
  const remembered = () => local.snapshot(() => local.remember('test key', () => ++reads));
  expect([remembered(), remembered()]).toEqual([1, 1]);
  await h.app.services.repo.updateTranscript(ids[2], { title: 'Renamed once' });
  expect([remembered(), remembered()]).toEqual([2, 2]);
  expect(local.snapshot(() => local.remember('another key', () => 'other'))).toBe('other');
  expect(reads).toBe(2);
});

test('who is hidden from a reader, and whether they are shown pseudonyms, are as of the very search (kept only while nothing is written)', async () => {
  const { repo } = h.app.services;
  const direct = new SearchIndex(h.app.store, local);
  const match = toFtsMatch(parseSearchQuery('market'))!;
  const [reader, other] = ['readerxxxxxxxx1', 'otherxxxxxxxxx2'];
  const found = async (as: 'editor' | 'viewer' = 'editor') => {
    const page = await direct.query({ match, limit: 100, offset: 0, window: 20_000, reader: { everything: false, userId: reader }, viewer: { userId: reader, role: as } });
    return page.hits.some((hit) => hit.transcriptId === ids[0]);
  };
  try {
    expect(await found()).toBe(true);
    await repo.updateTranscript(ids[0], { visibility: 'private', createdBy: { kind: 'user', name: 'O', userId: other } });
    expect(await found()).toBe(false);
    await repo.updateTranscript(ids[0], { shares: [{ userId: reader, role: 'editor' }] });
    expect(await found()).toBe(true);
    await repo.updateTranscript(ids[0], { shares: [] });
    expect(await found()).toBe(false);
    await repo.updateTranscript(ids[0], { visibility: 'team' });
    expect(await found('viewer')).toBe(true);
    // Shown pseudonyms, a viewer searches the transcript's pseudonymised rows, none made here: it is not found.
    await repo.updateTranscript(ids[0], { pseudonymised: true });
    expect(await found('viewer')).toBe(false);
    expect(await found('editor')).toBe(true);
    await repo.updateTranscript(ids[0], { pseudonymised: false });
    expect(await found('viewer')).toBe(true);
  } finally {
    await repo.updateTranscript(ids[0], { visibility: 'team', shares: [], createdBy: null, pseudonymised: false });
  }
});

test('the reads of a snapshot see one commit: a write made meanwhile shows only after it (a search reads who is hidden and its hits so)', async () => {
  const facts = await h.app.store.call((pb) => pb.send<{ dataDir: string }>('/api/tapescript/version', { method: 'GET' }));
  const writer = new DatabaseSync(path.join(facts.dataDir, 'data.db'));
  const title = () => local.all<{ title: string }>('SELECT title FROM transcript_meta WHERE id = {:id}', { id: ids[2] })[0].title;
  const before = title();
  try {
    const seen = local.snapshot(() => {
      const first = title();
      writer.prepare('UPDATE transcript_meta SET title = ? WHERE id = ?').run('Written meanwhile', ids[2]);
      return [first, title()];
    });
    expect(seen).toEqual([before, before]);
    expect(title()).toBe('Written meanwhile');
  } finally {
    writer.prepare('UPDATE transcript_meta SET title = ? WHERE id = ?').run(before, ids[2]);
    writer.close();
  }
});

test('another store, a missing dir or no sign-in is not read (searches then go through PocketBase)', async () => {
  const facts = await h.app.store.call((pb) => pb.send<{ dataDir: string }>('/api/tapescript/version', { method: 'GET' }));
  expect(LocalDatabase.open(facts.dataDir, 'notoursuperuser')).toBeUndefined();
  expect(LocalDatabase.open(facts.dataDir, undefined)).toBeUndefined();
  const empty = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-no-store-'));
  try {
    expect(LocalDatabase.open(empty, h.app.store.superuserId)).toBeUndefined();
    expect(LocalDatabase.open(undefined, h.app.store.superuserId)).toBeUndefined();
  } finally {
    await fs.rm(empty, { recursive: true });
  }
});
