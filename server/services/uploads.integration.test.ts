import { watch as fsWatch } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DEFAULT_MAX_UPLOAD_BYTES } from '../config.ts';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';
import { usePrivateTmpdir } from '../test/private-tmpdir.ts';
import { countRecords } from '../test/records.ts';
import { SAMPLE_SEGMENTS } from '../test/stand-in-editor.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());
beforeEach(() => {
  h.editor.transcribe = () => ({ status: 200, body: { engine: 'stand-in', duration: 8, segments: SAMPLE_SEGMENTS } });
});

async function uploadJson(...args: Parameters<Harness['upload']>) {
  const response = await h.upload(...args);
  return { status: response.status, body: await response.json() };
}

describe('uploadAudio', () => {
  test('stores the audio, answers TRANSCRIBING at once, then becomes READY with the transcribed segments', async () => {
    const { body } = await uploadJson('  First interview ', wavBytes(), 'first_interview.wav', 'audio/wav');
    expect(body.errors).toBeUndefined();
    expect(body.data.uploadAudio).toMatchObject({ title: 'First interview', status: 'TRANSCRIBING' });
    const transcript = await waitForStatus(h, body.data.uploadAudio.id);
    expect(transcript.status).toBe('READY');
    expect(transcript.segments).toEqual(SAMPLE_SEGMENTS);
    const sent = h.editor.requests.find((r) => r.path === '/transcribe-deepgram');
    expect(sent).toMatchObject({ contentType: 'audio/wav', bytes: wavBytes().length });
    const meta = await h.app.store.call((pb) => pb.collection('transcript_meta').getOne(transcript.id));
    expect(meta).toMatchObject({ status: 'ready', file_type: 'audio', duration: 8 });
  });

  test('a failed transcription keeps the audio, says why in the spec’s words, and can be retried', async () => {
    h.editor.transcribe = () => ({ status: 500, body: 'engine exploded' });
    const { body } = await uploadJson('Fails first', wavBytes(), 'fails.wav', 'audio/wav');
    const failed = await waitForStatus(h, body.data.uploadAudio.id);
    expect(failed).toMatchObject({ status: 'FAILED', error: 'Error transcribing audio: 500 engine exploded', segments: [] });
    const audio = await fetch(`${h.app.url}/media/${failed.id}`);
    expect(audio.status).toBe(200);
    expect(Buffer.from(await audio.arrayBuffer())).toEqual(Buffer.from(wavBytes()));

    h.editor.transcribe = () => ({ status: 200, body: { engine: 'stand-in', duration: 8, segments: SAMPLE_SEGMENTS } });
    const retried = await h.gql('mutation ($id: ID!) { retryTranscription(id: $id) { status error } }', { id: failed.id });
    expect(retried.data.retryTranscription).toEqual({ status: 'TRANSCRIBING', error: null });
    expect(await waitForStatus(h, failed.id)).toMatchObject({ status: 'READY', error: null });
  });

  test('an unreachable editor service fails the transcription with a readable reason', async () => {
    h.editor.transcribe = () => new Promise((resolve) => setTimeout(() => resolve({ status: 503, body: 'busy, try later' }), 10));
    const { body } = await uploadJson('Busy', wavBytes(), 'busy.wav', 'audio/wav');
    expect(await waitForStatus(h, body.data.uploadAudio.id)).toMatchObject({ status: 'FAILED', error: 'Error transcribing audio: 503 busy, try later' });
  });

  test('retrying a transcript that did not fail is refused', async () => {
    const { body } = await uploadJson('Fine', wavBytes(), 'fine.wav', 'audio/wav');
    await waitForStatus(h, body.data.uploadAudio.id);
    const retried = await h.gql('mutation ($id: ID!) { retryTranscription(id: $id) { id } }', { id: body.data.uploadAudio.id });
    expect(retried.errors?.[0]).toMatchObject({ message: 'Only a failed transcription can be retried; this one is ready.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('bad uploads are refused with a clear message and write nothing', () => {
  async function expectRefused(args: Parameters<Harness['upload']>, message: string | RegExp, code: string) {
    const before = [await countRecords(h.app, 'file_db'), await countRecords(h.app, 'transcript_meta')];
    const { body } = await uploadJson(...args);
    expect(body.data ?? null).toBeNull();
    expect(body.errors[0].extensions.code).toBe(code);
    expect(body.errors[0].message).toMatch(message);
    expect([await countRecords(h.app, 'file_db'), await countRecords(h.app, 'transcript_meta')]).toEqual(before);
  }

  test('empty or blank title', async () => {
    await expectRefused(['   ', wavBytes(), 'a.wav', 'audio/wav'], 'Title is required', 'BAD_USER_INPUT');
  });

  test('a title over 200 characters', async () => {
    await expectRefused(['x'.repeat(201), wavBytes(), 'a.wav', 'audio/wav'], 'Title must be at most 200 characters', 'BAD_USER_INPUT');
  });

  test('a type that is not accepted', async () => {
    await expectRefused(['Notes', Buffer.from('hello world, not audio'), 'notes.txt', 'text/plain'], /File type not supported/, 'BAD_USER_INPUT');
  });

  test('a PNG named .mp3', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200)]);
    await expectRefused(['Fake', png, 'fake.mp3', 'audio/mpeg'], /content is not audio \(.*\) or video \(.*\) in a supported format/, 'BAD_USER_INPUT');
  });

  test('an mp3 cut short to its ID3 header', async () => {
    const id3Only = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    await expectRefused(['Cut', id3Only, 'cut.mp3', 'audio/mpeg'], /could not be read as audio/, 'BAD_USER_INPUT');
  });

  test('text dressed as a WAV header', async () => {
    const fake = Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVE'), Buffer.from('just some text, no fmt chunk at all'.repeat(5))]);
    await expectRefused(['Fake wav', fake, 'fake.wav', 'audio/wav'], /could not be read as audio/, 'BAD_USER_INPUT');
  });

  test('control characters and bidi overrides are removed from titles', async () => {
    const { body } = await uploadJson('Inter\u0007view \u202Egnp.exe\u202C\n  2', wavBytes(), 'a.wav', 'audio/wav');
    expect(body.data.uploadAudio.title).toBe('Inter view gnp.exe 2');
  });

  test('a 7 KB WAV claiming an hour at 1 Hz (an audio bomb)', async () => {
    const bomb = wavBytes(3600, 1);
    expect(bomb.length).toBeLessThan(8000);
    await expectRefused(['Bomb', bomb, 'bomb.wav', 'audio/wav'], "The audio's sample rate (1 Hz) is not one a recording has: from 4000 to 384000 Hz is accepted.", 'BAD_USER_INPUT');
  });

  test('an empty file', async () => {
    await expectRefused(['Empty', new Uint8Array(0), 'empty.wav', 'audio/wav'], 'The file is empty.', 'BAD_USER_INPUT');
  });

  test('a file one byte over 30 MiB', async () => {
    const big = Buffer.alloc(DEFAULT_MAX_UPLOAD_BYTES + 1);
    Buffer.from(wavBytes()).copy(big);
    await expectRefused(['Too big', big, 'big.wav', 'audio/wav'], /larger than 31457280 bytes/, 'PAYLOAD_TOO_LARGE');
  });
});

