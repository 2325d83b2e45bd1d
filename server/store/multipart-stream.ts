import { randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import PocketBase, { ClientResponseError } from 'pocketbase';
import { IN_FLIGHT_BYTES, type ByteSink } from '../lib/spool.ts';

/** A record being created while its file's bytes are written to it; `record` settles once the store has answered. */
export interface RecordStream<T> extends ByteSink {
  record: Promise<T>;
}

/** Quoted-string safe: the names are ours (sanitized), this only keeps a mistake from breaking the form. */
const quoted = (value: string) => value.replace(/["\r\n\\]/g, '_');

/**
 * Creates a record whose file field is written chunk by chunk as the caller has it (an upload still arriving),
 * sent chunked over node:http. fetch (undici) would hold the file in memory first: measured here, a 300 MiB
 * file-backed Blob in a FormData, or a streamed body, took ~330 MiB of the sender's memory; node:http stays
 * at its buffers. `abort` before `end` cuts the body short, so the store keeps nothing; after `end` the answer
 * is awaited as usual.
 */
export function streamRecord<T>(
  pb: PocketBase,
  collection: string,
  fields: Record<string, string>,
  file: { field: string; filename: string; type: string },
): RecordStream<T> {
  const url = new URL(`${pb.baseUrl.replace(/\/+$/, '')}/api/collections/${encodeURIComponent(collection)}/records`);
  const boundary = `tapescript-${randomUUID()}`;
  const request = (url.protocol === 'https:' ? https : http).request(url, {
    method: 'POST',
    headers: { authorization: pb.authStore.token, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const record = new Promise<T>((resolve, reject) => {
    // As the SDK reports an unreachable server: status 0, which the store client turns into UPSTREAM_UNAVAILABLE.
    request.on('error', (error) => reject(new ClientResponseError({ url: url.href, status: 0, originalError: error })));
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('error', (error) => reject(new ClientResponseError({ url: url.href, status: 0, originalError: error })));
      response.on('end', () => {
        let json: unknown = {};
        try {
          json = JSON.parse(body);
        } catch {
          // left empty: the status says what happened
        }
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) resolve(json as T);
        else reject(new ClientResponseError({ url: url.href, status, response: json }));
      });
    });
  });
  record.catch(() => undefined); // the owner awaits it; a stream that was never ended must not be an unhandled rejection
  request.write(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(file.field)}"; filename="${quoted(file.filename)}"\r\n` +
      `Content-Type: ${quoted(file.type)}\r\n\r\n`,
  );
  let ended = false;
  return {
    record,
    write(chunk) {
      if (request.destroyed) return Promise.resolve();
      request.write(chunk);
      if (request.writableLength <= IN_FLIGHT_BYTES) return Promise.resolve();
      // Enough waits for the store: wait until it drains, or until the request is gone (its error settles `record`).
      return new Promise((resolve) => {
        const done = () => {
          request.off('drain', done).off('close', done);
          resolve();
        };
        request.on('drain', done).on('close', done);
      });
    },
    end() {
      ended = true;
      request.end(`\r\n--${boundary}--\r\n`);
    },
    abort() {
      if (!ended) request.destroy(new Error('The upload was stopped before it was whole.'));
    },
  };
}
