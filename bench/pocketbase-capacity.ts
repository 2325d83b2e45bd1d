/**
 * `npx tsx bench/pocketbase-capacity.ts`: what one embedded PocketBase (one SQLite writer) sustains for the
 * product's own writes and reads, at 1, 4 and 16 callers at once, each level for a few seconds. Figures for
 * docs/scaling.md; bounded in time (about a minute) and stops everything it started.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { StoreClient } from '../server/store/client.ts';
import { startEmbeddedPocketBase } from '../server/store/pocketbase-process.ts';
import type { MetaRecord } from '../server/store/transcript-records.ts';
import { TranscriptsRepo } from '../server/store/transcripts-repo.ts';
import { longSegments, seedTranscript } from './lib/seed.ts';
import { summarize } from './lib/stats.ts';

const LEVELS = [1, 4, 16];
const SECONDS_PER_LEVEL = 4;

type Operation = (caller: number, round: number) => Promise<void>;

async function sustain(operation: Operation, callers: number): Promise<{ perSecond: number; p50: number; p95: number; errors: number }> {
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + SECONDS_PER_LEVEL * 1000;
  await Promise.all(
    Array.from({ length: callers }, async (_, caller) => {
      for (let round = 0; performance.now() < deadline; round++) {
        const t = performance.now();
        try {
          await operation(caller, round);
          times.push(performance.now() - t);
        } catch {
          errors++;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const summary = summarize(times);
  return { perSecond: times.length / seconds, p50: summary.median, p95: summary.p95, errors };
}

async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-pb-capacity-'));
  const pocketbase = await startEmbeddedPocketBase(dataDir, () => undefined);
  try {
    const store = new StoreClient(pocketbase);
    const twoHours = longSegments(1500);
    const tenMinutes = longSegments(125);
    const transcripts = await Promise.all(Array.from({ length: 16 }, (_, i) => seedTranscript(store, `Capacity ${i + 1}`, twoHours)));
    for (let i = 0; i < 200; i++) await store.call((pb) => pb.collection('transcript_meta').create({ title: `Listed ${i}`, status: 'ready', file_type: 'audio' }));

    // A save is what the product writes for one: the version write's transaction in the store (pb_hooks/versions.pb.js:
    // check the base, a new transcript_data record, meta pointed at it), onto each caller's own transcript.
    const repo = new TranscriptsRepo(store);
    const save = (segments: typeof twoHours): Operation => async (caller) => {
      const transcript = transcripts[caller];
      const { version: written } = await repo.appendVersion({ transcriptId: transcript.id, base: transcript.versionId, segments, source: 'edit' });
      transcript.versionId = written.id;
    };
    // A first read: meta, then the version it points at (the server caches versions, so repeats cost less).
    const read: Operation = async (caller, round) => {
      const { id } = transcripts[(caller + round) % transcripts.length];
      await store.call(async (pb) => {
        const meta = await pb.collection('transcript_meta').getOne<MetaRecord>(id);
        await pb.collection('transcript_data').getOne(meta.data_id);
      });
    };
    const list: Operation = async () => {
      await store.call((pb) => pb.collection('transcript_meta').getList(1, 15, { filter: 'status != "deleted"', sort: '-updated,-id' }));
    };

    const bytes = (segments: typeof twoHours) => `${(Buffer.byteLength(JSON.stringify(segments)) / 1e6).toFixed(2)} MB`;
    const workloads: Array<[string, Operation]> = [
      [`save, 2-hour transcript (1,500 segments with word timings, ${bytes(twoHours)})`, save(twoHours)],
      [`save, 10-minute transcript (125 segments, ${bytes(tenMinutes)})`, save(tenMinutes)],
      ['first read, 2-hour transcript (meta + version)', read],
      ['list page (15 of 200)', list],
    ];
    console.log(`PocketBase ${pocketbase.url}; ${os.availableParallelism()} cores; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; Node ${process.version}\n`);
    console.log('| workload | callers | per second | p50 | p95 | errors |\n| --- | --- | --- | --- | --- | --- |');
    for (const [name, operation] of workloads) {
      for (const callers of LEVELS) {
        const r = await sustain(operation, callers);
        console.log(`| ${name} | ${callers} | ${r.perSecond.toFixed(1)} | ${r.p50.toFixed(0)} ms | ${r.p95.toFixed(0)} ms | ${r.errors} |`);
      }
    }
    const sizes = await Promise.all(['data.db', 'data.db-wal'].map((name) => fs.stat(path.join(dataDir, 'pocketbase', name)).then((s) => s.size, () => 0)));
    const versions = await store.call((pb) => pb.collection('transcript_data').getList(1, 1));
    console.log(`\nThe database after the run: ${((sizes[0] + sizes[1]) / 1e6).toFixed(0)} MB for ${versions.totalItems} versions (every save is kept: versions are append-only)`);
  } finally {
    await pocketbase.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
