import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { makeReading } from '../../scripts/fixtures/librivox.ts';
import { decodeMono, silenceLevelDb, speechReference, toneResidualDb } from '../audio/bleep-levels.ts';
import { makeTempDir } from '../lib/temp-dir.ts';
import { startHarness, waitForStatus, type Harness } from '../test/harness.ts';

/**
 * Bleeped renders kept in the store (issue 52 item 3): real speech uploaded over HTTP, rendered through the service
 * from what PocketBase holds, made once per recording, spans and mode, and deleted with the recording.
 */
const SPANS = [
  { start: 1.02, end: 1.55 },
  { start: 8.3, end: 8.9 },
];
let h: Harness;
let dir: string;
let reading: string;

beforeAll(async () => {
  [h, dir, reading] = await Promise.all([startHarness(), makeTempDir('bleeped-test'), makeReading().then((made) => made.path)]);
}, 60_000);
afterAll(async () => {
  await h?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

async function upload(title: string) {
  const answer = await (await h.upload(title, new Uint8Array(await fs.readFile(reading)), 'reading.wav', 'audio/wav')).json();
  const { id } = await waitForStatus(h, answer.data.uploadAudio.id);
  return h.app.services.repo.getTranscript(id);
}

const renders = () => h.app.store.call((pb) => pb.collection('bleeped_audio').getFullList<{ id: string; source: string; collectionId: string }>());

async function downloaded(address: string, name: string): Promise<string> {
  const file = path.join(dir, name);
  await fs.writeFile(file, new Uint8Array(await (await fetch(address)).arrayBuffer()));
  return file;
}

test('the audio served with spans hidden meets the levels, is rendered once for any number of askers, and once per mode', async () => {
  const meta = await upload('Bleeped');
  const { bleeps } = h.app.services;
  const [first, second] = await Promise.all([bleeps.audio(meta, SPANS, 'SILENCE'), bleeps.audio(meta, SPANS, 'SILENCE')]);
  expect(first!.type).toBe('audio/ogg');
  expect(await renders()).toHaveLength(1);
  expect(new URL(second!.address).pathname).toBe(new URL(first!.address).pathname);
  // Asked again later, in another order: read from the store, not rendered again.
  expect(new URL((await bleeps.audio(meta, [...SPANS].reverse(), 'SILENCE'))!.address).pathname).toBe(new URL(first!.address).pathname);
  expect(await renders()).toHaveLength(1);

  const reference = speechReference(await decodeMono(reading, 48_000));
  const silenced = await decodeMono(await downloaded(first!.address, 'silence.ogg'), 48_000);
  expect(silenceLevelDb(silenced, SPANS, reference)).toBeLessThanOrEqual(-40);
  const toned = await bleeps.audio(meta, SPANS, 'TONE');
  expect(await renders()).toHaveLength(2);
  expect(toneResidualDb(await decodeMono(await downloaded(toned!.address, 'tone.ogg'), 48_000), SPANS, reference)).toBeLessThanOrEqual(-40);

  // Nothing to hide: the recording itself.
  const plain = await bleeps.audio(meta, [], 'TONE');
  expect(plain!.type).toBe('audio/wav');
  expect(new URL(plain!.address).pathname).toContain(meta.fileId);
});

/** The folders PocketBase keeps these renders' files in. */
const renderDirs = async (source: string) => (await renders()).filter((r) => r.source === source).map((r) => path.join(h.dataDir, 'pocketbase', 'storage', r.collectionId, r.id));
const exists = (folder: string) => fs.access(folder).then(() => true, () => false);

test('a transcript deleted for good takes its renders with it, files included', async () => {
  const meta = await upload('Purged');
  await h.app.services.bleeps.audio(meta, SPANS, 'TONE');
  const folders = await renderDirs(meta.fileId);
  expect(folders).toHaveLength(1);
  expect(await exists(folders[0])).toBe(true);
  await h.app.services.transcripts.delete(meta.id);
  await h.app.services.purge.deletePermanently(meta.id);
  expect(await renderDirs(meta.fileId)).toEqual([]);
  await expect.poll(() => exists(folders[0])).toBe(false);
});

test('audio removed by retention takes its renders with it', async () => {
  const meta = await upload('Audio removed');
  await h.app.services.bleeps.audio(meta, SPANS, 'SILENCE');
  const folders = await renderDirs(meta.fileId);
  expect(folders).toHaveLength(1);
  await h.app.services.purge.removeAudio(meta.id);
  expect(await renderDirs(meta.fileId)).toEqual([]);
  await expect.poll(() => exists(folders[0])).toBe(false);
});
