import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { createGraphQL } from '../yoga.ts';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';
import { rawGet, rawRequest } from '../test/raw-http.ts';
import { hostAllowed } from '../lib/network.ts';
import { createHttpServer } from './server.ts';

// Short timeouts for slow clients, so the slowloris checks below take seconds, not minutes.
const HEADERS_TIMEOUT_MS = 1_000;
const REQUEST_TIMEOUT_MS = 2_500;

let h: Harness;
let port: number;
let id: string;
const audio = wavBytes(1);

beforeAll(async () => {
  h = await startHarness({ HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
  port = Number(new URL(h.app.url).port);
  await fs.mkdir(path.join(h.dataDir, 'web'), { recursive: true });
  await fs.writeFile(path.join(h.dataDir, 'web', 'index.html'), '<!doctype html><title>app</title>');
  const { data } = await (await h.upload('Hostile', audio, 'h.wav', 'audio/wav')).json();
  id = data.uploadAudio.id;
  await waitForStatus(h, id);
});
afterAll(() => h?.close());

const alive = async () => expect((await h.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });

describe('one request never takes the server down', () => {
  test('GET //[ (a path that new URL() reads as a broken host name): the web app, and the server keeps serving', async () => {
    const answer = await rawGet(port, '//[');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('<!doctype html><title>app</title>');
    await alive();
  });

  test.each(['/%00', '/media/%00', '/%', '/export/%E0%A4%A.docx', '/a%0d%0aSet-Cookie:x=1'])('GET %s: 400, and the server keeps serving', async (target) => {
    const answer = await rawGet(port, target);
    expect(answer.status).toBe(400);
    expect(answer.body).toBe('Bad request: the path is not a valid URL path');
    await alive();
  });

  test('a handler that throws, or rejects, answers 500 and the server keeps serving', async () => {
    const logs: string[] = [];
    const server = createHttpServer({
      services: h.app.services,
      yoga: createGraphQL(h.app.services, () => undefined),
      webDir: h.dataDir,
      log: (message) => logs.push(message),
      health: async () => undefined,
      allowedHosts: ['127.0.0.1'],
      headersTimeoutMs: 1_000,
      requestTimeoutMs: 1_000,
      extra: {
        throws: () => {
          throw new Error('sync failure');
        },
        rejects: async () => Promise.reject(new Error('async failure')),
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const ownPort = (server.address() as AddressInfo).port;
    try {
      for (const route of ['throws', 'rejects']) {
        const answer = await rawGet(ownPort, `/${route}/x`);
        expect(answer.status).toBe(500);
        expect(answer.body).toBe('Something went wrong while processing your request.');
      }
      expect(logs.join('\n')).toMatch(/sync failure[\s\S]*async failure/);
      expect((await rawGet(ownPort, '/graphql?query=%7B__typename%7D', { accept: 'application/json' })).status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test('names that Object.prototype has are not routes', async () => {
    expect((await rawGet(port, '/constructor/x')).status).toBe(200); // the web app: not a hang, not a crash
  });
});

describe('multipart bodies: a clear 400, never a 500 or an internal object', () => {
  const boundary = 'hostile-boundary';
  const operations = JSON.stringify({
    query: 'mutation ($title: String!, $file: Upload!) { uploadAudio(title: $title, file: $file) { id } }',
    variables: { title: 'x', file: null },
  });
  const field = (name: string, value: string) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const filePart = `--${boundary}\r\ncontent-disposition: form-data; name="0"; filename="a.wav"\r\ncontent-type: audio/wav\r\n\r\n`;
  const post = (body: Buffer) =>
    rawRequest(
      port,
      Buffer.concat([
        Buffer.from(
          `POST /graphql HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nconnection: close\r\nx-graphql-yoga-csrf: 1\r\n` +
            `content-type: multipart/form-data; boundary=${boundary}\r\ncontent-length: ${body.length}\r\n\r\n`,
        ),
        body,
      ]),
    );

  test('without its closing boundary', async () => {
    const body = Buffer.concat([Buffer.from(field('operations', operations) + field('map', '{"0":["variables.file"]}') + filePart), Buffer.from(audio)]);
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).errors[0]).toEqual({
      message: 'Invalid multipart request: the body ended before its closing boundary.',
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  test('a map pointing at a field that is not a file', async () => {
    const body = Buffer.concat([
      Buffer.from(field('operations', operations) + field('map', '{"0":["variables.title"]}') + filePart),
      Buffer.from(audio),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await post(body);
    expect(answer.status).toBe(400);
    const { message } = JSON.parse(answer.body).errors[0];
    expect(message).toBe('Variable "$title" got invalid value <uploaded file>; String cannot represent a non string value: <uploaded file>');
  });

  test('a malformed part header (found by the fuzz test: the parser’s second error used to end the process)', async () => {
    const body = Buffer.from(
      field('operations', operations) + field('map', '{"0":["variables.file"]}') +
        `--${boundary}\r\ncontent-disposition: form-data; name="0"; filename="a\rb.wav"\r\n\r\nRIFF\r\n--${boundary}--\r\n`,
    );
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).errors[0].message).toBe('Invalid multipart request: Malformed part header');
    await new Promise((resolve) => setTimeout(resolve, 50)); // the second error came a moment later
    await alive();
  });

  test('a body with no fields at all', async () => {
    const answer = await post(Buffer.from(`--${boundary}--\r\n`));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).errors[0].message).toBe('Invalid multipart request: the body has no "operations" and "map" fields.');
  });
});

describe('DNS rebinding: only this server’s own names are served', () => {
  test.each(['/graphql?query=%7B__typename%7D', `/media/{id}`, '/export/{id}.txt', '/', '/session'])('another Host on %s: 421', async (target) => {
    const answer = await rawGet(port, target.replace('{id}', id), { host: `evil.example:${port}`, accept: 'application/json' });
    expect(answer.status).toBe(421);
    expect(answer.body).toContain('TAPESCRIPT_ALLOWED_HOSTS');
  });

  test('loopback names with this port are served; another port, or no Host, is not', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`]) {
      expect((await rawGet(port, `/media/${id}`, { host })).status, host).toBe(200);
    }
    expect((await rawGet(port, `/media/${id}`, { host: 'localhost:1' })).status).toBe(421);
    const noHost = await rawRequest(port, `GET /media/${id} HTTP/1.0\r\n\r\n`);
    expect(noHost.status).toBe(421);
  });

  test('TAPESCRIPT_ALLOWED_HOSTS adds names; an entry with a port matches only that port', () => {
    const { allowedHosts } = loadConfig({ TAPESCRIPT_ALLOWED_HOSTS: 'transcripts.example.org, Box.local:8443' });
    expect(allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]', 'transcripts.example.org', 'box.local:8443']);
    expect(hostAllowed('transcripts.example.org', 4000, allowedHosts)).toBe(true); // behind a proxy on 443
    expect(hostAllowed('transcripts.example.org:4000', 4000, allowedHosts)).toBe(true);
    expect(hostAllowed('transcripts.example.org:81', 4000, allowedHosts)).toBe(false);
    expect(hostAllowed('box.local:8443', 4000, allowedHosts)).toBe(true);
    expect(hostAllowed('box.local:4000', 4000, allowedHosts)).toBe(false);
    expect(hostAllowed('transcripts.example.org.evil.example', 4000, allowedHosts)).toBe(false);
    expect(loadConfig({ HOST: '192.168.1.5', TAPESCRIPT_ACCESS_TOKEN: 'x'.repeat(16) }).allowedHosts).toContain('192.168.1.5');
    expect(() => loadConfig({ TAPESCRIPT_ALLOWED_HOSTS: 'http://x.example/' })).toThrow(ConfigError);
  });
});

describe('/media ranges', () => {
  test('several ranges: the whole file, labelled as audio (never multipart parts labelled audio/wav)', async () => {
    const response = await fetch(`${h.app.url}/media/${id}`, { headers: { range: 'bytes=0-9,20-29' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(audio))).toBe(true);
  });
});

describe('slow clients (slowloris) are cut off', () => {
  test('a request head that keeps dribbling in: closed with 408 after the headers timeout', async () => {
    const answer = await rawRequest(port, `GET / HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n`, {
      dribble: { text: 'x-slow: 1\r\n', everyMs: 200 },
      timeoutMs: 10_000,
    });
    expect(answer.status).toBe(408);
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    expect(answer.elapsedMs).toBeLessThan(HEADERS_TIMEOUT_MS + 3_000);
  });

  test('a body that never finishes: closed with 408 after the request timeout', async () => {
    const head = `POST /graphql HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"query":`;
    const answer = await rawRequest(port, head, { timeoutMs: 10_000 });
    expect(answer.status).toBe(408);
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(answer.elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS + 3_000);
    await alive();
  });

  test('the settings are checked at start-up', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '30000' })).toThrow(/must not be longer than REQUEST_TIMEOUT_MS/);
    expect(loadConfig({})).toMatchObject({ headersTimeoutMs: 20_000, requestTimeoutMs: 300_000 });
  });
});
