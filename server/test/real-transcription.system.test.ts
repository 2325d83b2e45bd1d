import fs from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { makeInterview } from '../../scripts/fixtures/interview.ts';
import { makeReading } from '../../scripts/fixtures/librivox.ts';
import { wordErrorRate } from '../../scripts/fixtures/wer.ts';
import { createEditorService, loadEditorServiceConfig } from '../editor-service/index.ts';
import { startHarness, waitForStatus, type Harness } from './harness.ts';

/**
 * The product as a fresh install runs it: GraphQL upload -> the real embedded editor service (offline engine)
 * -> a READY transcript; refine through the offline rules. Real speech from Debian's pocketsphinx-testdata
 * and a two-voice espeak-ng interview made at test time.
 */
let h: Harness;
let editor: { url: string; close(): Promise<void> };
beforeAll(async () => {
  editor = await createEditorService(loadEditorServiceConfig({ ...process.env, TRANSCRIBE_ENGINE: 'whisper', REFINE_ENGINE: 'rules' })).listen(0, '127.0.0.1');
  h = await startHarness({ EDITOR_SERVICE_URL: editor.url });
}, 120_000);
afterAll(async () => {
  await h?.close();
  await editor?.close();
});

async function uploadFile(title: string, file: string): Promise<any> {
  const response = await h.upload(title, new Uint8Array(fs.readFileSync(file)), 'clip.wav', 'audio/wav');
  const { data, errors } = await response.json();
  expect(errors).toBeUndefined();
  return waitForStatus(h, data.uploadAudio.id, 120_000);
}

test('a LibriVox reading becomes a READY transcript with plausible text and increasing timings', { timeout: 180_000 }, async () => {
  const reading = await makeReading();
  const transcript = await uploadFile('Sense and Sensibility', reading.path);
  expect(transcript.status).toBe('READY');
  const text = transcript.segments.map((s: { text: string }) => s.text).join(' ');
  expect(wordErrorRate(reading.reference, text)).toBeLessThan(0.3);
  const starts = transcript.segments.map((s: { start: number }) => s.start);
  expect(starts).toEqual([...starts].sort((a, b) => a - b));
  expect(transcript.segments.every((s: { start: number; end: number }) => s.end >= s.start && s.end <= reading.duration + 1)).toBe(true);

  const refined = await h.gql('mutation ($id: ID!) { refine(id: $id) { segments { start end text } } }', { id: transcript.id });
  expect(refined.errors).toBeUndefined();
  const after = refined.data.refine.segments;
  expect(after.map((s: { start: number; end: number }) => [s.start, s.end])).toEqual(transcript.segments.map((s: { start: number; end: number }) => [s.start, s.end]));
  expect(after[0].text[0]).toMatch(/[A-Z]/); // sentence casing from the rules engine
});

test('a two-voice interview yields two speakers, changing where the turns change', { timeout: 180_000 }, async () => {
  const interview = await makeInterview();
  const transcript = await uploadFile('Two voices', interview.path);
  expect(transcript.status).toBe('READY');
  const speakers = new Set(transcript.segments.map((s: { speaker: string }) => s.speaker));
  expect(speakers).toEqual(new Set(['Speaker 1', 'Speaker 2']));
  // Each turn's middle is spoken by the speaker who holds that role throughout.
  const speakerAt = (t: number) => transcript.segments.find((s: { start: number; end: number }) => s.start <= t && t < s.end)?.speaker;
  const roleOf = new Map<string, string>();
  let agreed = 0;
  interview.turns.forEach((turn) => {
    const speaker = speakerAt((turn.start + turn.end) / 2);
    if (!speaker) return;
    if (!roleOf.has(turn.role)) roleOf.set(turn.role, speaker);
    if (roleOf.get(turn.role) === speaker) agreed++;
  });
  expect(agreed).toBeGreaterThanOrEqual(interview.turns.length - 1);
  expect(new Set(roleOf.values()).size).toBe(2);
});
