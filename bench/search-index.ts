/**
 * `npx tsx bench/search-index.ts [TRANSCRIPTS]`: what the search index costs (docs/search.md). On one embedded
 * PocketBase: a one-segment autosave of a 1,500-segment transcript with the index kept current, against the
 * same autosave of a deleted twin (which the index skips); then, over TRANSCRIPTS (default 60) transcripts of
 * 1,500 segments, search through the service against the bare FTS5 floors (bench/lib/fts-floor.ts) for terms
 * from rare to common, alternately; and the index's size. Stops everything it started.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseSearchQuery, toFtsMatch } from '../server/domain/search-query.ts';
import type { Segment } from '../server/domain/segment-types.ts';
import { EVERYTHING } from '../server/auth/visibility.ts';
import { SearchService } from '../server/services/search.ts';
import { StoreClient } from '../server/store/client.ts';
import { startEmbeddedPocketBase } from '../server/store/pocketbase-process.ts';
import { SearchIndex } from '../server/store/search-index.ts';
import type { TranscriptStatus } from '../server/domain/transcript.ts';
import { TranscriptsRepo } from '../server/store/transcripts-repo.ts';
import { pocketBaseFloor, sqliteFloor } from './lib/fts-floor.ts';
import { longSegments } from './lib/seed.ts';
import { paired } from './lib/stats.ts';

const AUTOSAVES = 40;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The interview with words the fixture never says, so terms run from a few hits to most segments. */
function interview(n: number): Segment[] {
  return longSegments(1500).map((segment, i) => {
    const extra = [n % 10 === 0 && i === 700 ? 'aardvark' : '', i % 75 === 0 ? 'bison' : ''].filter(Boolean).join(' ');
    return extra ? { ...segment, text: `${segment.text} ${extra}` } : segment;
  });
}

async function main(): Promise<void> {
  const transcripts = Number(process.argv[2] ?? 60);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-search-bench-'));
  const pocketbase = await startEmbeddedPocketBase(dataDir, () => undefined);
  try {
    const store = new StoreClient(pocketbase);
    const repo = new TranscriptsRepo(store);
    const index = new SearchIndex(store);
    const write = async (title: string, segments: Segment[], status: TranscriptStatus) => {
      const meta = await repo.createTranscript({ title, fileId: '', fileUrl: '', fileType: 'audio/wav', status, transcribeOptions: null });
      const started = performance.now();
      const { version: written } = await repo.appendVersion({ transcriptId: meta.id, base: '', segments, source: 'upload' });
      return { id: meta.id, versionId: written.id, ms: performance.now() - started };
    };
    console.log(`${os.availableParallelism()} cores; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; Node ${process.version}\n`);

    // Autosaves: the same one-segment change to the indexed transcript and to its deleted twin, alternately.
    const base = interview(1);
    const indexed = await write('Indexed', base, 'ready');
    const twin = await write('Deleted twin', base, 'deleted');
    console.log(`first version of 1,500 segments: ${ms(indexed.ms)} indexed (all rows), ${ms(twin.ms)} not indexed`);
    const autosave = (transcript: { id: string; versionId: string }) => async (round: number) => {
      const segments = base.map((segment, i) => (i === (round * 37) % base.length ? { ...segment, text: `${segment.text} edit ${round}` } : segment));
      const { version: written } = await repo.appendVersion({ transcriptId: transcript.id, base: transcript.versionId, segments, source: 'edit' });
      transcript.versionId = written.id;
    };
    const saves = await paired(autosave(indexed), autosave(twin), { runs: AUTOSAVES, budgetMs: 120_000 });
    console.log(
      `one-segment autosave, 1,500 segments (n=${saves.product.n}): indexed median ${ms(saves.product.median)} p95 ${ms(saves.product.p95)}; ` +
        `not indexed median ${ms(saves.floor.median)} p95 ${ms(saves.floor.p95)}; ratio ${saves.ratio.toFixed(2)}`,
    );

    // A library, then queries against the floor.
    const seeding = performance.now();
    for (let n = 2; n <= transcripts; n++) await write(`Library ${n}`, interview(n), 'ready');
    console.log(`\nlibrary: ${transcripts} transcripts × 1,500 segments seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
    const service = new SearchService(index);
    const direct = sqliteFloor(dataDir);
    const inside = pocketBaseFloor(store);
    try {
      for (const query of ['aardvark', 'bison', 'counterparty', 'market', '"gas trading"', 'counter*', 'hedge desk']) {
        const match = toFtsMatch(parseSearchQuery(query))!;
        const search = () => service.search({ query, first: 20, reader: EVERYTHING, viewer: null });
        const throughPocketBase = await paired(search, () => inside.query(match), { runs: 30, budgetMs: 60_000 });
        const bySqlite = await paired(search, () => direct.query(match), { runs: 30, budgetMs: 60_000 });
        const approximate = (await service.search({ query, first: 1, reader: EVERYTHING, viewer: null }))[0]?.approximate;
        const line = (label: string, result: typeof bySqlite) =>
          `${label} p50 ${ms(result.floor.median)} p95 ${ms(result.floor.p95)} (search p95 ${ms(result.product.p95)}, ratio ${(result.product.p95 / result.floor.p95).toFixed(2)})`;
        console.log(
          `search ${query.padEnd(14)} ${String(direct.count(match)).padStart(7)} hits${approximate ? ' (approximate)' : ''}: ` +
            `search p50 ${ms(throughPocketBase.product.median)} p95 ${ms(throughPocketBase.product.p95)}\n` +
            `    ${line('floor in PocketBase', throughPocketBase)}; ${line('floor in node:sqlite', bySqlite)}`,
        );
      }
    } finally {
      direct.close();
    }

    const db = new DatabaseSync(path.join(dataDir, 'pocketbase', 'data.db'), { readOnly: true });
    try {
      const sizes = db.prepare("SELECT name, SUM(pgsize) AS bytes FROM dbstat WHERE name LIKE 'search%' OR name LIKE 'idx_search%' GROUP BY name ORDER BY name").all();
      const total = sizes.reduce((sum, row) => sum + Number(row.bytes), 0);
      const segments = Number(db.prepare('SELECT count(*) AS n FROM search_segment_rows').get()?.n);
      console.log(`\nindex: ${segments} segments, ${(total / 2 ** 20).toFixed(1)} MiB (${sizes.map((row) => `${row.name} ${(Number(row.bytes) / 2 ** 20).toFixed(1)}`).join(', ')})`);
    } finally {
      db.close();
    }
  } finally {
    await pocketbase.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
