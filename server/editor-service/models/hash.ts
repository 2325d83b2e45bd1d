import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** A file's SHA-256 in hex, read as a stream (model files are hundreds of megabytes). */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}
