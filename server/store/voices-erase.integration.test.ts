import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';

/**
 * Deleting a voice leaves nothing of it in the store's files: not its name, not a voiceprint, neither in the
 * database's pages (secure_delete zeroes what the deletion frees) nor in its WAL (checkpointed and truncated).
 */

const NAME = 'Quirinus Zebedee-Vantongeren';
/** Voiceprint numbers no other data holds, as the store writes them (JSON text). */
const CLIP_PRINT = [0.7137913, 0.0314159, 0.2718281, 0.6180339];
let h: Harness;

/** Every file of PocketBase's data dir that SQLite writes (databases and their WALs), read now. */
async function storeBytes(): Promise<Buffer> {
  const dir = path.join(h.dataDir, 'pocketbase');
  const files = (await fs.readdir(dir)).filter((name) => /\.db(-wal|-shm|-journal)?$/.test(name));
  expect(files).toEqual(expect.arrayContaining(['data.db', 'auxiliary.db']));
  return Buffer.concat(await Promise.all(files.map((name) => fs.readFile(path.join(dir, name)))));
}

beforeAll(async () => {
  h = await startHarness();
  const words = (start: number) => Array.from({ length: 15 }, (_, w) => ({ text: `w${w}`, start: start + w * 0.4, end: start + w * 0.4 + 0.38, confidence: 0.9 }));
  h.editor.transcribe = () => ({
    status: 200,
    body: {
      engine: 'whisper', model: 'base', language: 'en', speakerEngine: 'campplus', duration: 30,
      segments: [0, 7, 14, 21].map((start) => ({ speaker: 'Speaker 1', text: 'w', start, end: start + 6, words: words(start) })),
      voices: { model: 'campplus-test@0', speakers: [{ speaker: 'Speaker 1', embedding: CLIP_PRINT, seconds: 24 }] },
    },
  });
  h.editor.voiceprints = (clips) => ({ status: 200, body: { model: 'campplus-test@0', clips: clips.map(([start, end]) => ({ start, end, embedding: CLIP_PRINT })) } });
}, 60_000);
afterAll(() => h?.close());

test('after deleting a voice, neither its name nor its voiceprints are anywhere in the store files', async () => {
  const upload = async (title: string) => waitForStatus(h, (await (await h.upload(title, wavBytes(1), 'a.wav', 'audio/wav')).json()).data.uploadAudio.id);
  // Both transcribed before any voice is remembered, so both keep "Speaker 1".
  const transcript = await upload('A conversation');
  const another = await upload('Another conversation');
  const remembered = await h.gql('mutation ($t: ID!) { rememberVoice(transcriptId: $t, speaker: "Speaker 1", name: "' + NAME + '") { id } }', { t: transcript.id });
  expect(remembered.errors).toBeUndefined();
  // A second voice (another interview, a voiceprint unlike the first's), kept: the deletion of one voice does not touch the others.
  h.editor.voiceprints = (clips) => ({ status: 200, body: { model: 'campplus-test@0', clips: clips.map(([start, end]) => ({ start, end, embedding: [0.1, 0.6, -0.5, 0.1] })) } });
  const kept = await h.gql('mutation ($t: ID!) { rememberVoice(transcriptId: $t, speaker: "Speaker 1", name: "Kept voice") { id } }', { t: another.id });
  expect(kept.errors).toBeUndefined();
  const enrolments = await h.app.store.call((pb) => pb.collection('voice_enrolments').getFullList({ fields: 'voice,voiceprint' }));
  const voiceprint = enrolments.find((enrolment) => enrolment.voice === remembered.data.rememberVoice.id)!.voiceprint as number[];
  const patterns = [NAME, String(CLIP_PRINT[0]), String(CLIP_PRINT[2]), String(voiceprint[0])].map((text) => Buffer.from(text));

  const before = await storeBytes();
  // The check can fail: everything searched for is in the files now.
  for (const pattern of patterns) expect(before.includes(pattern), `${pattern} before`).toBe(true);

  const deleted = await h.gql('mutation ($id: ID!) { deleteVoice(id: $id) }', { id: remembered.data.rememberVoice.id });
  expect(deleted.errors).toBeUndefined();

  const after = await storeBytes();
  for (const pattern of patterns) expect(after.includes(pattern), `${pattern} after`).toBe(false);
  expect(after.includes(Buffer.from('Kept voice'))).toBe(true);
  const wal = await fs.stat(path.join(h.dataDir, 'pocketbase', 'data.db-wal')).catch(() => undefined);
  expect(wal?.size ?? 0).toBe(0);
});
