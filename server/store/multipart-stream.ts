import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream/promises';
import PocketBase, { ClientResponseError } from 'pocketbase';

export interface DiskFile {
  path: string;
  size: number;
  filename: string;
  type: string;
}

/** Quoted-string safe: the names are ours (sanitized), this only keeps a mistake from breaking the form. */
const quoted = (value: string) => value.replace(/["\r\n\\]/g, '_');

/**
 * Creates a record whose file field is read from disk as the socket takes it. fetch (undici) would hold the
 * file in memory first: measured here, a 300 MiB file-backed Blob in a FormData, or a streamed body, took
 * ~330 MiB of the sender's memory; node:http with pipeline stays at its buffers (~34 MiB).
 */
export async function createRecordFromDisk<T>(
  pb: PocketBase,
  collection: string,
  fields: Record<string, string>,
  file: DiskFile & { field: string },
  signal?: AbortSignal,
): Promise<T> {
  const url = new URL(`${pb.baseUrl.replace(/\/+$/, '')}/api/collections/${encodeURIComponent(collection)}/records`);
  const boundary = `tapescript-${randomUUID()}`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(file.field)}"; filename="${quoted(file.filename)}"\r\n` +
      `Content-Type: ${quoted(file.type)}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = (url.protocol === 'https:' ? https : http).request(url, {
    method: 'POST',
    headers: {
      authorization: pb.authStore.token,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + file.size + tail.length),
    },
    signal,
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
  });
  async function* parts() {
    yield head;
    yield* fs.createReadStream(file.path);
    yield tail;
  }
  let status: number;
  let body: string;
  try {
    // PocketBase may answer (and close) before it has read everything, e.g. a refused size: the answer counts.
    await Promise.all([pipeline(parts, request).catch(() => undefined), answer]);
    ({ status, body } = await answer);
  } catch (error) {
    // As the SDK reports an unreachable server: status 0, which the store client turns into UPSTREAM_UNAVAILABLE.
    throw new ClientResponseError({ url: url.href, status: 0, originalError: error });
  }
  let json: unknown = {};
  try {
    json = JSON.parse(body);
  } catch {
    // left empty: the status says what happened
  }
  if (status < 200 || status >= 300) throw new ClientResponseError({ url: url.href, status, response: json });
  return json as T;
}
