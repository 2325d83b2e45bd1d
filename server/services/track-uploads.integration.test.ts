import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { librivoxClips } from '../../scripts/fixtures/librivox.ts';
import { startHarness, waitForStatus, wavBytes, type Harness } from '../test/harness.ts';
import { usePrivateTmpdir, type PrivateTmpdir } from '../test/private-tmpdir.ts';
import { countRecords } from '../test/records.ts';
import { SAMPLE_RESULT } from '../test/stand-in-editor.ts';
import { makeVideo } from '../test/videos.ts';

/**
 * Issue 49, item 2, the server's half: uploadTracks (one file per speaker) and uploadAudio's channelsAsTracks and
 * recorded, through GraphQL multipart over real HTTP with a real PocketBase. What is stored, what the transcript says
 * came in, and what the job carries to the editor service (the stand-in records its query); refusals leave nothing.
 */

/** The upload limit here, so that one track over it is cheap to send while two tracks together pass it. */
const LIMIT_MB = 1;

let h: Harness;
let dir: string;
/** The server's temporary files (the spooled tracks, the combined file) go here, to show that none is left behind. */
let tmp: PrivateTmpdir;
/** Two real voices of different lengths (LibriVox clips, 16 kHz mono WAV), and their lengths in seconds. */
let ann: { path: string; seconds: number };
let ben: { path: string; seconds: number };

const ffprobe = (file: string, entries: string) => execFileSync('ffprobe', ['-v', 'error', '-show_entries', entries, '-of', 'csv=p=0', file]).toString().trim();
const seconds = (file: string) => Number(ffprobe(file, 'format=duration'));
const read = async (file: string) => new Uint8Array(await fs.readFile(file));

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-tracks-test-'));
  h = await startHarness({ TAPESCRIPT_MAX_UPLOAD_MB: String(LIMIT_MB) });
  tmp = await usePrivateTmpdir('tapescript-tracks-tmp-');
  const clips = await librivoxClips();
  ann = { path: clips[0].path, seconds: seconds(clips[0].path) };
  // Ben's microphone recorded at 44.1 kHz in stereo: the tracks' sample rates differ.
  const benPath = path.join(dir, 'ben.wav');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', clips[1].path, '-ar', '44100', '-ac', '2', benPath]);
  ben = { path: benPath, seconds: seconds(benPath) };
}, 60_000);
afterAll(async () => {
  await h?.close();
  await tmp?.restore();
  await fs.rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  h.app.services.repo.importsFiles = true;
  h.editor.transcribe = () => ({ status: 200, body: SAMPLE_RESULT });
});

interface Track {
  speaker: string;
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type: string;
}

const UPLOAD_TRACKS = 'mutation ($title: String!, $tracks: [TrackInput!]!) { uploadTracks(title: $title, tracks: $tracks) { id status } }';

/** uploadTracks as a GraphQL multipart request: one file part per track, mapped to its `file`. */
async function uploadTracks(tracks: Track[], title = 'An interview in tracks'): Promise<any> {
  const form = new FormData();
  const variables = { title, tracks: tracks.map(({ speaker }) => ({ speaker, file: null })) };
  form.append('operations', JSON.stringify({ query: UPLOAD_TRACKS, variables }));
  form.append('map', JSON.stringify(Object.fromEntries(tracks.map((_, i) => [i, [`variables.tracks.${i}.file`]]))));
  tracks.forEach((track, i) => form.append(String(i), new Blob([track.bytes], { type: track.type }), track.name));
  return (await fetch(`${h.app.url}/graphql`, { method: 'POST', body: form, headers: { 'x-graphql-yoga-csrf': '1' } })).json();
}

