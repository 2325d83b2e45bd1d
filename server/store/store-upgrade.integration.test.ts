import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';
import { keepCopyBefore, pendingStoreChange, UPGRADE_TO_POCKETBASE_040 } from './store-upgrade.ts';
import { writeLegacyDataDir, type LegacyDataDir } from './testing/legacy-store.ts';

/** A data dir written by the previous release (PocketBase 0.22.20) opened by this one (0.40): nothing is lost. */

let dataDir: string;
let legacy: LegacyDataDir;
let h: Harness;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-upgrade-'));
  legacy = await writeLegacyDataDir(dataDir);
  h = await startHarness({}, { dataDir });
}, 60_000);
afterAll(() => h?.close());

const pick = (record: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, record[key]]));

test('the start-up keeps an owner-only copy beside the data, names it, and hard-links the audio', async () => {
  const copy = path.join(dataDir, UPGRADE_TO_POCKETBASE_040.copy);
  expect(h.logs.some((line) => line.includes(copy))).toBe(true);
  expect((await fs.stat(copy)).mode & 0o777).toBe(0o700);
  expect((await fs.stat(path.join(copy, 'pocketbase', 'data.db'))).mode & 0o777).toBe(0o600);
  expect((await fs.stat(path.join(copy, 'pocketbase-superuser.json'))).mode & 0o777).toBe(0o600);
  for (const file of legacy.records.file_db) {
    const relative = path.join('storage', file.collectionId, file.id, file.file);
    const original = await fs.stat(path.join(dataDir, 'pocketbase', relative));
    const kept = await fs.stat(path.join(copy, 'pocketbase', relative));
    expect(kept.ino).toBe(original.ino); // the same file: hard-linked, not copied
    expect(original.mode & 0o777).toBe(0o600);
  }
});

test('every record and every field comes through', async () => {
  for (const collection of ['file_db', 'transcript_meta', 'transcript_data'] as const) {
    const now = await h.app.store.call((pb) => pb.collection(collection).getFullList({ sort: 'created' }));
    expect(now.map((record) => record.id)).toEqual(legacy.records[collection].map((record) => record.id));
    for (const [i, before] of legacy.records[collection].entries()) {
      // A version's segments are now a manifest of segment contents; they read back the same through the API (below).
      const fields = Object.keys(before).filter((key) => !(collection === 'transcript_data' && key === 'segments'));
      expect(pick(now[i], fields)).toEqual(pick(before, fields));
    }
  }
});

test('every version, every status and every audio byte reads back through the API', async () => {
  const query = `query ($id: ID!) { transcript(id: $id) {
    title status error duration engine model language speakerEngine versionId
    segments { speaker text start end words { text start end confidence } }
    versions { id previousId source wordCount segments { speaker text start end words { text start end confidence } } } } }`;
  const { data } = await h.gql(query, { id: legacy.ready.id });
  const readyNow = data.transcript;
  expect(readyNow).toMatchObject({
    title: 'An interview with history',
    status: 'READY',
    duration: 8,
    engine: 'whisper',
    model: 'base',
    language: 'en',
    speakerEngine: 'campplus',
    versionId: legacy.readyVersions[2].id,
  });
  expect(readyNow.segments).toEqual(legacy.readyVersions[2].segments);
  const versions = [...readyNow.versions].sort((a: any, b: any) => legacy.readyVersions.findIndex((v) => v.id === a.id) - legacy.readyVersions.findIndex((v) => v.id === b.id));
  expect(versions.map((version: any) => [version.id, version.previousId ?? '', version.source, version.wordCount])).toEqual(
    legacy.readyVersions.map((version) => [version.id, version.previous_did, version.source, version.word_count]),
  );
  for (const [i, version] of versions.entries()) expect(version.segments).toEqual(legacy.readyVersions[i].segments);

  const failed = (await h.gql(query, { id: legacy.failed.id })).data.transcript;
  expect(failed).toMatchObject({ status: 'FAILED', error: 'Error transcribing audio: 502 the engine stopped' });
  const deleted = (await h.gql(query, { id: legacy.deleted.id })).data.transcript;
  expect(deleted.status).toBe('DELETED');
  const listed = (await h.gql('{ transcripts { items { id } } }')).data.transcripts.items.map((item: any) => item.id);
  expect(listed.sort()).toEqual([legacy.ready.id, legacy.failed.id].sort());

  for (const meta of [legacy.ready, legacy.failed, legacy.deleted]) {
    if (meta.status === 'deleted') continue; // its audio is not served while deleted
    const served = Buffer.from(await (await fetch(`${h.app.url}/media/${meta.id}`)).arrayBuffer());
    expect(served.equals(legacy.audio.get(meta.file_id)!)).toBe(true);
  }
});

