import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, waitForStatus, type Harness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

test('the waveform is computed once from the stored audio, kept with the file, pooled to the buckets asked for', async () => {
  // One second of silence, then one second of a loud tone: the peaks must show the step.
  const file = path.join(h.dataDir, 'step.wav');
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono:d=1', '-f', 'lavfi', '-i', 'sine=f=440:r=16000:d=1',
    '-filter_complex', '[0][1]concat=n=2:v=0:a=1', file]);
  const { data } = await (await h.upload('Step', new Uint8Array(fs.readFileSync(file)), 'step.wav', 'audio/wav')).json();
  const { id } = await waitForStatus(h, data.uploadAudio.id);

  const result = await h.gql('query ($id: ID!) { transcript(id: $id) { waveform(buckets: 10) { peaks duration } } }', { id });
  expect(result.errors).toBeUndefined();
  const { peaks, duration } = result.data.transcript.waveform;
  expect(duration).toBeCloseTo(2, 1);
  expect(peaks).toHaveLength(10);
  expect(Math.max(...peaks.slice(0, 4))).toBeLessThan(0.01);
  expect(Math.min(...peaks.slice(6))).toBeGreaterThan(0.1); // ffmpeg’s sine is at 1/8 of full scale

  const meta = await h.app.store.call((pb) => pb.collection('transcript_meta').getOne(id));
  const stored = await h.app.store.call((pb) => pb.collection('file_db').getOne(meta.file_id));
  expect(stored.peaks.peaks.length).toBeGreaterThan(1000);
  // Computing the waveform did not touch the transcript, so the list order is unchanged.
  expect(meta.updated).toBe((await h.app.store.call((pb) => pb.collection('transcript_meta').getOne(id))).updated);

  const bad = await h.gql('query ($id: ID!) { transcript(id: $id) { waveform(buckets: 1) { duration } } }', { id });
  expect(bad.errors?.[0].message).toBe('buckets must be from 10 to 4000');
});
