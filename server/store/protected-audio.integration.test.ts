import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';

/** Issue 15, item 12: PocketBase's own file URL does not serve stored audio without the server's token. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

test('an unauthenticated GET of the audio on PocketBase is refused, while /media, transcription and the waveform read it', async () => {
  const audio = wavBytes(1);
  const { data } = await (await h.upload('Private', audio, 'p.wav', 'audio/wav')).json();
  const transcript = await waitForStatus(h, data.uploadAudio.id);
  expect(transcript.status).toBe('READY'); // the transcription job read the audio
  expect(h.editor.requests.find((r) => r.path === '/transcribe-deepgram')?.bytes).toBe(audio.length);

  const meta = await h.app.services.repo.getTranscript(transcript.id);
  const file = await h.app.services.repo.getFile(meta.fileId);
  const bare = `${h.app.store.url}/api/files/${file.collectionId}/${file.id}/${file.file}`;
  const refused = await fetch(bare);
  expect(refused.status).toBeGreaterThanOrEqual(400);
  expect(refused.status).toBeLessThan(500);

  const media = await fetch(`${h.app.url}/media/${transcript.id}`);
  expect(media.status).toBe(200);
  expect(Buffer.from(await media.arrayBuffer()).equals(Buffer.from(audio))).toBe(true);

  const { data: wave } = await h.gql('query ($id: ID!) { transcript(id: $id) { waveform(buckets: 10) { duration } } }', { id: transcript.id });
  expect(wave.transcript.waveform.duration).toBeCloseTo(1, 1);
});
