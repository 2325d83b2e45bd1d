import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, wavBytes, waitForStatus, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

test('upload then ready', async () => {
  const response = await h.upload('Smoke test', wavBytes(), 'smoke.wav', 'audio/wav');
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  const t = await waitForStatus(h, body.data.uploadAudio.id);
  expect(t.status).toBe('READY');
  expect(t.segments).toHaveLength(3);
});
