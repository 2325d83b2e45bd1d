import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, expect, test } from 'vitest';
import { seededRandom } from '../../lib/seeded-random.ts';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../../test/harness.ts';
import { runScript } from '../../test/run-script.ts';

/**
 * The restore drill: a backup taken by `npm run backup` while saves run, restored by `npm run restore` into a new
 * data dir, a server started on it. Every transcript, every version and every audio byte is as it was at the
 * backup point, and new saves work. In the system tier, one file at a time: it measures how long a writer waits for
 * the database while the backup runs (under 100 ms), which other files running beside it on two cores would stretch.
 */

const SAVE = 'mutation ($id: ID!, $base: ID, $segments: [SegmentInput!]!) { saveEdits(id: $id, baseVersionId: $base, segments: $segments) { versionId } }';
const COLLECTIONS = ['file_db', 'transcript_meta', 'transcript_data'] as const;

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-restore-drill-'));
const harnesses: Harness[] = [];
afterAll(async () => {
  for (const h of harnesses) await h.close().catch(() => undefined);
  await fs.rm(root, { recursive: true, force: true });
});

async function upload(h: Harness, title: string, audio: Uint8Array<ArrayBuffer>): Promise<string> {
  const answer = await (await h.upload(title, audio, `${title}.wav`, 'audio/wav')).json();
  const id = answer.data.uploadAudio.id as string;
  expect((await waitForStatus(h, id)).status).toBe('READY');
  return id;
}

/** A long interview's text: `count` segments of about `length` characters of words. */
function longSegments(count: number, length: number, seed: number) {
  const random = seededRandom(seed);
  const words = ['interview', 'market', 'energy', 'trading', 'risk', 'price', 'the', 'of', 'and', 'we', 'said', 'contract', 'gas', 'power'];
  return Array.from({ length: count }, (_, i) => {
    let text = '';
    while (text.length < length) text += `${words[Math.floor(random() * words.length)]} `;
    return { start: i * 0.05, end: i * 0.05 + 0.05, text: text.trim(), speaker: `Speaker ${(i % 2) + 1}` };
  });
}

/** Every record of our collections, by collection, as PocketBase answers them. */
async function records(h: Harness) {
  const all: Record<string, Record<string, unknown>[]> = {};
  for (const name of COLLECTIONS) all[name] = await h.app.store.call((pb) => pb.collection(name).getFullList({ sort: 'id' }));
  return all;
}

/**
 * A transcript's audio through /media, on a connection of its own: with fetch's pooled connections the third read
 * from the just-started restored server was reset (ECONNRESET) in about one run in four on a busy machine, with no
 * error in the server's log and none in /media's stream from PocketBase. The cause is not found yet; the bytes
 * always matched when they came.
 */
function mediaBytes(h: Harness, id: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${h.app.url}/media/${id}`, { agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => (response.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`/media/${id}: ${response.statusCode}`))));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * How long a writer waits for SQLite's write lock, probed every 5 ms from a thread of its own with a connection of
 * its own (BEGIN IMMEDIATE, ROLLBACK) until `stop()`: a lock held by the backup would show here as a wait.
 */
function probeWriteLock(database: string): { stop(): Promise<{ longestMs: number; probes: number }> } {
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const { DatabaseSync } = require('node:sqlite');
     const db = new DatabaseSync(workerData.database, { timeout: 10000 });
     const flag = workerData.flag;
     let longestMs = 0, probes = 0;
     while (Atomics.load(flag, 0) === 0) {
       const before = performance.now();
       db.exec('BEGIN IMMEDIATE');
       db.exec('ROLLBACK');
       longestMs = Math.max(longestMs, performance.now() - before);
       probes += 1;
       Atomics.wait(flag, 0, 0, 5);
     }
     db.close();
     parentPort.postMessage({ longestMs, probes });`,
    { eval: true, workerData: { database, flag } },
  );
  const result = new Promise<{ longestMs: number; probes: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      Atomics.store(flag, 0, 1);
      Atomics.notify(flag, 0);
      return result;
    },
  };
}

