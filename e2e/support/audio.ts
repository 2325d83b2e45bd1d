import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
  execFileSync('ffmpeg', [
    '-loglevel', 'error', '-y',
    ...files.flatMap((file) => ['-i', file]),
    '-filter_complex', '[0]apad=pad_dur=1[a];[1]apad=pad_dur=1[b];[a][b][2]concat=n=3:v=0:a=1',
    '-ar', '16000', '-ac', '1', out,
  ]);
  return out;
}
