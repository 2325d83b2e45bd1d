import http from 'node:http';
import https from 'node:https';
import { pipeline, Readable } from 'node:stream';

export interface PostAnswer {
  status: number;
  statusText: string;
  body: string;
}

/**
 * A POST that waits as long as its signal allows. The global fetch gives up after 300 s without response
 * headers, and a local transcription of a long interview answers later than that. A stream body is piped as it
 * is read (with the content-length the caller gives, else chunked), never gathered in memory first.
 */
export function post(url: string, body: Uint8Array | string | Readable, headers: Record<string, string>, signal: AbortSignal): Promise<PostAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const length = body instanceof Readable ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const request = (target.protocol === 'https:' ? https : http).request(
      target,
      { method: 'POST', headers: { ...headers, ...length }, signal },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, statusText: response.statusMessage ?? '', body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', reject);
    if (body instanceof Readable) pipeline(body, request, (error) => error && reject(error));
    else request.end(body);
  });
}
