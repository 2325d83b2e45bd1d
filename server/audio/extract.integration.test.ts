import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { makeTempDir } from '../lib/temp-dir.ts';
import { makeVideo, type VideoKind } from '../test/videos.ts';
import { extractAudio, extractTimeoutMs } from './extract.ts';
import { probeAudioFile } from './probe.ts';

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir('extract-test');
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const streams = (file: string) =>
  execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name', '-of', 'csv=p=0', file]).toString().trim().split('\n');

test.each([
  ['mp4', 'aac', 'audio/mp4', 'm4a', 'aac,audio'],
  ['mov', 'aac', 'audio/mp4', 'm4a', 'aac,audio'],
  ['webm', 'opus', 'audio/ogg', 'ogg', 'opus,audio'],
  ['mkv', 'pcm_s16le', 'audio/ogg', 'ogg', 'opus,audio'],
] as const)('a %s video: its %s audio alone is kept as %s', async (kind: VideoKind, codec, type, extension, stream) => {
  const video = await makeVideo(dir, kind);
  const probe = await probeAudioFile(video.path);
  expect(probe).toMatchObject({ kind: 'audio', codec, video: true });
  const out = await makeTempDir('extract-out');
  try {
    const audio = await extractAudio(video.path, codec, out, extractTimeoutMs(10));
    expect(audio).toEqual({ path: path.join(out, `audio.${extension}`), type, extension });
    expect(streams(audio.path)).toEqual([stream]);
    const kept = await probeAudioFile(audio.path);
    expect(kept).toMatchObject({ kind: 'audio', video: false });
    // As long as the speech it came from (the video's picture may run a little longer).
    const speech = await probeAudioFile(video.speech);
    expect(Math.abs((kept as { duration: number }).duration - (speech as { duration: number }).duration)).toBeLessThan(0.1);
  } finally {
    await fs.rm(out, { recursive: true, force: true });
  }
});

test('past its time ffmpeg is killed, with a clear error', async () => {
  const video = await makeVideo(dir, 'mkv');
  await expect(extractAudio(video.path, 'pcm_s16le', dir, 1)).rejects.toMatchObject({
    message: 'Taking the audio out of the video took longer than 0 s, and was stopped: upload the audio alone.',
    extensions: { code: 'BAD_USER_INPUT' },
  });
});

test('a video cut short is refused, saying so', async () => {
  const video = await makeVideo(dir, 'webm');
  const cut = path.join(dir, 'cut.webm');
  await fs.writeFile(cut, (await fs.readFile(video.path)).subarray(0, 200));
  await expect(extractAudio(cut, 'opus', dir, 10_000)).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message: expect.stringMatching(/^The audio could not be taken out of the video: it may be damaged or cut short/) });
});

test('ffmpeg is told to read the local file only: another protocol is refused', async () => {
  await expect(extractAudio('http://127.0.0.1:9/x.mp4', 'aac', dir, 10_000)).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
});
