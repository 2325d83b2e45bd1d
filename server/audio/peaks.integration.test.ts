import { expect, test } from 'vitest';
import { wavBytes } from '../test/harness.ts';
import { computePeaks, STORED_PEAKS } from './peaks.ts';

test('decoding stops at maxSeconds however long the file claims to be', async () => {
  // At 1 Hz this header claims an hour, which ffmpeg would resample into 28.8 million samples.
  const peaks = await computePeaks(wavBytes(3600, 1), { maxSeconds: 5, timeoutMs: 30_000 });
  expect(peaks.duration).toBeLessThanOrEqual(5);
  expect(peaks.peaks.length).toBeLessThanOrEqual(STORED_PEAKS);
});

test('a decode that outlives its time limit is killed and reported', async () => {
  await expect(computePeaks(wavBytes(3600, 1), { maxSeconds: 3600, timeoutMs: 1 })).rejects.toThrow('ffmpeg took longer than 1 ms to decode the audio');
});

test('long audio keeps STORED_PEAKS peaks, short audio one per sample', async () => {
  expect((await computePeaks(wavBytes(30, 8000), { maxSeconds: 60, timeoutMs: 30_000 })).peaks).toHaveLength(STORED_PEAKS);
  expect((await computePeaks(wavBytes(0.25, 8000), { maxSeconds: 60, timeoutMs: 30_000 })).peaks).toHaveLength(2000);
});
