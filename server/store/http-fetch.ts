import http from 'node:http';

/** Connections to PocketBase stay open between calls, as fetch's would. */
const agent = new http.Agent({ keepAlive: true });

/** What the PocketBase SDK reads of a response. */
interface StoreResponse {
  url: string;
  status: number;
  json(): Promise<unknown>;
}

function send(url: string, init: RequestInit, retried: boolean): Promise<StoreResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers as Record<string, string>, agent, signal: init.signal ?? undefined },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ url, status: response.statusCode ?? 0, json: async () => JSON.parse(text) });
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      // PocketBase may close a kept-alive connection just as it is reused: a read is then sent again once.
      if (request.reusedSocket && error.code === 'ECONNRESET' && !retried && request.method === 'GET') {
        resolve(send(url, init, true));
      } else reject(error);
    });
    request.end(init.body as string | undefined);
  });
}

/**
 * The PocketBase SDK's requests over node:http: fetch (undici) spends a fixed ~0.2 ms of CPU per call on its
 * Request/Response machinery, which every GraphQL query pays once per store call (measured with the bench's
 * list). Bodies other than JSON text (the SDK's FormData for files) still go through fetch.
 */
export function storeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  if (typeof input !== 'string' || (init.body !== undefined && init.body !== null && typeof init.body !== 'string') || !input.startsWith('http:')) {
    return fetch(input, init);
  }
  return send(input, init, false) as Promise<unknown> as Promise<Response>;
}
