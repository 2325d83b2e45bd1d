import type { IncomingMessage } from 'node:http';
import { ServiceError } from '../errors.ts';

/** Reads a request body, refusing it as soon as it grows past the limit instead of buffering it all. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw tooLarge(limit);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export const tooLarge = (limit: number) => new ServiceError(413, `The request body is larger than ${Math.floor(limit / (1024 * 1024))} MiB`);
