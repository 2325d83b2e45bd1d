import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir } from '../lib/temp-dir.ts';

/** What ffprobe says about a file: its first audio stream's sample rate and the duration the file claims. */
export type ProbeResult =
  | { kind: 'audio'; format: string; sampleRate: number | null; duration: number | null }
  | { kind: 'not-audio' }
  | { kind: 'unavailable'; reason: string };

const PROBE_TIMEOUT_MS = 15_000;

interface FfprobeJson {
  streams?: { codec_type?: string; sample_rate?: string; duration?: string }[];
  format?: { format_name?: string; duration?: string };
}

const positive = (value: string | undefined) => {
  const number = Number(value);
  return value !== undefined && Number.isFinite(number) && number > 0 ? number : null;
};

/** Interprets ffprobe's JSON (`-show_entries format=…:stream=…`). */
export function readProbe(output: string): ProbeResult {
  let json: FfprobeJson;
  try {
    json = JSON.parse(output || '{}');
  } catch {
    return { kind: 'not-audio' };
  }
  const stream = json.streams?.find((s) => s.codec_type === 'audio');
  if (!stream) return { kind: 'not-audio' };
  return {
    kind: 'audio',
    format: json.format?.format_name ?? '',
    sampleRate: positive(stream.sample_rate),
    duration: positive(json.format?.duration) ?? positive(stream.duration),
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
  return run(ffprobe, ['-v', 'error', '-show_entries', 'format=format_name,duration:stream=codec_type,sample_rate,duration', '-of', 'json', file]);
}

function run(ffprobe: string, args: string[]): Promise<ProbeResult> {
  return new Promise((resolve) => {
    const child = spawn(ffprobe, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, PROBE_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ kind: 'unavailable', reason: `ffprobe (part of ffmpeg) did not run: ${error.message}; install ffmpeg` });
    });
    child.on('close', () => {
      clearTimeout(timer);
      resolve(timedOut ? { kind: 'unavailable', reason: `ffprobe took longer than ${PROBE_TIMEOUT_MS / 1000} s` } : readProbe(output));
    });
  });
}
