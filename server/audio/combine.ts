import path from 'node:path';
import type { ExtractedAudio } from './extract.ts';
import { localInput, runOnUpload, type FfmpegRefusals } from './ffmpeg.ts';

/** Opus's own rate: every track is resampled to it, whatever it was recorded at. */
const RATE = 48_000;

/**
 * 32 kbit/s for each channel: Opus carries one voice in wideband at that rate with nothing a recognizer misses (the
 * browser's conversion goes down to about 17 kbit/s for a whole mix); one speaker per channel needs no more.
 * Complexity 5 instead of the default 10: measured here, 150 instead of 37 channel-seconds encoded per CPU second, so
 * eight tracks of an hour take about 3 minutes of one core instead of 13 while the upload waits; the higher
 * complexities buy small gains at low rates, which 32 kbit/s for one voice is not.
 */
const OPUS = ['-c:a', 'libopus', '-b:a', '32k', '-compression_level', '5'];

const REFUSALS: FfmpegRefusals = {
  timedOut: (seconds) => `Combining the tracks took longer than ${seconds} s, and was stopped: upload shorter tracks.`,
  failed: (said) => `The tracks could not be combined: one may be damaged or cut short (ffmpeg: ${said}).`,
};

/**
 * Combines tracks recorded together (one file per speaker; audio, or a video whose first audio stream is taken) into
 * one Ogg Opus file in `dir` with one channel per track, channel i = tracks[i]: each track is mixed down to mono,
 * resampled to 48 kHz and padded with silence to `seconds` (the longest track's length), all aligned at time 0.
 * Mapping family 255 keeps the channels independent (Opus's stereo coupling would blend one speaker into another's
 * channel); Chromium (checked here) and ffmpeg play it, the browser downmixing the channels. ffmpeg reads the local files only.
 */
export async function combineTracks(tracks: readonly string[], seconds: number, dir: string, timeoutMs: number, ffmpeg?: string): Promise<ExtractedAudio> {
  const file = path.join(dir, 'tracks.ogg');
  const each = tracks.map((_, i) => `[${i}:a:0]aresample=${RATE},aformat=sample_fmts=fltp:channel_layouts=mono,apad=whole_dur=${seconds}[t${i}]`);
  const merge = `${tracks.map((_, i) => `[t${i}]`).join('')}amerge=inputs=${tracks.length}[tracks]`;
  const args = [
    ...tracks.flatMap(localInput),
    ...['-filter_complex', [...each, merge].join(';'), '-map', '[tracks]', '-map_metadata', '-1'],
    ...[...OPUS, '-mapping_family', '255', '-f', 'ogg', '-y', `file:${file}`],
  ];
  await runOnUpload(args, timeoutMs, REFUSALS, ffmpeg);
  return { path: file, type: 'audio/ogg', extension: 'ogg' };
}
