import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { decodeMono } from '../audio/bleep-levels.ts';
import { startHarness, type Harness } from '../test/harness.ts';

/**
 * The data dir release b3309f1's own server wrote (release-dirs/, the release before highlights and clips), opened by
 * this one: the clips collections are made, a transcript and recording written then are clipped at its words' times,
 * and the transcript deleted for good takes its clips with it.
 */

const MIGRATION = '1766400000_clips.js';
const RELEASE = path.join(import.meta.dirname, 'release-dirs', 'b3309f1');
const written = JSON.parse(readFileSync(`${RELEASE}.json`, 'utf8'));
const [interview] = written.transcripts;
let dataDir: string;
let h: Harness;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-clips-upgrade-'));
  execFileSync('tar', ['-xzf', `${RELEASE}.tar.gz`, '-C', dataDir]);
  h = await startHarness({}, { dataDir });
}, 60_000);
afterAll(() => h?.close());

test('a transcript written by the release before clips is clipped at its words, and purged with its clips', async () => {
  const { migrations } = await h.app.store.call((pb) => pb.send<{ migrations: string[] }>('/api/tapescript/version', { method: 'GET' }));
  expect(migrations).toContain(MIGRATION);
  const id = interview.id;
  const segments = (await h.gql('query ($id: ID!) { transcript(id: $id) { segments { id words { start end } } } }', { id })).data.transcript.segments;
  const create = (s: string, toWord: number) =>
    h.gql('mutation ($t: ID!, $s: ID!, $to: Int) { createClip(transcriptId: $t, fromSegmentId: $s, fromWord: 0, toSegmentId: $s, toWord: $to, format: M4A, paddingMs: 100) { id start duration } }', { t: id, s, to: toWord });
  const settled = async (clipId: string) => {
    for (let i = 0; i < 400; i++) {
      const { clip } = (await h.gql('query ($id: ID!) { clip(id: $id) { status url error } }', { id: clipId })).data;
      if (clip.status === 'READY' || clip.status === 'FAILED') return clip;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('The clip was not made in 20 s');
  };
  // "Welcome back to": its first three words, inside the two seconds of audio that release stored.
  const words = segments[0].words;
  const made = await create(segments[0].id, 2);
  expect(made.errors).toBeUndefined();
  const clip = made.data.createClip;
  expect(clip.start).toBe(0);
  expect(clip.duration).toBeCloseTo(words[2].end + 0.1, 3);
  const { url } = await settled(clip.id);
  const served = await fetch(`${h.app.url}${url}`);
  expect(served.status).toBe(200);
  const file = path.join(dataDir, 'clip.m4a');
  await fs.writeFile(file, new Uint8Array(await served.arrayBuffer()));
  const decoded = await decodeMono(file, 16_000);
  expect(Math.abs(decoded.samples.length / 16_000 - clip.duration)).toBeLessThanOrEqual(0.05);
  // Its transcript says 109 s, its recording has 2: words past the end fail, saying so.
  const past = (await create(segments[1].id, 3)).data.createClip;
  expect(await settled(past.id)).toEqual({ status: 'FAILED', url: null, error: 'Could not make this clip: these words are past the end of the recording' });

  expect((await h.gql('mutation ($id: ID!) { deleteTranscript(id: $id) { id } }', { id })).errors).toBeUndefined();
  expect((await h.gql('mutation ($id: ID!) { deleteTranscriptPermanently(id: $id) }', { id })).data.deleteTranscriptPermanently).toBe(true);
  expect(await h.app.store.call((pb) => pb.collection('clips').getFullList())).toEqual([]);
});
