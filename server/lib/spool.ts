import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Enough of the start of a file to tell its type from its first bytes (sniffAudio). */
const HEAD_BYTES = 64;

export interface SpooledFile {
  /** A private temporary file holding the stream (mode 0600, in its own 0700 directory). */
  path: string;
  /** Bytes kept on disk (at most the limit). */
  size: number;
  /** More arrived than the limit: the rest was not kept (drained, or left unread with `stopAtLimit`). */
  overLimit: boolean;
  /** The first bytes, for type sniffing without reading the file again. */
  head: Buffer;
  /** Removes the file; call it whatever happened. */
  dispose(): Promise<void>;
}

/**
 * Writes a stream (an upload, audio on its way to a recognizer) to a private temporary file as it arrives, so
 * the process never holds the whole file in memory (ffprobe, ffmpeg and the speech worker need a seekable file
 * anyway). Past `maxBytes` the rest of the stream is drained, not destroyed, so the answer can still be sent, and
 * the file is marked `overLimit` for whoever refuses it; with `stopAtLimit` reading stops there instead (the
 * stream is destroyed). A stream that fails (the client went away, the body was cut short) fails this, and
 * nothing is left on disk.
 */
export async function spoolToFile(
  stream: (AsyncIterable<Uint8Array> | Iterable<Uint8Array>) & { truncated?: boolean },
  maxBytes: number,
  { stopAtLimit = false, label = 'upload' }: { stopAtLimit?: boolean; label?: string } = {},
): Promise<SpooledFile> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), `tapescript-${label}-`));
  const dispose = () => fs.promises.rm(dir, { recursive: true, force: true });
  const file = path.join(dir, 'audio');
  const out = fs.createWriteStream(file, { mode: 0o600 });
  const head: Buffer[] = [];
  let headSize = 0;
  let size = 0;
  let overLimit = false;
  try {
    for await (const chunk of stream) {
      if (overLimit) continue; // draining
      if (size + chunk.length > maxBytes) {
        overLimit = true;
        if (stopAtLimit) break;
        continue;
      }
      size += chunk.length;
      if (headSize < HEAD_BYTES) {
        head.push(Buffer.from(chunk.subarray(0, HEAD_BYTES - headSize)));
        headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
      }
      if (!out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
  } catch (error) {
    out.destroy();
    await dispose();
    throw error;
  }
  // graphql-upload-minimal cuts a file at its own limit silently and only flags it.
  return { path: file, size, overLimit: overLimit || stream.truncated === true, head: Buffer.concat(head), dispose };
}