test('the upload is kept on disk, not in memory, only while its request runs: stored, refused or over the limit', async () => {
  const tmp = await usePrivateTmpdir('tapescript-spool-test-');
  const created: string[] = [];
  const watcher = fsWatch(tmp.path, (_event, name) => name && created.push(name));
  try {
    expect((await uploadJson('Kept', wavBytes(), 'kept.wav', 'audio/wav')).body.errors).toBeUndefined();
    expect((await uploadJson('Not audio', new TextEncoder().encode('plain text, not audio'), 'a.wav', 'audio/wav')).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const big = Buffer.alloc(DEFAULT_MAX_UPLOAD_BYTES + 1);
    Buffer.from(wavBytes()).copy(big);
    expect((await uploadJson('Too big', big, 'big.wav', 'audio/wav')).body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    await tmp.expectEmpty();
    expect(new Set(created.filter((name) => name.startsWith('tapescript-upload-'))).size).toBe(3);
  } finally {
    watcher.close();
    await tmp.restore();
  }
});

test('a 29 MB upload is accepted (Yoga’s own 25 MB body limit does not apply to uploads)', async () => {
  const bytes = wavBytes((29 * 1024 * 1024 - 44) / 32000);
  const { body } = await uploadJson('Long one', bytes, 'long.wav', 'audio/wav');
  expect(body.errors).toBeUndefined();
  const head = await fetch(`${h.app.url}/media/${body.data.uploadAudio.id}`, { method: 'HEAD' });
  expect(head.headers.get('content-length')).toBe(String(bytes.length));
});

describe('malformed multipart requests', () => {
  test('without the CSRF header: 403 before anything is read', async () => {
    const response = await h.upload('No header', wavBytes(), 'a.wav', 'audio/wav', {});
    expect(response.status).toBe(403);
    expect((await response.json()).errors[0].message).toMatch(/x-graphql-yoga-csrf/);
  });

  test('without "operations": 400, not 500', async () => {
    const form = new FormData();
    form.append('map', '{}');
    const response = await fetch(`${h.app.url}/graphql`, { method: 'POST', body: form, headers: { 'x-graphql-yoga-csrf': '1' } });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].message).toMatch(/Invalid multipart request/);
  });

  test('two files: 400 (one file an upload)', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation ($t: String!, $f: Upload!) { uploadAudio(title: $t, file: $f) { id } }', variables: { t: 'x', f: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.f'], 1: ['variables.f'] }));
    form.append('0', new Blob([wavBytes()], { type: 'audio/wav' }), 'a.wav');
    form.append('1', new Blob([wavBytes()], { type: 'audio/wav' }), 'b.wav');
    const response = await fetch(`${h.app.url}/graphql`, { method: 'POST', body: form, headers: { 'x-graphql-yoga-csrf': '1' } });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  test('a file part that the map does not name, and a map naming a missing file: 400', async () => {
    for (const map of [{}, { 9: ['variables.f'] }]) {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query: 'mutation ($t: String!, $f: Upload!) { uploadAudio(title: $t, file: $f) { id } }', variables: { t: 'x', f: null } }));
      form.append('map', JSON.stringify(map));
      form.append('0', new Blob([wavBytes()], { type: 'audio/wav' }), 'a.wav');
      const response = await fetch(`${h.app.url}/graphql`, { method: 'POST', body: form, headers: { 'x-graphql-yoga-csrf': '1' } });
      const body = await response.json();
      expect(body.data ?? null, JSON.stringify(map)).toBeNull();
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
      expect(body.errors[0].message).not.toBe('Unexpected error.');
    }
  });

  test('malformed JSON in "operations": 400', async () => {
    const form = new FormData();
    form.append('operations', '{not json');
    form.append('map', '{}');
    const response = await fetch(`${h.app.url}/graphql`, { method: 'POST', body: form, headers: { 'x-graphql-yoga-csrf': '1' } });
    expect(response.status).toBe(400);
  });
});

describe('TAPESCRIPT_MAX_AUDIO_MINUTES', () => {
  let limited: Harness;
  beforeAll(async () => {
    limited = await startHarness({ TAPESCRIPT_MAX_AUDIO_MINUTES: '1' });
  });
  afterAll(() => limited?.close());

  test('audio longer than the limit is refused, naming the limit, before anything is stored', async () => {
    const response = await limited.upload('Too long', wavBytes(61, 8000), 'long.wav', 'audio/wav');
    const body = await response.json();
    expect(body.errors[0]).toMatchObject({
      message: 'The audio is 1 min 1 s long; the limit is 1 minute.',
      extensions: { code: 'PAYLOAD_TOO_LARGE', maxMinutes: 1 },
    });
    expect([await countRecords(limited.app, 'file_db'), await countRecords(limited.app, 'transcript_meta')]).toEqual([0, 0]);
    const fits = await (await limited.upload('Fits', wavBytes(60, 8000), 'fits.wav', 'audio/wav')).json();
    expect(fits.errors).toBeUndefined();
  });
});
