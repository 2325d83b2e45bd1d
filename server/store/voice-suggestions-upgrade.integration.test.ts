import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { writePlainTranscript, writePreviousReleaseDataDir } from './testing/previous-release.ts';

/**
 * A data dir written by the release before voice suggestions (known voices, but no voice_suggestions field), opened by
 * this one: its named speakers stay named, and it offers no voice it never stored.
 */

const SUGGESTIONS_MIGRATION = '1764900000_voice_suggestions.js';
let dataDir: string;
let previous: Awaited<ReturnType<typeof writePlainTranscript>>;
let voiceId = '';
let h: Harness;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-suggestions-upgrade-'));
  await writePreviousReleaseDataDir(dataDir, SUGGESTIONS_MIGRATION, async (pb) => {
    previous = await writePlainTranscript(pb, 'Named by voice before suggestions');
    const voice = await pb.collection('voices').create({ name: 'ETRM' });
    voiceId = voice.id;
    await pb.collection('voice_enrolments').create({
      voice: voice.id, transcript: previous.transcript.id, speaker: 'Speaker 1', model: 'campplus-test@0', voiceprint: [1, 0, 0], clips: [{ start: 0, end: 24, embedding: [1, 0, 0] }], speech_seconds: 24,
    });
    const speaker = previous.version.segments[0].speaker;
    await pb.collection('transcript_meta').update(previous.transcript.id, { recognized_speakers: [{ speaker, label: 'Speaker 9', voice: voice.id, score: 0.82 }] });
  });
  h = await startHarness({}, { dataDir });
}, 60_000);
afterAll(() => h?.close());

test('a transcript of the release before suggestions keeps its speaker named by voice and is offered none', async () => {
  const migrations = await h.app.store.call((pb) => pb.send<{ migrations: string[] }>('/api/tapescript/version', { method: 'GET' }));
  expect(migrations.migrations).toContain(SUGGESTIONS_MIGRATION);
  const { data, errors } = await h.gql(
    'query ($id: ID!) { voices { name interviews } transcript(id: $id) { title segments { speaker text } recognizedSpeakers { label score voice { id name } } voiceSuggestions { speaker } } }',
    { id: previous.transcript.id },
  );
  expect(errors).toBeUndefined();
  expect(data.voices).toEqual([{ name: 'ETRM', interviews: 1 }]);
  expect(data.transcript).toMatchObject({ title: 'Named by voice before suggestions', voiceSuggestions: [] });
  expect(data.transcript.recognizedSpeakers).toEqual([{ label: 'Speaker 9', score: 0.82, voice: { id: voiceId, name: 'ETRM' } }]);
  expect(data.transcript.segments.map((segment: any) => [segment.speaker, segment.text])).toEqual(previous.version.segments.map((segment: any) => [segment.speaker, segment.text]));
  const dismissed = await h.gql('mutation ($t: ID!) { dismissVoiceSuggestion(transcriptId: $t, speaker: "Speaker 2") { id } }', { t: previous.transcript.id });
  expect(dismissed.errors?.[0]).toMatchObject({ message: 'No voice is offered for "Speaker 2" in this transcript.', extensions: { code: 'BAD_USER_INPUT' } });
});

test('its stored recognition, from before confirmations were recorded, reads as automatic: forgetting it renames and leaves the voice whole', async () => {
  const speaker = previous.version.segments[0].speaker;
  const read = await h.gql('query ($id: ID!) { transcript(id: $id) { recognizedSpeakers { confirmed interviewAdded } } }', { id: previous.transcript.id });
  expect(read.data.transcript.recognizedSpeakers).toEqual([{ confirmed: false, interviewAdded: false }]);
  const forgot = await h.gql('mutation ($t: ID!, $s: String!) { forgetRecognition(transcriptId: $t, speaker: $s) { segments { speaker } } }', { t: previous.transcript.id, s: speaker });
  expect(forgot.errors).toBeUndefined();
  expect(forgot.data.forgetRecognition.segments[0].speaker).toBe('Speaker 9');
  expect((await h.gql('{ voices { name interviews } }')).data.voices).toEqual([{ name: 'ETRM', interviews: 1 }]);
});
