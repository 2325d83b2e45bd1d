import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parsePocketsphinxTimes } from './pocketsphinx-output.ts';
import { makeTempDir } from '../../lib/temp-dir.ts';
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
    async recognize(pcm: Buffer, options: RecognizeOptions = {}): Promise<RecognizedWord[]> {
      options.signal?.throwIfAborted();
      // Node's stdio pipes are sockets, which the 0.8 build cannot open as "/dev/stdin" (ENXIO): use a file.
      // Its name must not end in .wav: only then does pocketsphinx read it as raw 16 kHz s16le.
      const dir = await makeTempDir('sphinx');
      try {
        const input = path.join(dir, 'chunk.raw');
        await writeFile(input, pcm);
        const output = await run(binary, [
          '-infile', input,
          '-time', 'yes',
          '-logfn', '/dev/null',
          '-hmm', path.join(modelDir, 'en-us'),
          '-lm', path.join(modelDir, 'en-us.lm.bin'),
          '-dict', path.join(modelDir, 'cmudict-en-us.dict'),
        ], options.signal);
        options.onProgress?.(1);
        return parsePocketsphinxTimes(output);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

function run(binary: string, args: string[], signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    const out: Buffer[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-500)));
    child.on('error', (error) => reject(signal?.aborted ? signal.reason : error));
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else if (!signal?.aborted) reject(new Error(`pocketsphinx exited with ${code}: ${errors.trim()}`));
    });
  });
}

export const pocketsphinx = createPocketsphinx();
