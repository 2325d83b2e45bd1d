import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { writePlainTranscript, writePreviousReleaseDataDir } from './testing/previous-release.ts';

type Json = Record<string, any>;

/** A data dir written by the release before known voices, opened by this one: its transcripts read back and lend voices. */

const VOICES_MIGRATION = '1764600000_voices.js';
let dataDir: string;
let previous: { transcript: Json; version: Json };
let h: Harness;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-voices-upgrade-'));
  await writePreviousReleaseDataDir(dataDir, VOICES_MIGRATION, async (pb) => {
    previous = await writePlainTranscript(pb, 'Before known voices');
  });
  h = await startHarness({}, { dataDir });
  h.editor.voiceprints = (clips) => ({ status: 200, body: { model: 'campplus-test@0', clips: clips.map(([start, end]) => ({ start, end, embedding: [1, 0, 0] })) } });
}, 60_000);
afterAll(() => h?.close());

test('the previous release had no voices; this start adds them, and its transcript reads back unnamed', async () => {
  const migrations = await h.app.store.call((pb) => pb.send<{ migrations: string[] }>('/api/tapescript/version', { method: 'GET' }));
  expect(migrations.migrations).toContain(VOICES_MIGRATION);
  const { data, errors } = await h.gql('query ($id: ID!) { voices { id } transcript(id: $id) { title status segments { speaker text } recognizedSpeakers { speaker } } }', { id: previous.transcript.id });
  expect(errors).toBeUndefined();
  expect(data.voices).toEqual([]);
  expect(data.transcript).toMatchObject({ title: 'Before known voices', status: 'READY', recognizedSpeakers: [] });
  expect(data.transcript.segments.map((segment: any) => [segment.speaker, segment.text])).toEqual(previous.version.segments.map((segment: any) => [segment.speaker, segment.text]));
});

test('a voice is remembered from a transcript the previous release made', async () => {
  const { data, errors } = await h.gql(
    'mutation ($t: ID!) { rememberVoice(transcriptId: $t, speaker: "Speaker 1", name: "ETRM") { name interviews speechSeconds rememberedFrom { transcriptId title speaker } } }',
    { t: previous.transcript.id },
  );
  expect(errors).toBeUndefined();
  expect(data.rememberVoice).toMatchObject({ name: 'ETRM', interviews: 1 });
  expect(data.rememberVoice.rememberedFrom).toEqual([{ transcriptId: previous.transcript.id, title: 'Before known voices', speaker: 'Speaker 1' }]);
  expect(data.rememberVoice.speechSeconds).toBeGreaterThan(5);
});