test('a backup taken while saves run restores every transcript, version and audio byte up to its point, and the restored server saves', async () => {
  const backupDir = path.join(root, 'backups');
  const h = await startHarness({}, { dataDir: path.join(root, 'data') });
  harnesses.push(h);

  // (The stand-in editor reports 8 s of audio, which bounds the segments' times.)
  // A library: two recordings, one uploaded twice (one copy of its audio in the backup folder), a long interview
  // edited a dozen times (a database of some megabytes), and a short one that is saved throughout the backup.
  const interviewAudio = wavBytes(30);
  const shortAudio = wavBytes(2);
  const interview = await upload(h, 'interview', interviewAudio);
  const again = await upload(h, 'interview-again', interviewAudio);
  const busy = await upload(h, 'busy', shortAudio);
  // Each edit rewrites the first word of every segment: each version stores every segment anew, as a new text
  // would, while its changes against the last one are read word by word in a second, not a minute (fresh random
  // text in every segment took the save's change list 5-40 s per edit, which was most of this test's time).
  const interviewText = longSegments(150, 4000, 1);
  for (let edit = 1; edit <= 12; edit++) {
    const saved = await h.gql(SAVE, { id: interview, segments: interviewText.map((segment) => ({ ...segment, text: `edit${edit} ${segment.text}` })) });
    expect(saved.errors).toBeUndefined();
  }

  // Saves, one after another, each on the last, from before the backup starts until after it has finished.
  const saves: { versionId: string; startedAt: number; endedAt: number }[] = [];
  let backupEnded = Infinity;
  let base = (await h.gql('query ($id: ID!) { transcript(id: $id) { versionId } }', { id: busy })).data.transcript.versionId;
  const saving = (async () => {
    for (let n = 1; saves.filter((save) => save.startedAt > backupEnded).length < 3; n++) {
      const startedAt = performance.now();
      const answer = await h.gql(SAVE, { id: busy, base, segments: [{ start: 0, end: 1, text: `save ${n}`, speaker: 'Speaker 1' }] });
      expect(answer.errors).toBeUndefined();
      base = answer.data.saveEdits.versionId;
      saves.push({ versionId: base, startedAt, endedAt: performance.now() });
    }
  })();
  while (saves.length < 3) await new Promise((resolve) => setTimeout(resolve, 10));

  const probe = probeWriteLock(path.join(h.dataDir, 'pocketbase', 'data.db'));
  const backupStarted = performance.now();
  const backup = await runScript('backup', [], { TAPESCRIPT_DATA_DIR: h.dataDir, TAPESCRIPT_BACKUP_DIR: backupDir });
  backupEnded = performance.now();
  const lock = await probe.stop();
  await saving;
  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
  const file = backup.stdout.trim().split('\n').pop()!;
  expect(path.dirname(file), backup.stdout).toBe(backupDir);

  const during = saves.filter((save) => save.endedAt > backupStarted && save.startedAt < backupEnded);
  const longest = (list: typeof saves) => Math.max(...list.map((save) => save.endedAt - save.startedAt)).toFixed(0);
  console.log(
    `restore drill: ${backup.stdout.trim().split('\n')[0]} ${during.length} saves during it, the longest ${longest(during)} ms ` +
      `(before it: ${longest(saves.filter((save) => save.endedAt <= backupStarted))} ms); ` +
      `longest wait for the write lock ${lock.longestMs.toFixed(1)} ms over ${lock.probes} probes`,
  );
  // Saves went on while the backup ran, and no writer waited on its copy: a lock held through the copy would keep a
  // writer waiting as long as the copy took; the waits seen are the saves' own (about 100 ms on a loaded machine).
  expect(during.length).toBeGreaterThan(1);
  expect(lock.probes).toBeGreaterThan(10);
  const copyMs = Number(/copied in (\d+) ms/.exec(backup.stdout)?.[1]);
  expect(copyMs).toBeGreaterThan(0);
  expect(lock.longestMs).toBeLessThan(copyMs / 2);

  // The file and its audio folder are owner-only; the interview's audio is there once for its two uploads.
  expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
  expect((await fs.stat(backupDir)).mode & 0o777).toBe(0o700);
  const kept = await Promise.all((await fs.readdir(path.join(backupDir, 'audio'))).map((name) => fs.stat(path.join(backupDir, 'audio', name))));
  expect(kept.filter((stat) => stat.size === interviewAudio.length), JSON.stringify(kept.map((s) => s.size))).toHaveLength(1);
  for (const stat of kept) expect(stat.mode & 0o777).toBe(0o600);

  const original = await records(h);
  const originalAudio = { interview: await mediaBytes(h, interview), again: await mediaBytes(h, again), busy: await mediaBytes(h, busy) };

  const check = await runScript('restore', ['--check', file], {});
  expect(check.stdout).toMatch(/is whole: .* 6 stored file\(s\)/);
  const restoredDir = path.join(root, 'restored');
  const restoreStarted = performance.now();
  const restore = await runScript('restore', [file], { TAPESCRIPT_DATA_DIR: restoredDir });
  expect(restore.stderr).toBe('');
  expect(restore.code).toBe(0);
  console.log(`restore drill: ${restore.stdout.trim()} (${(performance.now() - restoreStarted).toFixed(0)} ms with the process start)`);

  const restored = await startHarness({}, { dataDir: restoredDir, editor: h.editor });
  harnesses.push(restored);
  // Taken for what it is: not for a data dir of the 0.22 release to be upgraded.
  expect(restored.logs.join('\n')).not.toMatch(/Upgrading the data store/);
  const after = await records(restored);

  // The busy transcript's current version is one of the saves around the backup: every save finished before the
  // backup started is in it, none started after it ended is.
  const restoredMeta = after.transcript_meta.find((meta) => meta.id === busy)!;
  const point = saves.findIndex((save) => save.versionId === restoredMeta.data_id);
  expect(point).toBeGreaterThanOrEqual(saves.filter((save) => save.endedAt < backupStarted).length - 1);
  expect(saves[point].startedAt).toBeLessThan(backupEnded);
  const later = new Set(saves.slice(point + 1).map((save) => save.versionId));
  expect(later.size).toBeGreaterThanOrEqual(3);

  // Every record is the one the original holds, and every record up to the backup point is there.
  expect(after.file_db).toEqual(original.file_db);
  expect(after.transcript_data).toEqual(original.transcript_data.filter((version) => !later.has(version.id as string)));
  const meta = (list: Record<string, unknown>[]) => list.filter((record) => record.id !== busy);
  expect(meta(after.transcript_meta)).toEqual(meta(original.transcript_meta));
  expect({ ...restoredMeta, data_id: undefined, updated: undefined }).toEqual({
    ...original.transcript_meta.find((record) => record.id === busy),
    data_id: undefined,
    updated: undefined,
  });
  // Every audio byte, through the restored server's /media.
  expect(await mediaBytes(restored, interview)).toEqual(originalAudio.interview);
  expect(await mediaBytes(restored, again)).toEqual(originalAudio.again);
  expect(await mediaBytes(restored, busy)).toEqual(originalAudio.busy);
  expect(originalAudio.interview).toEqual(Buffer.from(interviewAudio));

  // Search index check (issue 30, item 5): once the FTS5 index lands, check here that the restored server's
  // search finds what the original's found up to the backup point.

  // New saves work on the restored server, on the restored current version.
  const saved = await restored.gql(SAVE, { id: busy, base: restoredMeta.data_id, segments: [{ start: 0, end: 1, text: 'after the restore', speaker: 'Speaker 1' }] });
  expect(saved.errors).toBeUndefined();
  const read = await restored.gql('query ($id: ID!) { transcript(id: $id) { versionId segments { text } } }', { id: busy });
  expect(read.data.transcript).toEqual({ versionId: saved.data.saveEdits.versionId, segments: [{ text: 'after the restore' }] });
}, 300_000);
