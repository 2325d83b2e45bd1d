import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { TranscriptsRepo } from './transcripts-repo.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

test('titlesOf reads many transcripts’ titles in a few requests, and leaves out ids not in the store', async () => {
  const repo = new TranscriptsRepo(h.app.store);
  const made = await Promise.all(
    Array.from({ length: 120 }, (_, i) => repo.createTranscript({ title: `Interview ${i}`, fileId: '', fileUrl: '', fileType: 'audio/wav', status: 'ready', transcribeOptions: null })),
  );
  const missing = 'aaaaaaaaaaaaaaa';
  const titles = await repo.titlesOf([...made.map((meta) => meta.id), missing, made[0].id]);
  expect(titles.size).toBe(120);
  expect(made.every((meta, i) => titles.get(meta.id)?.title === `Interview ${i}` && titles.get(meta.id)?.visibility === 'team')).toBe(true);
  expect(titles.has(missing)).toBe(false);
});
