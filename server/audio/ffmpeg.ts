import { badInput } from '../domain/errors.ts';
import { FfmpegError, runFfmpeg } from '../lib/ffmpeg.ts';

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
export async function runOnUpload(args: string[], timeoutMs: number, refusals: FfmpegRefusals, ffmpeg?: string): Promise<void> {
  try {
    await runFfmpeg({ args, timeoutMs, ffmpeg });
  } catch (error) {
    if (!(error instanceof FfmpegError)) throw error;
    if (error.reason === 'missing') throw new Error(`ffmpeg did not run: ${error.said}; install ffmpeg`);
    if (error.reason === 'timeout') throw badInput(refusals.timedOut(Math.round(timeoutMs / 1000)));
    throw badInput(refusals.failed(error.said));
  }
}
