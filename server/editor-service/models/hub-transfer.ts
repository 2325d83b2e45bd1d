/**
 * One file from a model hub's `/{repo}/resolve/{revision}/{file}` URL into a local file, resuming what an earlier
 * attempt left (HTTP Range), with the hash the hub publishes for it. An LFS file's resolve URL answers with a
 * redirect to a file host and carries the file's SHA-256 and size (X-Linked-Etag, X-Linked-Size); a small file is
 * answered directly, its ETag being its git blob SHA-1.
 */
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What the hub says the file is: checked after the transfer. */
export type Published = { algorithm: 'sha256'; hash: string; bytes: number | null } | { algorithm: 'git-blob-sha1'; hash: string; bytes: null };

export class HubError extends Error {}

export interface TransferOptions {
  onProgress?: (received: number, total: number | null) => void;
  log?: (line: string) => void;
  /** Attempts per file when the connection breaks mid-transfer; each resumes where the last stopped. */
  attempts?: number;
}

const OFFLINE = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ENETUNREACH', 'EHOSTUNREACH', 'ETIMEDOUT']);

/** Downloads `url` into `destination` (appending to what is there when the server resumes), returning what the hub published. */
export async function transfer(url: string, destination: string, options: TransferOptions = {}): Promise<Published | null> {
  const attempts = options.attempts ?? 3;
  for (let attempt = 1; ; attempt++) {
    const have = await sizeOf(destination);
    const range: Record<string, string> = have > 0 ? { range: `bytes=${have}-` } : {};
    const first = await request(url, range);
    let published: Published | null;
    let body: Response;
    if (first.status >= 300 && first.status < 400 && first.headers.get('location')) {
      published = linked(first.headers);
      body = await request(new URL(first.headers.get('location')!, url).toString(), range);
    } else {
      published = directEtag(first.headers);
      body = first;
    }
    if (first.status === 404 || body.status === 404) {
      const code = first.headers.get('x-error-code');
      throw new HubError(`not found (404${code ? ` ${code}` : ''}) at ${url}`);
    }
    if (body.status === 416) {
      // What is there is not a prefix the server can continue (it is complete or longer): start over.
      await fs.rm(destination, { force: true });
      continue;
    }
    if (body.status !== 200 && body.status !== 206) throw new HubError(`${url} answered ${body.status} ${body.statusText}`);
    const resumed = body.status === 206;
    if (have > 0) options.log?.(resumed ? `resuming at ${have} bytes` : 'the file host did not resume (200 to a Range request): starting over');
    const offset = resumed ? have : 0;
    const length = Number(body.headers.get('content-length'));
    const total = published?.bytes ?? (Number.isFinite(length) && body.headers.has('content-length') ? offset + length : null);
    let received = offset;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        options.onProgress?.(received, total);
        done(null, chunk);
      },
    });
    try {
      await pipeline(Readable.fromWeb(body.body! as import('node:stream/web').ReadableStream), counter, createWriteStream(destination, { flags: resumed ? 'a' : 'w' }));
      return published;
    } catch (error) {
      if (attempt >= attempts) throw new HubError(`the transfer of ${url} broke off ${attempts} times (${reason(error)})`);
      options.log?.(`the connection broke off at ${received} bytes (${reason(error)}); resuming`);
    }
  }
}

async function request(url: string, headers: Record<string, string>): Promise<Response> {
  try {
    return await fetch(url, { headers, redirect: 'manual' });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code && OFFLINE.has(code)) throw new HubError(`cannot reach ${new URL(url).origin} (${code}): adding a model needs the network`);
    throw new HubError(`${url}: ${reason(error)}`);
  }
}

function linked(headers: Headers): Published | null {
  const hash = /^"?([0-9a-f]{64})"?$/.exec(headers.get('x-linked-etag') ?? '')?.[1];
  const bytes = Number(headers.get('x-linked-size'));
  return hash ? { algorithm: 'sha256', hash, bytes: Number.isSafeInteger(bytes) && bytes > 0 ? bytes : null } : null;
}

function directEtag(headers: Headers): Published | null {
  const hash = /^(?:W\/)?"?([0-9a-f]{40})"?$/.exec(headers.get('etag') ?? '')?.[1];
  return hash ? { algorithm: 'git-blob-sha1', hash, bytes: null } : null;
}

async function sizeOf(file: string): Promise<number> {
  try {
    return (await fs.stat(file)).size;
  } catch {
    return 0;
  }
}

function reason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
