import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { processTree } from '../../bench/lib/processes.ts';
import { startHarness, wavBytes, type Harness } from '../test/harness.ts';
import { countRecords } from '../test/records.ts';
import { SAMPLE_SEGMENTS } from '../test/stand-in-editor.ts';
import type { ArrivingFile } from './arriving-file.ts';

// An upload's file record is made from its whole temporary file by PocketBase beside the server, or written
// while the body still arrives to a PocketBase elsewhere (issue 18); these are the paths on which it must not
// stay behind: every refusal, a body cut short, an operation that is not uploadAudio, a crash.

let h: Harness;
/** The file records the uploads started while their bodies arrived (the service's own, passed through). */
let started: ArrivingFile[] = [];
beforeAll(async () => {
  h = await startHarness({ TAPESCRIPT_MAX_AUDIO_MINUTES: '1' });
  h.editor.transcribe = () => ({ status: 200, body: { engine: 'stand-in', duration: 8, segments: SAMPLE_SEGMENTS } });
  const { uploads } = h.app.services;
  const startStoring = uploads.startStoring.bind(uploads);
  uploads.startStoring = async (upload) => {
    const arriving = await startStoring(upload);
    if (arriving) started.push(arriving);
    return arriving;
  };
});
beforeEach(() => {
  started = [];
});
afterAll(() => h?.close());

const UPLOAD = 'mutation ($title: String!, $file: Upload!) { uploadAudio(title: $title, file: $file) { id status } }';
const BOUNDARY = 'upload-streaming-test';

/** A GraphQL multipart body for one file, split where the file is half sent. */
function multipart(bytes: Uint8Array, { query = UPLOAD, mapTo = 'variables.file' } = {}): [Buffer, Buffer] {
  const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('operations', JSON.stringify({ query, variables: { title: 'Streamed', file: null } })) +
      field('map', JSON.stringify({ 0: [mapTo] })) +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
  );
  const half = Math.floor(bytes.length / 2);
  return [Buffer.concat([head, bytes.subarray(0, half)]), Buffer.concat([bytes.subarray(half), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)])];
}

