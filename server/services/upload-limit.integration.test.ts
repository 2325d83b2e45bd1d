import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';
import { SAMPLE_SEGMENTS } from '../test/stand-in-editor.ts';

/** TAPESCRIPT_MAX_UPLOAD_MB raised past the 30 MB default: larger files are stored, the new limit is told and kept. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ TAPESCRIPT_MAX_UPLOAD_MB: '40' });
  h.editor.transcribe = () => ({ status: 200, body: { engine: 'stand-in', duration: 8, segments: SAMPLE_SEGMENTS } });
});
afterAll(() => h?.close());

test('Query.limits tells the configured limit', async () => {
  const { data } = await h.gql('{ limits { maxUploadBytes maxAudioMinutes } }');
  expect(data.limits).toEqual({ maxUploadBytes: 40 * 1024 * 1024, maxAudioMinutes: 240 });
});

test('a 35 MB recording is stored and transcribed', async () => {
  const bytes = wavBytes((35 * 1024 * 1024 - 44) / 32000);
  const response = await h.upload('Long interview', bytes, 'long.wav', 'audio/wav');
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  expect((await waitForStatus(h, body.data.uploadAudio.id)).status).toBe('READY');
});

test('a file past the raised limit is refused, naming it', async () => {
  const big = Buffer.alloc(40 * 1024 * 1024 + 1);
  Buffer.from(wavBytes()).copy(big);
  const body = await (await h.upload('Too big', big, 'big.wav', 'audio/wav')).json();
  expect(body.errors[0]).toMatchObject({ message: 'File is larger than 41943040 bytes (40 MB is the limit).', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
});
