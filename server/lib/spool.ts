import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { makeTempDir } from './temp-dir.ts';

/** Enough of the start of a file to tell its type from its first bytes (sniffMedia). */
const HEAD_BYTES = 64;
/**
 * Bytes that may wait for the disk before reading pauses. At the default 16 KiB every 64 KiB chunk of an
 * upload waited for its own disk write before the next one was read; this much lets the disk keep pace.
 */
export const IN_FLIGHT_BYTES = 1024 * 1024;

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

/** A second place the bytes go while they are spooled (e.g. the store). `write` resolves when it can take more. */
export interface ByteSink {
  write(chunk: Uint8Array): Promise<void>;
  /** Every byte was written. */
  end(): void;
  /** The bytes stop short of the whole (over the limit, or the stream failed): keep nothing. */
  abort(): void;
}

export interface SpoolOptions {
  /** Past the limit, stop reading (the stream is destroyed) instead of draining the rest. */
  stopAtLimit?: boolean;
  label?: string;
  /**
   * Chooses, once the first bytes are known, a sink that also gets every byte within the limit as it arrives;
   * it is aborted if the stream fails or passes the limit, so it never gets more than the limit.
   */
  copyTo?: (head: Buffer) => Promise<ByteSink | undefined>;
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
  { stopAtLimit = false, label = 'upload', copyTo }: SpoolOptions = {},
): Promise<SpooledFile> {
  const dir = await makeTempDir(label);
  const dispose = () => fs.promises.rm(dir, { recursive: true, force: true });
  const file = path.join(dir, 'audio');
  const out = fs.createWriteStream(file, { mode: 0o600, highWaterMark: IN_FLIGHT_BYTES });
  // Its errors are read from `out.errored` and `finished` below; destroying it with writes queued (the stream
  // failed) makes those report one more, which must not end the process.
  out.on('error', () => undefined);
  const head: Buffer[] = [];
  let headSize = 0;
  let size = 0;
  let overLimit = false;
  // Until the head is known the chunks wait here for the copy (a few bytes, or the first chunk or two).
  let waiting: Uint8Array[] | undefined = copyTo ? [] : undefined;
  let copy: ByteSink | undefined;
  const startCopy = async () => {
    const chunks = waiting ?? [];
    waiting = undefined;
    copy = await copyTo?.(Buffer.concat(head));
    for (const chunk of chunks) await copy?.write(chunk);
  };
  try {
    for await (const chunk of stream) {
      if (overLimit) continue; // draining
      if (size + chunk.length > maxBytes) {
        overLimit = true;
        waiting = undefined;
        copy?.abort();
        copy = undefined;
        if (stopAtLimit) break;
        continue;
      }
      size += chunk.length;
      if (headSize < HEAD_BYTES) {
        head.push(Buffer.from(chunk.subarray(0, HEAD_BYTES - headSize)));
        headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
      }
      // The copy and the disk take the chunk at the same time; the next is read once both can take more.
      let copied: Promise<void> | undefined;
      if (!waiting) copied = copy?.write(chunk);
      else if (waiting.push(chunk) && headSize >= HEAD_BYTES) copied = startCopy();
      if (!out.write(chunk) && !out.errored) await once(out, 'drain');
      if (out.errored) throw out.errored;
      await copied;
    }
    if (waiting && !overLimit) await startCopy(); // a file shorter than the head
    copy?.end();
    out.end();
    await finished(out);
  } catch (error) {
    copy?.abort();
    out.destroy();
    await dispose();
    throw error;
  }
  // graphql-upload-minimal cuts a file at its own limit silently and only flags it.
  return { path: file, size, overLimit: overLimit || stream.truncated === true, head: Buffer.concat(head), dispose };
}
