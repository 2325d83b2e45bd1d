import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir } from '../lib/temp-dir.ts';

/**
 * What ffprobe says about a file: its first audio stream's codec, sample rate and channels, the duration the file claims,
 * and whether it holds a picture that moves (`video`: a video stream that is not a cover picture). `silent-video`:
 * a video without any audio stream.
 */
export type ProbeResult =
  | { kind: 'audio'; codec: string | null; sampleRate: number | null; channels: number | null; duration: number | null; video: boolean }
  | { kind: 'silent-video' }
  | { kind: 'not-audio' }
  | { kind: 'unavailable'; reason: string };

const PROBE_TIMEOUT_MS = 15_000;
/**
 * ffprobe processes started ahead of their file at once. Each waits with about 9 MiB of its own memory (measured),
 * so uploads arriving past this many start theirs once the file is whole, as before.
 */
const MAX_WAITING = 4;
let waiting = 0;

/** The file's duration as the concat demuxer passes it on: the one ffprobe reports for the file itself, in µs. */
const DURATION_TAG = 'lavf.concatdec.duration';

interface FfprobeJson {
  streams?: { codec_type?: string; codec_name?: string; sample_rate?: string; channels?: number; disposition?: { attached_pic?: number } }[];
  packets?: { tags?: Record<string, string> }[];
}

const positive = (value: string | undefined, scale = 1) => {
  const number = Number(value) / scale;
  return value !== undefined && Number.isFinite(number) && number > 0 ? number : null;
};

/** Interprets ffprobe's JSON for a file read through the concat demuxer (see `startProbe`). */
export function readProbe(output: string): ProbeResult {
  let json: FfprobeJson;
  try {
    json = JSON.parse(output || '{}');
  } catch {
    return { kind: 'not-audio' };
  }
  const stream = json.streams?.find((s) => s.codec_type === 'audio');
  const video = json.streams?.some((s) => s.codec_type === 'video' && !s.disposition?.attached_pic) ?? false;
  if (!stream) return { kind: video ? 'silent-video' : 'not-audio' };
  return {
    kind: 'audio',
    codec: stream.codec_name || null,
    sampleRate: positive(stream.sample_rate),
    channels: Number.isInteger(stream.channels) && stream.channels! > 0 ? stream.channels! : null,
    duration: positive(json.packets?.[0]?.tags?.[DURATION_TAG], 1e6),
    video,
  };
}

/** ffprobe started before its file is whole; `of` hands it the file, `cancel` stops it if it is never needed. */
export interface StartedProbe {
  /** What the file (complete, seekable, on disk) holds. */
  of(file: string): Promise<ProbeResult>;
  cancel(): void;
}

/**
 * Starts ffprobe before its file is whole, so that its start-up (about 50 ms here, spent loading ~200 shared
 * libraries) overlaps the upload instead of following it. Past MAX_WAITING uploads at once, it starts when
 * `of` is called.
 */
export function startProbe(ffprobe = process.env.FFPROBE_PATH || 'ffprobe'): StartedProbe {
  if (waiting >= MAX_WAITING) return { of: (file) => spawnProbe(ffprobe).of(file), cancel: () => undefined };
  waiting++;
  return spawnProbe(ffprobe, () => waiting--);
}

/**
 * ffprobe waits on its stdin for an ffconcat list naming the file, which `of` sends once the file is complete:
 * ffprobe then opens the file itself, seekable, as when given its path (formats with their index at the end,
 * and every duration check, need that). The concat demuxer passes the file's streams on as they are and its
 * duration (the one ffprobe reports for the file) on each packet, so one packet is read. `doneWaiting` is
 * called once, when the file is handed over or the process is stopped or gone.
 */
function spawnProbe(ffprobe: string, doneWaiting = () => undefined as void): StartedProbe {
  let waits = true;
  /** The process ended on its own before it was handed a file (e.g. killed): `of` starts another. */
  let endedWaiting = false;
  const stopWaiting = () => {
    if (waits) doneWaiting();
    waits = false;
  };
  const ended = () => {
    endedWaiting = waits;
    stopWaiting();
  };
  const child = spawn(
    ffprobe,
    [
      ...['-v', 'error', '-f', 'concat', '-safe', '0', '-segment_time_metadata', '1', '-protocol_whitelist', 'file,pipe', '-i', 'pipe:0'],
      ...['-read_intervals', '%+#1', '-show_entries', `packet_tags=${DURATION_TAG}:stream=codec_type,codec_name,sample_rate,channels:stream_disposition=attached_pic`, '-of', 'json'],
    ],
    { stdio: ['pipe', 'pipe', 'ignore'] },
  );
  child.stdin.on('error', () => undefined); // a process that did not start, or was stopped, says so in `result`
  let output = '';
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const result = new Promise<ProbeResult>((resolve) => {
    child.on('error', (error) => {
      ended();
      clearTimeout(timer);
      resolve({ kind: 'unavailable', reason: `ffprobe (part of ffmpeg) did not run: ${error.message}; install ffmpeg` });
    });
    child.on('close', () => {
      ended();
      clearTimeout(timer);
      resolve(timedOut ? { kind: 'unavailable', reason: `ffprobe took longer than ${PROBE_TIMEOUT_MS / 1000} s` } : readProbe(output));
    });
  });
  return {
    of(file) {
      if (endedWaiting) return spawnProbe(ffprobe).of(file);
      stopWaiting();
      timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, PROBE_TIMEOUT_MS);
      // ffconcat quoting ('\'' closes, escapes and reopens); "file:" because the list's own address is pipe:0.
      child.stdin.end(`ffconcat version 1.0\nfile 'file:${file.replace(/'/g, "'\\''")}'\n`);
      return result;
    },
    cancel() {
      stopWaiting();
      child.kill('SIGKILL');
    },
  };
}

/**
 * Asks ffprobe what the bytes hold, so that a file that only looks like audio, or claims hours it does not
 * hold, is refused at upload rather than failing (or stalling) later. The bytes go to a private temporary
 * file: from a pipe ffprobe cannot seek, and Ogg and other formats then report no duration.
 */
export async function probeAudio(bytes: Uint8Array, ffprobe = process.env.FFPROBE_PATH || 'ffprobe'): Promise<ProbeResult> {
  const dir = await makeTempDir('probe');
  try {
    const file = path.join(dir, 'audio');
    await fs.writeFile(file, bytes, { mode: 0o600 });
    return await probeAudioFile(file, ffprobe);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** probeAudio for audio already in a file (an upload spooled to disk). */
export function probeAudioFile(file: string, ffprobe = process.env.FFPROBE_PATH || 'ffprobe'): Promise<ProbeResult> {
  return spawnProbe(ffprobe).of(file);
}
