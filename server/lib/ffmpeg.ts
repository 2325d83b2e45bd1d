import { spawn } from 'node:child_process';

/** Why an ffmpeg run failed: not installed, stopped past its time, stopped by its caller, or ffmpeg's own error. */
export class FfmpegError extends Error {
  constructor(
    readonly reason: 'missing' | 'timeout' | 'aborted' | 'failed',
    /** ffmpeg's last line of errors (or the exit code) for `failed`; the system's error for `missing`. */
    readonly said: string,
    /** The last kilobyte of ffmpeg's errors. */
    readonly log = '',
  ) {
    super(`ffmpeg ${reason}: ${said}`);
  }
}

export interface FfmpegRun {
  /** The arguments after `ffmpeg`; `-v error -nostdin` are added. */
  args: string[];
  /** Killed past this long. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** Takes what ffmpeg writes to its standard output (`pipe:1`); an error thrown here stops ffmpeg and rejects with it. */
  onStdout?: (chunk: Buffer) => void;
  ffmpeg?: string;
}

/** Runs ffmpeg (FFMPEG_PATH, else the one on PATH) to its end; rejects with an FfmpegError, or what onStdout threw. */
export function runFfmpeg({ args, timeoutMs, signal, onStdout, ffmpeg = process.env.FFMPEG_PATH || 'ffmpeg' }: FfmpegRun): Promise<void> {
  signal?.throwIfAborted();
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, ['-v', 'error', '-nostdin', ...args], { stdio: ['ignore', onStdout ? 'pipe' : 'ignore', 'pipe'] });
    let errors = '';
    let stopped: Error | undefined;
    const stop = (why: Error) => {
      stopped ??= why;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop(new FfmpegError('timeout', `took longer than ${timeoutMs} ms`)), timeoutMs);
    const abort = () => stop(new FfmpegError('aborted', String(signal?.reason ?? 'aborted')));
    signal?.addEventListener('abort', abort, { once: true });
    const finish = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      if (stopped) return;
      try {
        onStdout!(chunk);
      } catch (error) {
        stop(error as Error);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-1000)));
    child.on('error', (error) => {
      finish();
      reject(new FfmpegError('missing', error.message));
    });
    child.on('close', (code) => {
      finish();
      if (stopped) reject(stopped);
      else if (code !== 0) reject(new FfmpegError('failed', errors.trim().split('\n').at(-1)?.slice(0, 200) || `exit code ${code}`, errors));
      else resolve();
    });
  });
}
