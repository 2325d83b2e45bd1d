import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { EditorClient, EditorServiceError } from './client.ts';

let server: http.Server;
let base: string;
/** What the streaming test's request carried, and a call for when its first bytes arrive. */
const streamed = { headers: {} as http.IncomingHttpHeaders, bytes: 0, onFirstBytes: () => {} };
beforeAll(async () => {
  const respond = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url?.includes('job=streamed')) {
      streamed.headers = req.headers;
      for await (const chunk of req) {
        if (streamed.bytes === 0) streamed.onFirstBytes();
        streamed.bytes += (chunk as Buffer).length;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ engine: 'whisper', segments: [] }));
      return;
    }
    if (req.url?.startsWith('/transcribe-deepgram')) {
      // Answers only after the client's own timeout: the client must give up by itself.
      setTimeout(() => res.end('{}'), 2000).unref();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('not json');
  };
  // A throw here is a broken test, left unhandled on purpose: Vitest fails the run on it.
  server = http.createServer((req, res) => void respond(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

test('a transcription that outlives its timeout fails as "timed out"', async () => {
  const client = new EditorClient(base, { transcribeMs: 200, refineMs: 200 });
  const error = await client.transcribe(new Uint8Array(10), 'audio/wav').catch((e) => e);
  expect(error).toBeInstanceOf(EditorServiceError);
  expect(error.message).toBe('503 editor service unreachable (timed out)');
});

test('an answer that is not JSON is a 502', async () => {
  const client = new EditorClient(base, { transcribeMs: 200, refineMs: 200 });
  const error = await client.refine([]).catch((e) => e);
  expect(error.message).toBe('502 the editor service answered with something other than JSON');
});

test('nobody listening: unreachable with the reason', async () => {
  const client = new EditorClient('http://127.0.0.1:9', { transcribeMs: 1000, refineMs: 1000 });
  const error = await client.refine([]).catch((e) => e);
  expect(error.message).toMatch(/^503 editor service unreachable \(connect ECONNREFUSED/);
});

test('a stream is sent as it is read, with the length given, never gathered first', async () => {
  const client = new EditorClient(base, { transcribeMs: 5000, refineMs: 5000 });
  // The second half exists only once the service has the first: a client that read the stream whole first would wait forever.
  const half = Buffer.alloc(1024 * 1024, 1);
  const firstArrived = new Promise<void>((resolve) => (streamed.onFirstBytes = resolve));
  const audio = Readable.from(
    (async function* () {
      yield half;
      await firstArrived;
      yield half;
    })(),
  );
  const result = await client.transcribe(audio, 'audio/wav', { job: 'streamed', size: 2 * half.length });
  expect(result.segments).toEqual([]);
  expect(streamed.bytes).toBe(2 * half.length);
  expect(streamed.headers['content-length']).toBe(String(2 * half.length));
});