/** Sends the first part of a body and leaves the request open; `finish` sends the rest and reads the answer. */
function startUpload([first, rest]: [Buffer, Buffer]) {
  const request = http.request(`${h.app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(first.length + rest.length),
      'x-graphql-yoga-csrf': '1',
    },
  });
  const answer = new Promise<{ status: number; body: any }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
    });
  });
  answer.catch(() => undefined);
  request.write(first);
  return {
    finish: () => (request.end(rest), answer),
    cut: () => request.destroy(),
  };
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) {
    if (await check()) return true;
  }
  return check();
}

/** ffprobe processes the server (in this process, in the harness) has started and that still run. */
const ffprobesRunning = () => processTree(process.pid).filter(({ command }) => command.startsWith('ffprobe ')).length;

/** The server has started the file record while the second half of the body is still unsent. */
const storingStarted = () => until(async () => started.length === 1);
const counts = async () => [await countRecords(h.app, 'file_db'), await countRecords(h.app, 'transcript_meta')];
/** The uploaded file's record is kept: its pending flag is cleared just after the answer (the transcript pointing at it is what keeps it). */
async function fileKept(transcriptId: string): Promise<boolean> {
  const meta = await h.app.store.call((pb) => pb.collection('transcript_meta').getOne(transcriptId));
  return until(async () => (await h.app.store.call((pb) => pb.collection('file_db').getOne(meta.file_id))).pending === false);
}

test('ffprobe is started while the body arrives, and checks the whole file once it is in', async () => {
  const upload = startUpload(multipart(wavBytes(20)));
  expect(await storingStarted()).toBe(true);
  expect(ffprobesRunning()).toBe(1);
  const { body } = await upload.finish();
  expect(body.errors).toBeUndefined();
  expect(ffprobesRunning()).toBe(0);
  // Half of it had arrived when ffprobe started: the length it read (20 s) is that of the whole file.
  const overLimit = startUpload(multipart(wavBytes(61, 8000)));
  expect(await until(async () => started.length === 2)).toBe(true);
  expect((await overLimit.finish()).body.errors[0].message).toBe('The audio is 1 min 1 s long; the limit is 1 minute.');
});

test('an ffprobe started for an upload that is refused before its check, or cut short, is stopped', async () => {
  const notUpload = startUpload(multipart(wavBytes(20), { mapTo: 'variables.title' }));
  expect(await storingStarted()).toBe(true);
  expect(ffprobesRunning()).toBe(1);
  expect((await notUpload.finish()).body.errors[0].message).toMatch(/String cannot represent a non string value/);
  expect(await until(async () => ffprobesRunning() === 0)).toBe(true);

  const cut = startUpload(multipart(wavBytes(20)));
  expect(await until(async () => started.length === 2)).toBe(true);
  expect(ffprobesRunning()).toBe(1);
  cut.cut();
  expect(await until(async () => ffprobesRunning() === 0)).toBe(true);
});

describe('with a PocketBase elsewhere: the record is written while the body arrives', () => {
  beforeEach(() => {
    h.app.services.repo.importsFiles = false;
    return () => void (h.app.services.repo.importsFiles = true);
  });

  test('the file record is written while the body arrives, and kept (no longer pending) once its transcript exists', async () => {
    const before = await counts();
    const upload = startUpload(multipart(wavBytes(20)));
    expect(await storingStarted()).toBe(true);
    const { body } = await upload.finish();
    expect(body.errors).toBeUndefined();
    expect(await fileKept(body.data.uploadAudio.id)).toBe(true);
    expect(await counts()).toEqual([before[0] + 1, before[1] + 1]);
  });

  test('a body cut short while the file record is being written leaves no record', async () => {
    const before = await counts();
    const upload = startUpload(multipart(wavBytes(20)));
    expect(await storingStarted()).toBe(true);
    upload.cut();
    // The store's request was stopped short, so it refuses the record (waits forever if it were left open).
    await expect(started[0].stored).rejects.toThrow();
    expect(await counts()).toEqual(before);
  });

  test('a refused probe leaves no file record, though the file was stored while it arrived', async () => {
    const before = await counts();
    // 61 s against the 1-minute limit: only ffprobe, after the whole file arrived, can tell.
    const upload = startUpload(multipart(wavBytes(61, 8000)));
    expect(await storingStarted()).toBe(true);
    const { body } = await upload.finish();
    expect(body.errors[0]).toMatchObject({ message: 'The audio is 1 min 1 s long; the limit is 1 minute.', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    // Removed before the answer was sent.
    expect(await counts()).toEqual(before);
  });

  test('a file sent with an operation that is not uploadAudio leaves no record', async () => {
    const before = await counts();
    const upload = startUpload(multipart(wavBytes(20), { mapTo: 'variables.title' }));
    expect(await storingStarted()).toBe(true);
    const { body } = await upload.finish();
    expect(body.errors[0].message).toMatch(/String cannot represent a non string value: <uploaded file>/);
    expect(await started[0].stored).toMatchObject({ pending: true });
    // Removed before the answer was sent.
    expect(await counts()).toEqual(before);
  });

  test('PocketBase restarted while the upload arrived: the file is sent again from disk and stored whole', async () => {
    const before = await counts();
    const bytes = wavBytes(20);
    const upload = startUpload(multipart(bytes));
    expect(await storingStarted()).toBe(true);
    const pid = h.app.pocketbase!.pid!;
    process.kill(pid, 'SIGKILL');
    await expect(started[0].stored).rejects.toThrow();
    const storeAnswers = () => h.app.store.call((pb) => pb.health.check()).then(() => true, () => false);
    expect(await until(async () => h.app.pocketbase!.pid !== pid && (await storeAnswers()))).toBe(true);
    const { body } = await upload.finish();
    expect(body.errors).toBeUndefined();
    const audio = await fetch(`${h.app.url}/media/${body.data.uploadAudio.id}`);
    expect(Buffer.from(await audio.arrayBuffer())).toEqual(Buffer.from(bytes));
    expect(await counts()).toEqual([before[0] + 1, before[1] + 1]);
    expect(await until(async () => (await countRecords(h.app, 'file_db', 'pending = true')) === 0)).toBe(true);
  });
});

describe('with PocketBase beside the server: the record is made from the whole temporary file', () => {
  test('nothing is stored while the body arrives; the record is made once it is whole, and kept', async () => {
    const before = await counts();
    const bytes = wavBytes(20);
    const upload = startUpload(multipart(bytes));
    expect(await storingStarted()).toBe(true);
    expect(started[0].stored).toBeUndefined();
    expect(await counts()).toEqual(before);
    const { body } = await upload.finish();
    expect(body.errors).toBeUndefined();
    expect(h.app.services.repo.importsFiles).toBe(true);
    expect(await fileKept(body.data.uploadAudio.id)).toBe(true);
    const audio = await fetch(`${h.app.url}/media/${body.data.uploadAudio.id}`);
    expect(Buffer.from(await audio.arrayBuffer())).toEqual(Buffer.from(bytes));
    expect(await counts()).toEqual([before[0] + 1, before[1] + 1]);
  });

  test('a body cut short, a refused probe or another operation stores nothing', async () => {
    const before = await counts();
    const cut = startUpload(multipart(wavBytes(20)));
    expect(await storingStarted()).toBe(true);
    cut.cut();
    expect(await until(async () => ffprobesRunning() === 0)).toBe(true);
    const refused = await startUpload(multipart(wavBytes(61, 8000))).finish();
    expect(refused.body.errors[0].message).toBe('The audio is 1 min 1 s long; the limit is 1 minute.');
    const other = await startUpload(multipart(wavBytes(20), { mapTo: 'variables.title' })).finish();
    expect(other.body.errors[0].message).toMatch(/String cannot represent a non string value: <uploaded file>/);
    expect(started[2].stored).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  test('the import route takes only a superuser, and only an upload temporary file', async () => {
    const pocketbase = h.app.pocketbase!;
    const token = await h.app.store.call(async (pb) => pb.authStore.token);
    const importing = (file: string, authorization?: string) =>
      fetch(`${pocketbase.url}/api/tapescript/import-file`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({ path: file, name: 'a.wav', type: 'audio/wav' }),
      });
    const spooled = path.join(os.tmpdir(), `tapescript-upload-${process.pid}-Ab12Cd`, 'audio');
    expect((await importing(spooled)).status).toBe(401);
    for (const file of ['/etc/passwd', `${spooled}/../../../etc/passwd`, path.join(os.tmpdir(), 'tapescript-export-1-Ab12Cd', 'audio'), spooled]) {
      expect((await importing(file, token)).status).toBe(404);
    }
    const before = await counts();
    // Read as "PocketBase cannot import": later uploads stream while arriving.
    expect(await h.app.services.repo.importFile('/etc/passwd', { filename: 'a.wav', type: 'audio/wav' })).toBeUndefined();
    expect(h.app.services.repo.importsFiles).toBe(false);
    const upload = startUpload(multipart(wavBytes(20)));
    expect(await storingStarted()).toBe(true);
    expect(started[0].stored).toBeDefined();
    expect((await upload.finish()).body.errors).toBeUndefined();
    h.app.services.repo.importsFiles = true;
    expect(await counts()).toEqual([before[0] + 1, before[1] + 1]);
  });
});

test('a pending file record that a crash left behind is removed at the next start, once older than any request', async () => {
  const orphan = await h.app.services.repo.streamFile({ filename: 'crash.wav', type: 'audio/wav' });
  await orphan.write(wavBytes(2));
  orphan.end();
  const { id } = await orphan.record;
  const kept = (await (await h.upload('Kept', wavBytes(), 'kept.wav', 'audio/wav')).json()).data.uploadAudio.id;
  // Its flag is cleared after the answer; a crash just then would leave it pending, though a transcript points at it.
  const keptFile = (await h.app.store.call((pb) => pb.collection('transcript_meta').getOne(kept))).file_id;
  expect(await until(async () => (await h.app.store.call((pb) => pb.collection('file_db').getOne(keptFile))).pending === false)).toBe(true);
  await h.app.store.call((pb) => pb.collection('file_db').update(keptFile, { pending: true }));
  const before = await counts();

  // Younger than the request timeout: it may be an upload still arriving.
  expect(await h.app.services.uploads.sweepAbandoned(60_000)).toBe(0);
  const editor = h.editor;
  const dataDir = h.dataDir;
  await h.close({ keepData: true });
  await new Promise((resolve) => setTimeout(resolve, 150));
  h = await startHarness({ TAPESCRIPT_MAX_AUDIO_MINUTES: '1', REQUEST_TIMEOUT_MS: '100', HEADERS_TIMEOUT_MS: '100' }, { dataDir, editor });

  expect(h.logs).toContain('Removed 1 upload(s) left unfinished by an earlier run');
  expect(await counts()).toEqual([before[0] - 1, before[1]]);
  expect((await h.app.store.call((pb) => pb.collection('file_db').getOne(keptFile))).id).toBe(keptFile);
  await expect(h.app.store.call((pb) => pb.collection('file_db').getOne(id))).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  expect((await h.gql('query ($id: ID!) { transcript(id: $id) { id } }', { id: kept })).data?.transcript.id).toBe(kept);
});