test('the app works on the upgraded data: saves, restores, retries and new uploads', async () => {
  const save = 'mutation ($id: ID!, $base: ID, $segments: [SegmentInput!]!) { saveEdits(id: $id, baseVersionId: $base, segments: $segments) { versionId segments { text speaker } } }';
  const current = legacy.readyVersions[2];
  const segments = current.segments.map((segment: any, i: number) => ({ start: segment.start, end: segment.end, speaker: segment.speaker, text: i === 0 ? 'Welcome back to the show' : segment.text }));
  const saved = await h.gql(save, { id: legacy.ready.id, base: current.id, segments });
  expect(saved.errors).toBeUndefined();
  expect(saved.data.saveEdits.segments[0]).toEqual({ text: 'Welcome back to the show', speaker: 'ETRM' });
  const stale = await h.gql(save, { id: legacy.ready.id, base: current.id, segments: segments.map((segment: any) => ({ ...segment, text: `${segment.text}!` })) });
  expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');

  const restored = await h.gql('mutation ($id: ID!, $v: ID!) { restoreVersion(id: $id, versionId: $v) { segments { text } } }', { id: legacy.ready.id, v: legacy.readyVersions[0].id });
  expect(restored.data.restoreVersion.segments.map((segment: any) => segment.text)).toEqual(legacy.readyVersions[0].segments.map((segment: any) => segment.text));

  expect((await h.gql('mutation ($id: ID!) { retryTranscription(id: $id) { id } }', { id: legacy.failed.id })).errors).toBeUndefined();
  expect((await waitForStatus(h, legacy.failed.id)).status).toBe('READY');

  const { data } = await (await h.upload('After the upgrade', wavBytes(), 'new.wav', 'audio/wav')).json();
  expect((await waitForStatus(h, data.uploadAudio.id)).status).toBe('READY');
});

test('a second start neither copies nor converts again, and loses nothing', async () => {
  const count = async () => (await h.gql('{ transcript(id: "' + legacy.ready.id + '") { versions { id } } }')).data.transcript.versions.length;
  const before = await count();
  await h.close({ keepData: true });
  h = await startHarness({}, { dataDir, editor: h.editor });
  expect(await count()).toBe(before);
  expect(h.logs.some((line) => line.includes('goes through'))).toBe(false);
  expect((await fs.readdir(dataDir)).filter((name) => name.startsWith(UPGRADE_TO_POCKETBASE_040.copy))).toEqual([UPGRADE_TO_POCKETBASE_040.copy]);
});

test('too little free space for the copy: start-up refuses with a clear message and changes nothing', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-upgrade-full-'));
  try {
    await writeLegacyDataDir(dir);
    const pbDir = path.join(dir, 'pocketbase');
    const before = await fs.readdir(dir);
    const databaseBytes = (await fs.stat(path.join(pbDir, 'data.db'))).size;
    const refusal = keepCopyBefore(UPGRADE_TO_POCKETBASE_040, dir, pbDir, () => undefined, async () => databaseBytes);
    await expect(refusal).rejects.toThrow(
      /must go through the upgrade from PocketBase 0\.22 to 0\.40, which needs about \d+ MB free in .* only 1 MB are free\. Free some space and start again\. Nothing has been changed\./,
    );
    expect(await fs.readdir(dir)).toEqual(before);
    expect(await pendingStoreChange(pbDir)).toBe(UPGRADE_TO_POCKETBASE_040);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});
