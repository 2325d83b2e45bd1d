import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { parsePocketsphinxTimes } from './pocketsphinx-output.ts';
import type { RecognizedWord, RecognizeOptions, SpeechRecognizer } from './types.ts';

/** Where Debian's pocketsphinx-en-us puts the acoustic model, language model and dictionary. */
const DEBIAN_MODEL = '/usr/share/pocketsphinx/model/en-us';

export interface PocketsphinxOptions {
  binary?: string;
  modelDir?: string;
}

async function onPath(binary: string): Promise<boolean> {
  const candidates = binary.includes('/') ? [binary] : (process.env.PATH ?? '').split(':').map((dir) => path.join(dir, binary));
  for (const candidate of candidates) {
    if (await access(candidate, constants.X_OK).then(() => true, () => false)) return true;
  }
  return false;
}

/** CMU pocketsphinx 0.8 from Debian (`pocketsphinx_continuous`), one process per call. */
export function createPocketsphinx({ binary = 'pocketsphinx_continuous', modelDir = DEBIAN_MODEL }: PocketsphinxOptions = {}): SpeechRecognizer {
  return {
    name: 'pocketsphinx',
    async available() {
      const model = await access(path.join(modelDir, 'en-us', 'mdef')).then(() => true, () => false);
      return model && (await onPath(binary));
    },
    recognize(pcm: Buffer, options: RecognizeOptions = {}): Promise<RecognizedWord[]> {
      return new Promise((resolve, reject) => {
        options.signal?.throwIfAborted();
        const child = spawn(binary, [
          '-infile', '/dev/stdin', // raw s16le 16 kHz mono: the 0.8 build only skips a header for *.wav names
          '-time', 'yes',
          '-logfn', '/dev/null',
          '-hmm', path.join(modelDir, 'en-us'),
          '-lm', path.join(modelDir, 'en-us.lm.bin'),
          '-dict', path.join(modelDir, 'cmudict-en-us.dict'),
        ], { stdio: ['pipe', 'pipe', 'pipe'] });
        const abort = () => child.kill('SIGKILL');
        options.signal?.addEventListener('abort', abort, { once: true });
        const out: Buffer[] = [];
        const err: Buffer[] = [];
        child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
        child.on('error', reject);
        child.on('close', (code) => {
          options.signal?.removeEventListener('abort', abort);
          if (options.signal?.aborted) reject(options.signal.reason);
          else if (code !== 0) reject(new Error(`pocketsphinx exited with ${code}: ${Buffer.concat(err).toString().trim().slice(-500)}`));
          else resolve(parsePocketsphinxTimes(Buffer.concat(out).toString('utf8')));
        });
        child.stdin.on('error', () => {}); // an early exit is reported by 'close'
        feed(child.stdin, pcm, options.onProgress);
      });
    },
  };
}

// The pipe holds only a couple of seconds of audio, so how much the recognizer has taken is how far it got.
const PIECE_BYTES = 64 * 1024;

function feed(stdin: NodeJS.WritableStream, pcm: Buffer, onProgress?: (fraction: number) => void): void {
  let at = 0;
  const next = () => {
    while (at < pcm.length) {
      const piece = pcm.subarray(at, at + PIECE_BYTES);
      at += piece.length;
      onProgress?.(at / pcm.length);
      if (!stdin.write(piece)) return void stdin.once('drain', next);
    }
    stdin.end();
  };
  next();
}

export const pocketsphinx = createPocketsphinx();
