import type { IncomingMessage } from 'node:http';
import type { PlaceholderTerm } from '../../domain/pseudonyms/placeholders.ts';
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

/** A JSON body, or a 400 saying the shape it must have. */
export function parseJson(body: Buffer, shape: string): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new ServiceError(400, shape);
  }
}

/** The terms a request asks to send to a language model as placeholders; says which entry is wrong when one is. */
export function parsePseudonyms(pseudonyms: unknown[]): PlaceholderTerm[] {
  pseudonyms.forEach((entry, i) => {
    const { term, replacement } = (entry ?? {}) as Partial<PlaceholderTerm>;
    if (typeof term !== 'string' || typeof replacement !== 'string') throw new ServiceError(400, `Pseudonym ${i + 1} needs a term and a replacement`);
  });
  return pseudonyms as PlaceholderTerm[];
}
