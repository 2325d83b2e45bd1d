import { spawn } from 'node:child_process';
import { badInput } from '../domain/errors.ts';

/** What the uploader is told when ffmpeg is stopped for taking too long, or fails on what it was given. */
export interface FfmpegRefusals {
  timedOut: (seconds: number) => string;
  /** `said`: the last line ffmpeg wrote to stderr (or its exit code). */
  failed: (said: string) => string;
}

/**
 * ffmpeg's arguments to read one local file: only the file protocol (no network or other protocol a crafted
 * container could name), and the path marked as a file whatever it looks like.
 */
export const localInput = (file: string): string[] => ['-protocol_whitelist', 'file', '-i', `file:${file}`];

/**
 * Runs ffmpeg on uploaded media (its output goes to a file the arguments name), killed past `timeoutMs`. An
 * ffmpeg that fails or is stopped is a BAD_USER_INPUT worded by `refusals`; one that cannot start says to install it.
 */
export function runFfmpeg(args: string[], timeoutMs: number, refusals: FfmpegRefusals, ffmpeg = process.env.FFMPEG_PATH || 'ffmpeg'): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, ['-v', 'error', '-nostdin', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-1000)));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`ffmpeg did not run: ${error.message}; install ffmpeg`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) reject(badInput(refusals.timedOut(Math.round(timeoutMs / 1000))));
      else if (code !== 0) reject(badInput(refusals.failed(errors.trim().split('\n').at(-1)?.slice(0, 200) || `exit code ${code}`)));
      else resolve();
    });
  });
}
