import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';

/**
 * The data dir release b6db260's own server wrote (release-dirs/, the newest release dir, from before clips), opened
 * by this one: the clips collection is made and then takes audiograms (1766700000_clip_audiograms.js), and a
 * transcript and recording written then is made into one at its words' times.
 */

const MIGRATION = '1766700000_clip_audiograms.js';
const RELEASE = path.join(import.meta.dirname, 'release-dirs', 'b6db260');
const written = JSON.parse(readFileSync(`${RELEASE}.json`, 'utf8'));
const [interview] = written.transcripts;
let dataDir: string;
let h: Harness;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-audiograms-upgrade-'));
  execFileSync('tar', ['-xzf', `${RELEASE}.tar.gz`, '-C', dataDir]);
  h = await startHarness({}, { dataDir });
}, 60_000);
afterAll(async () => {
  await h?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

test('a transcript written by a release before audiograms is made into a square one, its cues its words', async () => {
  const { migrations } = await h.app.store.call((pb) => pb.send<{ migrations: string[] }>('/api/tapescript/version', { method: 'GET' }));
  expect(migrations).toContain(MIGRATION);
  const clips = await h.app.store.call((pb) => pb.collections.getOne('clips'));
  expect(clips.fields).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: 'format', values: ['mp3', 'm4a', 'ogg', 'audiogram_square', 'audiogram_vertical'] }),
      expect.objectContaining({ name: 'file', maxSize: 200 * 1024 * 1024 }),
    ]),
  );

  const segment = (await h.gql('query ($id: ID!) { transcript(id: $id) { segments { id } } }', { id: interview.id })).data.transcript.segments[0];
  // "Welcome back to": inside the seconds of audio that release stored.
  const made = await h.gql('mutation ($t: ID!, $s: ID!) { createClip(transcriptId: $t, fromSegmentId: $s, fromWord: 0, toSegmentId: $s, toWord: 2, format: AUDIOGRAM_SQUARE, paddingMs: 100) { id } }', {
    t: interview.id,
    s: segment.id,
  });
  expect(made.errors).toBeUndefined();
  let clip = { status: 'QUEUED', url: '', error: null };
  for (let i = 0; i < 1200 && (clip.status === 'QUEUED' || clip.status === 'RENDERING'); i++) {
    await new Promise((r) => setTimeout(r, 50));
    clip = (await h.gql('query ($id: ID!) { clip(id: $id) { status url error } }', { id: made.data.createClip.id })).data.clip;
  }
  expect(clip).toMatchObject({ status: 'READY', error: null });
  const file = path.join(dataDir, 'audiogram.mp4');
  await fs.writeFile(file, new Uint8Array(await (await fetch(`${h.app.url}${clip.url}`)).arrayBuffer()));
  const srt = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-map', '0:s', '-f', 'srt', 'pipe:1'], { encoding: 'utf8' });
  expect(srt.replace(/<[^>]*>/g, '')).toContain('Welcome back to');
}, 120_000);
