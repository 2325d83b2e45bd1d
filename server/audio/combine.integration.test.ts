import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { librivoxClips } from '../../scripts/fixtures/librivox.ts';
import { makeTempDir } from '../lib/temp-dir.ts';
import { combineTracks } from './combine.ts';

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir('combine-test');
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const ffprobe = (file: string, entries: string) => execFileSync('ffprobe', ['-v', 'error', '-show_entries', entries, '-of', 'csv=p=0', file]).toString().trim();

test('eight tracks of three sample rates, mono and stereo, become one 48 kHz Opus channel each, as long as the longest', async () => {
  const clips = await librivoxClips();
  const rates = [8000, 16000, 44100];
  const tracks = await Promise.all(
    Array.from({ length: 8 }, async (_, i) => {
      const file = path.join(dir, `track-${i}.wav`);
      execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', clips[i % clips.length].path, '-ar', String(rates[i % 3]), '-ac', String(1 + (i % 2)), file]);
      return file;
    }),
  );
  const longest = Math.max(...tracks.map((file) => Number(ffprobe(file, 'format=duration'))));
  const out = await makeTempDir('combine-out');
  try {
    const audio = await combineTracks(tracks, longest, out, 60_000);
    expect(audio).toEqual({ path: path.join(out, 'tracks.ogg'), type: 'audio/ogg', extension: 'ogg' });
    expect(ffprobe(audio.path, 'stream=codec_name,sample_rate,channels')).toBe('opus,48000,8');
    expect(Math.abs(Number(ffprobe(audio.path, 'format=duration')) - longest)).toBeLessThan(0.1);
  } finally {
    await fs.rm(out, { recursive: true, force: true });
  }
});

test('a track ffmpeg cannot read is refused, saying so', async () => {
  const clip = (await librivoxClips())[0].path;
  const junk = path.join(dir, 'junk.wav');
  await fs.writeFile(junk, 'RIFF....WAVE and then words, not audio');
  await expect(combineTracks([clip, junk], 5, dir, 30_000)).rejects.toMatchObject({
    extensions: { code: 'BAD_USER_INPUT' },
    message: expect.stringMatching(/^The tracks could not be combined: one may be damaged or cut short \(ffmpeg: /),
  });
});

test('past its time ffmpeg is killed, with a clear error', async () => {
  const clip = (await librivoxClips())[0].path;
  await expect(combineTracks([clip, clip], 600, dir, 1)).rejects.toMatchObject({
    message: 'Combining the tracks took longer than 0 s, and was stopped: upload shorter tracks.',
    extensions: { code: 'BAD_USER_INPUT' },
  });
});

test('ffmpeg is told to read local files only: another protocol is refused', async () => {
  const clip = (await librivoxClips())[0].path;
  await expect(combineTracks([clip, 'http://127.0.0.1:9/x.wav'], 5, dir, 30_000)).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
});
