import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { writePlainTranscript, writePreviousReleaseDataDir } from './testing/previous-release.ts';

/**
 * A data dir written by the release before comparisons were recorded (known voices and suggestions, no
 * voice_comparisons collection), opened by this one: its earlier transcript is compared once, and asked again is
 * answered from the comparison recorded, without measuring.
 */

const COMPARISONS_MIGRATION = '1765000000_voice_comparisons.js';
const MODEL = 'campplus-test@000000000000';
const HOST = [1, 0, 0];
const GUEST = [0, 1, 0];
let dataDir: string;
let previous: Awaited<ReturnType<typeof writePlainTranscript>>;
let h: Harness;
let measured = 0;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-comparisons-upgrade-'));
  await writePreviousReleaseDataDir(dataDir, COMPARISONS_MIGRATION, async (pb) => {
    previous = await writePlainTranscript(pb, 'Compared after the upgrade');
    const source = await writePlainTranscript(pb, 'Where ETRM was remembered');
    const voice = await pb.collection('voices').create({ name: 'ETRM' });
    await pb.collection('voice_enrolments').create({
      voice: voice.id, transcript: source.transcript.id, speaker: 'Speaker 1', model: MODEL, voiceprint: HOST, clips: [{ start: 0, end: 24, embedding: HOST }], speech_seconds: 24,
    });
  });
  h = await startHarness({}, { dataDir });
  // The stand-in speech worker hears the host in the transcript's first 7 s turns (Speaker 1's), the guest elsewhere.
  h.editor.voiceprints = (clips) => {
    measured += 1;
    return { status: 200, body: { model: MODEL, clips: clips.map(([start, end]) => ({ start, end, embedding: Math.floor(start / 7) % 2 ? GUEST : HOST })) } };
  };
}, 60_000);
afterAll(() => h?.close());

const NAME = 'mutation ($t: ID!) { nameSpeakersByVoice(transcriptId: $t) { named { speaker label } offered { speaker } comparedBefore transcript { segments { speaker } } } }';

test('an earlier transcript of the release before is compared once, then answered from the comparison recorded', async () => {
  const migrations = await h.app.store.call((pb) => pb.send<{ migrations: string[] }>('/api/tapescript/version', { method: 'GET' }));
  expect(migrations.migrations).toContain(COMPARISONS_MIGRATION);
  const first = await h.gql(NAME, { t: previous.transcript.id });
  expect(first.errors).toBeUndefined();
  expect(first.data.nameSpeakersByVoice).toMatchObject({ named: [{ speaker: 'ETRM', label: 'Speaker 1' }], offered: [], comparedBefore: false });
  expect(measured).toBe(1);
  const again = await h.gql(NAME, { t: previous.transcript.id });
  expect(again.data.nameSpeakersByVoice).toMatchObject({ named: [], offered: [], comparedBefore: true });
  expect(again.data.nameSpeakersByVoice.transcript.segments.map((segment: { speaker: string }) => segment.speaker)).toEqual(['ETRM', 'Speaker 2', 'Ada', 'Speaker 2']);
  expect(measured).toBe(1);
});
