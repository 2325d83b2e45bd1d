import { CLIP_FADE_SECONDS, type ClipWindow } from '../domain/clips.ts';
import { runFfmpeg } from '../lib/ffmpeg.ts';
import { REENCODED } from './extract.ts';
import { localInput } from './ffmpeg.ts';

export type ClipEncoding = 'mp3' | 'm4a' | 'ogg';

/**
 * Each format's encoder, at rates transparent for speech; Ogg is Opus, as extract.ts re-encodes. MP3 (its LAME tag) and
 * Opus (its granule positions) tell decoders the exact length; an M4A's last AAC frame is played whole, so it is
 * encoded at 48 kHz, where a frame is 21 ms (measured here: at a recording's 16 kHz a frame, 64 ms, made a 1.41 s clip
 * decode 62 ms long).
 */
const ENCODERS: Record<ClipEncoding, string[]> = {
  mp3: ['-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3'],
  m4a: ['-c:a', 'aac', '-b:a', '128k', '-ar', '48000', '-f', 'ipod', '-movflags', '+faststart'],
  ogg: REENCODED.args,
};

/** Time allowed: 30 s to start, then real time (a 3-minute clip encodes in a few seconds here). */
export const clipTimeoutMs = (seconds: number) => 30_000 + seconds * 1000;

export interface ClipRender {
  /** The recording, or its bleeped render (a local file, read seekable). */
  input: string;
  window: ClipWindow;
  format: ClipEncoding;
  output: string;
  /** Told the share of the clip encoded so far, 0 to 1, as ffmpeg reports it. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
  ffmpeg?: string;
}

/**
 * Cuts `window` out of the recording's first audio stream, with CLIP_FADE_SECONDS of fade in and out, into `format`.
 * The seek is on the input, which ffmpeg makes exact for audio (it decodes from before the point and drops what is
 * before it), and reads no more of a long recording than it needs.
 */
export async function renderClip({ input, window, format, output, onProgress, signal, ffmpeg }: ClipRender): Promise<void> {
  const length = window.end - window.start;
  const fades = `afade=t=in:st=0:d=${CLIP_FADE_SECONDS},afade=t=out:st=${Math.max(0, length - CLIP_FADE_SECONDS)}:d=${CLIP_FADE_SECONDS}`;
  const args = [
    ...['-ss', String(window.start), '-t', String(length)],
    ...localInput(input),
    ...['-map', '0:a:0', '-vn', '-sn', '-dn', '-map_metadata', '-1', '-af', fades],
    ...ENCODERS[format],
    ...['-progress', 'pipe:1', '-y', `file:${output}`],
  ];
  const progress = progressReader(length, onProgress);
  await runFfmpeg({ args, timeoutMs: clipTimeoutMs(length), signal, onStdout: progress.read, ffmpeg });
  progress.check();
}

/**
 * Reads ffmpeg's `-progress pipe:1` for an output `length` seconds long, telling `onProgress` the share written;
 * `check` once ffmpeg is done throws ClipOutsideAudio when it wrote nothing.
 */
export function progressReader(length: number, onProgress?: (share: number) => void): { read: (chunk: Buffer) => void; check: () => void } {
  let written = 0;
  return {
    read: (chunk) => {
      // -progress writes blocks of key=value lines (a chunk may hold several); out_time_us is how far the output has got.
      const times = [...chunk.toString().matchAll(/out_time_us=(\d+)/g)].map((match) => Number(match[1]) / 1e6);
      if (!times.length) return;
      written = Math.max(written, ...times);
      onProgress?.(Math.min(1, written / length));
    },
    check: () => {
      // A window past the recording's end (its stored length shorter than the transcript says) gives an empty file.
      if (!(written > 0)) throw new ClipOutsideAudio();
    },
  };
}

/** The clip's stretch has no audio: it is past the end of the recording. */
export class ClipOutsideAudio extends Error {
  constructor() {
    super('these words are past the end of the recording');
  }
}
