import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, wavBytes, type Harness } from '../test/harness.ts';

// The start-up sweep's one query (TranscriptsRepo.abandonedFiles): pending file records no transcript points at.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

/** A pending file record, as an upload leaves it while it arrives. */
async function pendingFile(): Promise<string> {
  const stream = await h.app.services.repo.streamFile({ filename: 'arriving.wav', type: 'audio/wav' });
  await stream.write(wavBytes(1));
  stream.end();
  return (await stream.record).id;
}

const abandoned = () => h.app.services.repo.abandonedFiles(new Date(Date.now() + 60_000));

test('a pending file is abandoned when no transcript points at it, also when there are no transcripts at all', async () => {
  const orphan = await pendingFile();
  expect(await abandoned()).toEqual([orphan]);

  const owned = await pendingFile();
  const other = await pendingFile();
  for (const fileId of [owned, owned]) {
    await h.app.services.repo.createTranscript({ title: 'Owner', fileId, fileUrl: '', fileType: 'audio', status: 'ready', transcribeOptions: {} });
  }
  expect((await abandoned()).sort()).toEqual([orphan, other].sort());
  // Only those created before the time given.
  expect(await h.app.services.repo.abandonedFiles(new Date(Date.now() - 60_000))).toEqual([]);
});
