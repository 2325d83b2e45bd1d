import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';

/** A file's SHA-256 in hex, read as a stream (model files are hundreds of megabytes). */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

/** A file's git blob SHA-1 (what a hub's ETag is for a file not kept in LFS): SHA-1 of "blob <size>\0" and the bytes. */
export async function gitBlobSha1Of(file: string): Promise<string> {
  const { size } = await stat(file);
  const hash = createHash('sha1').update(`blob ${size}\0`);
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}
