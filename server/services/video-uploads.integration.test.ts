import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startHarness, waitForStatus, wavBytes, type Harness } from '../test/harness.ts';
import { usePrivateTmpdir, type PrivateTmpdir } from '../test/private-tmpdir.ts';
import { countRecords } from '../test/records.ts';
import { SAMPLE_SEGMENTS } from '../test/stand-in-editor.ts';
import { makeVideo, VIDEOS, type VideoKind } from '../test/videos.ts';

/** Videos sent to uploadAudio through GraphQL multipart: their first audio stream is what is stored and transcribed. */

let h: Harness;
let dir: string;
/** The server's temporary files (the upload, the audio taken out) go here, to show that none is left behind. */
let tmp: PrivateTmpdir;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-video-test-'));
  h = await startHarness();
  tmp = await usePrivateTmpdir('tapescript-video-tmp-');
});
afterAll(async () => {
  await h?.close();
  await tmp?.restore();
  await fs.rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  h.editor.transcribe = () => ({ status: 200, body: { engine: 'stand-in', duration: 8, segments: SAMPLE_SEGMENTS } });
});

const upload = async (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => (await h.upload('A video', bytes, name, type)).json();
const read = async (file: string) => new Uint8Array(await fs.readFile(file));
const ORIGIN = 'query ($id: ID!) { transcript(id: $id) { status fileType origin { kind fileName tracks { speaker fileName } } } }';

/** Stored audio, as /media serves it: its streams (codec and type) and its content type. */
async function media(id: string): Promise<{ type: string | null; streams: string[] }> {
  const response = await fetch(`${h.app.url}/media/${id}`);
  const file = path.join(dir, `media-${id}`);
  await fs.writeFile(file, Buffer.from(await response.arrayBuffer()));
  const streams = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name', '-of', 'csv=p=0', file]).toString().trim().split('\n');
  return { type: response.headers.get('content-type'), streams };
}

describe.each([
  ['mp4', 'audio/mp4', 'aac,audio'],
  ['mov', 'audio/mp4', 'aac,audio'],
  ['mkv', 'audio/ogg', 'opus,audio'],
  ['webm', 'audio/ogg', 'opus,audio'],
] as const)('a %s video', (kind: VideoKind, storedType, stream) => {
  test(`becomes READY with its audio alone stored (${storedType}), and says it came from a video`, async () => {
    const video = await makeVideo(dir, kind);
    const { name, type } = VIDEOS[kind];
    const body = await upload(await read(video.path), name, type);
    expect(body.errors).toBeUndefined();
    const { id } = body.data.uploadAudio;
    expect((await waitForStatus(h, id)).status).toBe('READY');
    const { data } = await h.gql(ORIGIN, { id });
    expect(data.transcript).toEqual({ status: 'READY', fileType: 'audio', origin: { kind: 'VIDEO', fileName: name, tracks: [] } });
    expect(await media(id)).toEqual({ type: storedType, streams: [stream] });
    expect(h.editor.requests.at(-1)).toMatchObject({ contentType: storedType });
    await tmp.expectEmpty();
  });
});

test('an audio upload says UPLOAD with its file name as sent', async () => {
  const body = await upload(wavBytes(), 'Ada’s interview.wav', 'audio/wav');
  const { data } = await h.gql(ORIGIN, { id: body.data.uploadAudio.id });
  expect(data.transcript.origin).toEqual({ kind: 'UPLOAD', fileName: 'Ada’s interview.wav', tracks: [] });
});

describe('refused, leaving nothing behind (no transcript, no file record, no temporary file)', () => {
  async function expectRefused(bytes: Uint8Array<ArrayBuffer>, name: string, type: string, message: RegExp) {
    const before = [await countRecords(h.app, 'file_db'), await countRecords(h.app, 'transcript_meta')];
    const body = await upload(bytes, name, type);
    expect(body.errors[0]).toMatchObject({ message: expect.stringMatching(message), extensions: { code: 'BAD_USER_INPUT' } });
    expect([await countRecords(h.app, 'file_db'), await countRecords(h.app, 'transcript_meta')]).toEqual(before);
    await tmp.expectEmpty();
  }

  test('a text file named .mp4', async () => {
    await expectRefused(new TextEncoder().encode('This is not a video, only some words in a file.'), 'notes.mp4', 'video/mp4', /^The file's content is not audio .* or video/);
  });

  test('a video without an audio stream', async () => {
    const silent = await makeVideo(dir, 'mp4', { audio: false });
    await expectRefused(await read(silent.path), 'silent.mp4', 'video/mp4', /^The video has no audio stream/);
  });

  test('a video cut short', async () => {
    const whole = await read((await makeVideo(dir, 'mp4')).path);
    await expectRefused(whole.slice(0, Math.floor(whole.length / 2)), 'cut.mp4', 'video/mp4', /damaged or cut short/);
  });

  test('a Matroska file that starts like one and holds nothing', async () => {
    const header = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, ...new TextEncoder().encode('webm and then nothing at all that is media')]);
    await expectRefused(header, 'empty.webm', 'video/webm', /damaged or cut short/);
  });
});
