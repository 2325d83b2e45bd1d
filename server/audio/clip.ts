import { CLIP_FADE_SECONDS, type ClipWindow } from '../domain/clips.ts';
import { runFfmpeg } from '../lib/ffmpeg.ts';
import { REENCODED } from './extract.ts';
import { localInput } from './ffmpeg.ts';

export type ClipEncoding = 'mp3' | 'm4a' | 'ogg';

/** Each format's encoder, at rates transparent for speech; Ogg is Opus, as extract.ts re-encodes. */
const ENCODERS: Record<ClipEncoding, string[]> = {
  mp3: ['-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3'],
  m4a: ['-c:a', 'aac', '-b:a', '128k', '-f', 'ipod', '-movflags', '+faststart'],
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
  const onStdout = (chunk: Buffer) => {
    // -progress writes key=value lines; out_time_us is how far the output has got.
    const done = /out_time_us=(\d+)/.exec(chunk.toString())?.[1];
    if (done && onProgress) onProgress(Math.min(1, Number(done) / 1e6 / length));
  };
  await runFfmpeg({ args, timeoutMs: clipTimeoutMs(length), signal, onStdout, ffmpeg });
}
