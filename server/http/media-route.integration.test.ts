import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';

let h: Harness;
let id: string;
const audio = wavBytes(1);

beforeAll(async () => {
  h = await startHarness();
  const { data } = await (await h.upload('Seekable', audio, 'seek.wav', 'audio/wav')).json();
  id = data.uploadAudio.id;
  await waitForStatus(h, id);
});
afterAll(() => h?.close());

test('GET /media/{id} streams the audio with its type', async () => {
  const response = await fetch(`${h.app.url}/media/${id}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('audio/wav');
  expect(response.headers.get('accept-ranges')).toBe('bytes');
  expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(audio))).toBe(true);
});

test('a Range request answers 206 with Content-Range, so the browser can seek', async () => {
  const response = await fetch(`${h.app.url}/media/${id}`, { headers: { range: 'bytes=100-199' } });
  expect(response.status).toBe(206);
  expect(response.headers.get('content-range')).toBe(`bytes 100-199/${audio.length}`);
  expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(audio.subarray(100, 200)))).toBe(true);
});

test.each(['nope', '..%2F..%2Fetc%2Fpasswd', 'aaaaaaaaaaaaaaa'])('unknown or malformed id %s: 404', async (bad) => {
  const response = await fetch(`${h.app.url}/media/${bad}`);
  expect(response.status).toBe(404);
});
