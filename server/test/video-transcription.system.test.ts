import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { wordErrorRate } from '../../scripts/fixtures/wer.ts';
import { createEditorService, loadEditorServiceConfig } from '../editor-service/index.ts';
import { startHarness, waitForStatus, type Harness } from './harness.ts';
import { makeVideo, VIDEOS } from './videos.ts';

/** A video uploaded through GraphQL, transcribed by the real embedded editor service (Whisper): its words come out. */
let h: Harness;
let editor: { url: string; close(): Promise<void> };
let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-video-system-'));
  editor = await createEditorService(loadEditorServiceConfig({ ...process.env, TRANSCRIBE_ENGINE: 'whisper', REFINE_ENGINE: 'rules' })).listen(0, '127.0.0.1');
  h = await startHarness({ EDITOR_SERVICE_URL: editor.url });
}, 120_000);
afterAll(async () => {
  await h?.close();
  await editor?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

test('a WebM video of a LibriVox reading becomes a READY transcript of its words', { timeout: 180_000 }, async () => {
  const video = await makeVideo(dir, 'webm', { clip: 1 });
  const response = await h.upload('A reading on video', new Uint8Array(await fs.readFile(video.path)), VIDEOS.webm.name, VIDEOS.webm.type);
  const { data, errors } = await response.json();
  expect(errors).toBeUndefined();
  const transcript = await waitForStatus(h, data.uploadAudio.id, 120_000);
  expect(transcript.status).toBe('READY');
  const text = transcript.segments.map((s: { text: string }) => s.text).join(' ');
  expect(wordErrorRate(video.reference, text)).toBeLessThan(0.3);
});
