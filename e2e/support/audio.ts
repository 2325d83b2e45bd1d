import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Runs ffmpeg quietly, overwriting its output: for media the tests make as they run. */
export function ffmpeg(...args: string[]): void {
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', ...args]);
}

/** A media file's length in seconds, as ffprobe reads it. */
export function durationSeconds(file: string): number {
  return Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString());
}

/**
 * A short two-voice interview made with espeak-ng at test time: three sentences with a second of
 * silence between them, so transcription yields several timed segments.
 */
export function makeInterviewWav(fileName = 'sample_interview.wav'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tapescript-audio-'));
  const parts = [
    ['en-us', 'Welcome to the interview series. Today we talk about recording and editing transcripts.'],
    ['en-gb+m3', 'Thank you for having me. I have been recording interviews for many years.'],
    ['en-us', 'What changed when you started editing with software?'],
  ];
  const files = parts.map(([voice, text], index) => {
    const file = path.join(dir, `part${index}.wav`);
    execFileSync('espeak-ng', ['-v', voice, '-s', '150', '-w', file, text]);
    return file;
  });
  const out = path.join(dir, fileName);
  ffmpeg(
    ...files.flatMap((file) => ['-i', file]),
    '-filter_complex', '[0]apad=pad_dur=1[a];[1]apad=pad_dur=1[b];[a][b][2]concat=n=3:v=0:a=1',
    '-ar', '16000', '-ac', '1', out,
  );
  return out;
}

/** The JFK inaugural clip (real speech) the speech worker's tests use. */
export const JFK_MP3 = path.resolve(import.meta.dirname, '../../server/editor-service/speech-worker/tests/audio/jfk.mp3');

/**
 * `input` (an audio file) under steady pink noise of `amplitude` (fixed seed), as a phone recording in a busy room
 * sounds, written as 16 kHz WAV to `out`.
 */
export function underPinkNoise(input: string, amplitude: number, out: string): string {
  ffmpeg(
    '-i', input,
    '-filter_complex', `anoisesrc=color=pink:amplitude=${amplitude}:seed=7:sample_rate=16000[n];[0]aresample=16000[s];[s][n]amix=inputs=2:duration=first:normalize=0`,
    '-ac', '1', '-ar', '16000', out,
  );
  return out;
}

/**
 * The JFK clip under pink noise: Whisper still gets the words, a few of them with low confidence ("America," for
 * "Americans,").
 */
export function makeNoisyJfkWav(): string {
  return underPinkNoise(JFK_MP3, 0.1, path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tapescript-audio-')), 'jfk-in-a-noisy-room.wav'));
}