/** uploadAudio with its new arguments. */
async function uploadAudio(bytes: Uint8Array<ArrayBuffer>, name: string, args: { channelsAsTracks?: string[]; recorded?: boolean }): Promise<any> {
  const form = new FormData();
  const query =
    'mutation ($title: String!, $file: Upload!, $channelsAsTracks: [String!], $recorded: Boolean) { uploadAudio(title: $title, file: $file, channelsAsTracks: $channelsAsTracks, recorded: $recorded) { id } }';
  form.append('operations', JSON.stringify({ query, variables: { title: 'One file', file: null, ...args } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([bytes], { type: 'audio/wav' }), name);
  return (await fetch(`${h.app.url}/graphql`, { method: 'POST', body: form, headers: { 'x-graphql-yoga-csrf': '1' } })).json();
}

const track = async (speaker: string, file: string, name = path.basename(file)): Promise<Track> => ({ speaker, bytes: await read(file), name, type: 'audio/wav' });
const ORIGIN = 'query ($id: ID!) { transcript(id: $id) { status origin { kind fileName tracks { speaker fileName } } } }';

/** The stored audio as /media serves it: its content type, and ffprobe's codec, channels and duration of it. */
async function storedAudio(id: string): Promise<{ type: string | null; stream: string; duration: number }> {
  const response = await fetch(`${h.app.url}/media/${id}`);
  const file = path.join(dir, `media-${id}`);
  await fs.writeFile(file, Buffer.from(await response.arrayBuffer()));
  return { type: response.headers.get('content-type'), stream: ffprobe(file, 'stream=codec_name,channels,sample_rate'), duration: seconds(file) };
}

/** The query of the stand-in editor service's last transcription request: what the job carried. */
const lastTranscribeQuery = () => h.editor.requests.filter((request) => request.path.startsWith('/transcribe')).at(-1)!.query;

const stored = () => Promise.all([countRecords(h.app, 'file_db'), countRecords(h.app, 'transcript_meta')]);

describe.each([
  ['beside the server (the file is imported)', true],
  ['elsewhere (the file is streamed to it)', false],
])('two tracks with PocketBase %s', (_where, importsFiles) => {
  test('become one transcript: one Ogg Opus file with a channel per track, as long as the longest; origin TRACKS; the job carries the names', async () => {
    h.app.services.repo.importsFiles = importsFiles;
    const before = await stored();
    const body = await uploadTracks([await track('Ann', ann.path, 'ann.wav'), await track('Ben', ben.path, 'ben-44k-stereo.wav')]);
    expect(body.errors).toBeUndefined();
    const { id } = body.data.uploadTracks;
    // One file record (the combined file; the tracks are not kept) and one transcript.
    expect(await stored()).toEqual([before[0] + 1, before[1] + 1]);
    expect((await waitForStatus(h, id)).status).toBe('READY');
    const { data } = await h.gql(ORIGIN, { id });
    expect(data.transcript.origin).toEqual({
      kind: 'TRACKS',
      fileName: null,
      tracks: [
        { speaker: 'Ann', fileName: 'ann.wav' },
        { speaker: 'Ben', fileName: 'ben-44k-stereo.wav' },
      ],
    });
    const audio = await storedAudio(id);
    expect(audio).toMatchObject({ type: 'audio/ogg', stream: 'opus,48000,2' });
    expect(Math.abs(audio.duration - Math.max(ann.seconds, ben.seconds))).toBeLessThan(0.1);
    expect((await h.app.services.repo.getTranscript(id)).transcribeOptions).toEqual({ speakers: 2, tracks: ['Ann', 'Ben'] });
    const query = lastTranscribeQuery();
    expect(JSON.parse(query.get('tracks')!)).toEqual(['Ann', 'Ben']);
    expect(query.get('speakers')).toBe('2');
    await tmp.expectEmpty();
  });
});

test('each channel holds its own track, aligned at the start: the shorter one is silent after its end', async () => {
  const body = await uploadTracks([await track('Short', ben.path), await track('Long', ann.path)]);
  const { id } = body.data.uploadTracks;
  const response = await fetch(`${h.app.url}/media/${id}`);
  const file = path.join(dir, `aligned-${id}`);
  await fs.writeFile(file, Buffer.from(await response.arrayBuffer()));
  /** The loudest level (dBFS) of one channel between two times. */
  const peak = (channel: number, from: number, to: number) => {
    const args = ['-v', 'info', '-i', file, '-af', `pan=mono|c0=c${channel},atrim=${from}:${to},astats=measure_overall=Peak_level:measure_perchannel=none`, '-f', 'null', '-'];
    const said = spawnSync('ffmpeg', args).stderr.toString(); // astats reports on stderr
    return Number(/Peak level dB: (-?[\d.]+|-inf)/.exec(said)?.[1].replace('-inf', '-Infinity'));
  };
  expect(peak(0, 0, ben.seconds - 0.2)).toBeGreaterThan(-30); // Ben speaks on channel 0…
  expect(peak(0, ben.seconds + 0.2, ann.seconds - 0.2)).toBeLessThan(-60); // …and is silent once his track ended
  expect(peak(1, ben.seconds + 0.2, ann.seconds - 0.2)).toBeGreaterThan(-30); // while Ann still speaks on channel 1
});

test('a video track gives its first audio stream', async () => {
  const video = await makeVideo(dir, 'mp4', { clip: 2 });
  const body = await uploadTracks([await track('Ann', ann.path), { speaker: 'Cy', bytes: await read(video.path), name: 'cy.mp4', type: 'video/mp4' }]);
  expect(body.errors).toBeUndefined();
  const audio = await storedAudio(body.data.uploadTracks.id);
  expect(audio.stream).toBe('opus,48000,2');
  expect(Math.abs(audio.duration - Math.max(ann.seconds, seconds(video.speech)))).toBeLessThan(0.1);
  await tmp.expectEmpty();
});

test('channelsAsTracks: a stereo file with one person per channel is stored as uploaded, origin CHANNELS, the job carries the names', async () => {
  const stereo = path.join(dir, 'call.wav');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', ann.path, '-i', ben.path, '-filter_complex', '[0:a][1:a]amerge=inputs=2,pan=stereo|c0=c0|c1=c1', '-ar', '16000', stereo]);
  const bytes = await read(stereo);
  const body = await uploadAudio(bytes, 'call.wav', { channelsAsTracks: [' Caller ', 'Agent'] });
  expect(body.errors).toBeUndefined();
  const { id } = body.data.uploadAudio;
  expect((await waitForStatus(h, id)).status).toBe('READY');
  const { data } = await h.gql(ORIGIN, { id });
  expect(data.transcript.origin).toEqual({
    kind: 'CHANNELS',
    fileName: 'call.wav',
    tracks: [
      { speaker: 'Caller', fileName: null },
      { speaker: 'Agent', fileName: null },
    ],
  });
  const head = await fetch(`${h.app.url}/media/${id}`, { method: 'HEAD' });
  expect(head.headers.get('content-length')).toBe(String(bytes.length));
  expect((await h.app.services.repo.getTranscript(id)).transcribeOptions).toEqual({ speakers: 2, tracks: ['Caller', 'Agent'] });
  expect(JSON.parse(lastTranscribeQuery().get('tracks')!)).toEqual(['Caller', 'Agent']);
  await tmp.expectEmpty();
});

test('recorded: origin RECORDING with the file name as sent; no tracks are sent', async () => {
  const body = await uploadAudio(wavBytes(), 'Recording 14-32.wav', { recorded: true });
  const { id } = body.data.uploadAudio;
  expect((await waitForStatus(h, id)).status).toBe('READY');
  expect((await h.gql(ORIGIN, { id })).data.transcript.origin).toEqual({ kind: 'RECORDING', fileName: 'Recording 14-32.wav', tracks: [] });
  expect(lastTranscribeQuery().get('tracks')).toBeNull();
});

describe('refused with BAD_USER_INPUT, leaving nothing behind (no transcript, no file record, no temporary file)', () => {
  async function expectRefused(send: () => Promise<any>, message: string | RegExp, code = 'BAD_USER_INPUT') {
    const before = await stored();
    const requests = h.editor.requests.length;
    const body = await send();
    expect(body.data).toBeNull();
    expect(body.errors[0]).toMatchObject({ message: typeof message === 'string' ? message : expect.stringMatching(message), extensions: { code } });
    expect(await stored()).toEqual(before);
    expect(h.editor.requests.length).toBe(requests);
    await tmp.expectEmpty();
  }

  test('one track, nine and twenty', async () => {
    const one = await track('Ann', ann.path);
    await expectRefused(() => uploadTracks([one]), 'uploadTracks takes 2 to 8 tracks, got 1.');
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ ...one, speaker: `Speaker ${i + 1}` }));
    await expectRefused(() => uploadTracks(many(9)), 'uploadTracks takes 2 to 8 tracks, got 9.');
    await expectRefused(() => uploadTracks(many(20)), 'uploadTracks takes 2 to 8 tracks, got 20.');
  });

  test('two tracks of one speaker, and a name that is blank or too long', async () => {
    const [a, b] = [await track('Ann', ann.path), await track('ann ', ben.path)];
    await expectRefused(() => uploadTracks([a, b]), 'Track 2: "ann" names another track\'s speaker too; each track is one person.');
    await expectRefused(() => uploadTracks([a, { ...b, speaker: '  ' }]), "Track 2: its speaker's name must be 1 to 100 characters, got 0.");
    await expectRefused(() => uploadTracks([a, { ...b, speaker: 'x'.repeat(101) }]), "Track 2: its speaker's name must be 1 to 100 characters, got 101.");
  });

  test('a "video" that is not one', async () => {
    const text = { speaker: 'Ben', bytes: new TextEncoder().encode('This is not a video, only some words in a file.'), name: 'ben.mp4', type: 'video/mp4' };
    await expectRefused(async () => uploadTracks([await track('Ann', ann.path), text]), /^Track 2 \(Ben\): The file's content is not audio .* or video/);
  });

  test('a video without sound', async () => {
    const silent = await makeVideo(dir, 'mp4', { audio: false });
    const video = { speaker: 'Ben', bytes: await read(silent.path), name: 'ben.mp4', type: 'video/mp4' };
    await expectRefused(async () => uploadTracks([await track('Ann', ann.path), video]), 'Track 2 (Ben): The video has no audio stream: there is nothing to transcribe.');
  });

  test('a track of zero length: an empty file, and a WAV without a sample', async () => {
    const ann0 = await track('Ann', ann.path);
    await expectRefused(() => uploadTracks([ann0, { speaker: 'Ben', bytes: new Uint8Array(0), name: 'ben.wav', type: 'audio/wav' }]), 'Track 2 (Ben): The file is empty.');
    await expectRefused(() => uploadTracks([{ speaker: 'Ben', bytes: wavBytes(0), name: 'ben.wav', type: 'audio/wav' }, ann0]), /^Track 1 \(Ben\): The audio's length could not be read/);
  });

  test('one track over the upload limit, which applies to each track', async () => {
    const big = { speaker: 'Ben', bytes: wavBytes((LIMIT_MB * 1024 * 1024) / 32000 + 1), name: 'ben.wav', type: 'audio/wav' };
    await expectRefused(async () => uploadTracks([await track('Ann', ann.path), big]), /^Track 2 \(Ben\): File is larger than 1048576 bytes/, 'PAYLOAD_TOO_LARGE');
  });

  test('channelsAsTracks naming more channels than the file has', async () => {
    await expectRefused(() => uploadAudio(wavBytes(), 'mono.wav', { channelsAsTracks: ['Ann', 'Ben'] }), 'channelsAsTracks names 2 speakers, one per channel, but the file has 1 channel.');
    await expectRefused(() => uploadAudio(wavBytes(), 'mono.wav', { channelsAsTracks: ['Ann'] }), 'channelsAsTracks takes 2 to 8 channels, got 1.');
  });

  test('uploadAudio with two files', async () => {
    const form = new FormData();
    const query = 'mutation ($t: String!, $f: Upload!, $g: Upload!) { a: uploadAudio(title: $t, file: $f) { id } b: uploadAudio(title: $t, file: $g) { id } }';
    form.append('operations', JSON.stringify({ query, variables: { t: 'x', f: null, g: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.f'], 1: ['variables.g'] }));
    form.append('0', new Blob([wavBytes()], { type: 'audio/wav' }), 'a.wav');
    form.append('1', new Blob([wavBytes()], { type: 'audio/wav' }), 'b.wav');
    await expectRefused(async () => (await fetch(`${h.app.url}/graphql`, { method: 'POST', body: form, headers: { 'x-graphql-yoga-csrf': '1' } })).json(), /^uploadAudio takes one file/);
  });
});
