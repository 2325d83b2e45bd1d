import { expect, test } from 'vitest';
import { wavBytes } from '../test/harness.ts';
import { audioRefusal } from './limits.ts';
import { probeAudio, type ProbeResult } from './probe.ts';

const audio = (duration: number | null, sampleRate: number | null = 16000): ProbeResult => ({ kind: 'audio', codec: 'pcm_s16le', sampleRate, channels: 1, duration, video: false });
const refusal = (probe: ProbeResult, size: number, maxMinutes = 240) => {
  const error = audioRefusal(probe, size, maxMinutes);
  return error && { code: error.extensions.code, message: error.message };
};

/** A WAV whose header says 1 sample a second: 3,600 bytes of it claim an hour (the bomb). */
function oneHertzWav(): Uint8Array {
  const samples = 3600;
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVE', 8);
  wav.write('fmt ', 12);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(1, 24); // 1 Hz
  wav.writeUInt32LE(1, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples, 40);
  return wav;
}

test('ffprobe reads the length and sample rate of real audio, and what a crafted header claims', async () => {
  expect(await probeAudio(wavBytes(1.5, 8000))).toEqual({ kind: 'audio', codec: 'pcm_s16le', sampleRate: 8000, channels: 1, duration: 1.5, video: false });
  expect(await probeAudio(oneHertzWav())).toEqual({ kind: 'audio', codec: 'pcm_u8', sampleRate: 1, channels: 1, duration: 3600, video: false });
  expect(await probeAudio(Buffer.from('RIFF\0\0\0\0WAVE just text'))).toEqual({ kind: 'not-audio' });
});

test('the 3.6 KB WAV claiming an hour at 1 Hz is refused for its sample rate', async () => {
  const bomb = oneHertzWav();
  expect(refusal(await probeAudio(bomb), bomb.length)).toEqual({
    code: 'BAD_USER_INPUT',
    message: "The audio's sample rate (1 Hz) is not one a recording has: from 4000 to 384000 Hz is accepted.",
  });
});

test('longer than the limit: refused naming the limit', () => {
  expect(refusal(audio(241 * 60), 20_000_000)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The audio is 4 h 1 min long; the limit is 240 minutes.' });
  expect(refusal(audio(61), 1_000_000, 1)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The audio is 1 min 1 s long; the limit is 1 minute.' });
  expect(refusal(audio(240 * 60), 20_000_000)).toBeUndefined();
});

test('sample rates no recording has are refused; the ordinary ones pass', () => {
  for (const rate of [3999, 384_001, null]) expect(refusal(audio(10, rate), 100_000)?.code).toBe('BAD_USER_INPUT');
  for (const rate of [4000, 8000, 44_100, 48_000, 384_000]) expect(refusal(audio(10, rate), 100_000)).toBeUndefined();
});

test('a length absurd for the size (a lying header) is refused; unknown length too', () => {
  expect(refusal(audio(3600), 100_000)).toEqual({
    code: 'BAD_USER_INPUT',
    message: 'The file claims 1 h of audio in 100000 bytes, which no recording fits in: it is damaged or not a real recording.',
  });
  // Ten hours of Vorbis silence at 8 kHz is 3.2 MB (89 bytes a second): a real, if useless, file; the length limit refuses it.
  expect(refusal(audio(36_000, 8000), 3_201_877, 24 * 60)).toBeUndefined();
  expect(refusal(audio(null), 100_000)?.message).toBe("The audio's length could not be read: the file may be damaged or cut short.");
});

test('no ffprobe: refused as unavailable with the fix, never accepted unchecked', async () => {
  const missing = await probeAudio(wavBytes(), '/nonexistent/ffprobe');
  expect(refusal(missing, 100)).toEqual({
    code: 'UPSTREAM_UNAVAILABLE',
    message: 'The audio cannot be checked right now: ffprobe (part of ffmpeg) did not run: spawn /nonexistent/ffprobe ENOENT; install ffmpeg.',
  });
});

test('a video without an audio stream is refused as such', () => {
  expect(refusal({ kind: 'silent-video' }, 100_000)).toEqual({ code: 'BAD_USER_INPUT', message: 'The video has no audio stream: there is nothing to transcribe.' });
});
