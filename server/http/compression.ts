import type { IncomingMessage } from 'node:http';
import { gzipSync } from 'node:zlib';
import { LruCache } from '../lib/lru-cache.ts';

/** Text is worth compressing; images, fonts and audio are compressed already. */
const TEXT_TYPES = /^(text\/|application\/json|image\/svg\+xml)/;
/** Under this, gzip's own header outweighs what it saves. */
const SMALLEST = 1024;

/** Whether an answer of this type and size is sent gzipped to a client that takes it. */
export function worthCompressing(type: string, bytes: number): boolean {
  return bytes >= SMALLEST && TEXT_TYPES.test(type);
}

/** Whether the request's Accept-Encoding takes gzip (named, or "*", and not with q=0). */
export function acceptsGzip(req: IncomingMessage): boolean {
  const header = req.headers['accept-encoding'];
  if (!header) return false;
  return String(header)
    .split(',')
    .some((part) => {
      const [coding, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
    });
}

/**
 * What is sent again and again (the web app's files, GraphiQL's page) is compressed once: by key, which must change
 * when the content does (a file's path with its size and time).
 */
const compressed = new LruCache<string, Buffer>(64);

export function gzipOnce(key: string, content: () => Buffer | string): Buffer {
  let gzipped = compressed.get(key);
  if (!gzipped) compressed.set(key, (gzipped = gzipSync(content(), { level: 9 })));
  return gzipped;
}
