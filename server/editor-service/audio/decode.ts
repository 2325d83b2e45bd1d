import { spawn } from 'node:child_process';
import { ServiceError } from '../errors.ts';
import { SAMPLE_RATE } from './pcm.ts';

/**
 * Decodes a file in any format ffmpeg knows to 16 kHz mono s16le. A file, not a pipe: an m4a with its index at
 * the end needs a seek back that a pipe cannot give once the file outgrows its buffer.
 */
export async function decodeToPcm(ffmpeg: string, file: string, signal?: AbortSignal): Promise<Buffer> {
  const pcm = await run(ffmpeg, ['-nostdin', '-v', 'error', '-i', file, '-vn', '-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 's16le', 'pipe:1'], signal);
  if (pcm.length < 2) throw new ServiceError(415, 'Unsupported audio: it holds no sound ffmpeg could decode');
  return pcm;
}

function run(ffmpeg: string, args: string[], signal?: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    const out: Buffer[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') reject(new ServiceError(503, `ffmpeg is not installed (looked for "${ffmpeg}"); set FFMPEG_PATH or install ffmpeg`));
      else reject(signal?.aborted ? signal.reason : error);
    });
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else if (!signal?.aborted) reject(new ServiceError(415, `Unsupported audio: ffmpeg could not decode it (${lastLine(errors)})`));
    });
  });
}

const lastLine = (text: string) => text.trim().split('\n').at(-1)?.slice(0, 200) ?? 'no details';
