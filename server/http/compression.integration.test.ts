import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';

/** The web app's files and GraphiQL's page go gzipped to a browser that takes it, as they are to one that does not. */

let h: Harness;
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 4000 }, (_, i) => `word${i % 50}`))};\n`;
const PICTURE = Buffer.alloc(5000, 7);

beforeAll(async () => {
  h = await startHarness();
  const web = path.join(h.dataDir, 'web');
  await fs.mkdir(path.join(web, 'assets'), { recursive: true });
  await fs.writeFile(path.join(web, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  await fs.writeFile(path.join(web, 'assets', 'app-1a2b3c.js'), SCRIPT);
  await fs.writeFile(path.join(web, 'assets', 'logo-1a2b3c.png'), PICTURE);
});
afterAll(() => h?.close());

/** A GET with these headers, its body as sent (not decompressed). */
function get(pathname: string, headers: Record<string, string>, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${h.app.url}${pathname}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

test('a script of the web app: gzipped when asked, whole when not, with Vary', async () => {
  const zipped = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip, deflate, br' });
  expect(zipped.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'accept-encoding', 'cache-control': 'public, max-age=31536000, immutable' });
  expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
  expect(zipped.body.length).toBeLessThan(SCRIPT.length / 5);
  expect(gunzipSync(zipped.body).toString()).toBe(SCRIPT);

  const plain = await get('/assets/app-1a2b3c.js', {});
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(SCRIPT);
  const refused = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip;q=0, identity' });
  expect(refused.headers['content-encoding']).toBeUndefined();

  const head = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip' }, 'HEAD');
  expect(head.headers['content-length']).toBe(zipped.headers['content-length']);
  expect(head.body.length).toBe(0);
});

test('a picture is sent as it is (compressed already)', async () => {
  const answer = await get('/assets/logo-1a2b3c.png', { 'accept-encoding': 'gzip' });
  expect(answer.headers['content-encoding']).toBeUndefined();
  expect(answer.body.equals(PICTURE)).toBe(true);
});

test('GraphiQL: gzipped, and "not modified" when the browser has it', async () => {
  const zipped = await get('/graphql', { accept: 'text/html', 'accept-encoding': 'gzip' });
  expect(zipped.status).toBe(200);
  expect(zipped.headers).toMatchObject({ 'content-encoding': 'gzip', 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
  const html = gunzipSync(zipped.body).toString();
  expect(html).toContain('Tapescript GraphQL');
  expect(zipped.body.length).toBeLessThan(Buffer.byteLength(html) / 2);
  const plain = await get('/graphql', { accept: 'text/html' });
  expect(plain.body.toString()).toBe(html);

  const again = await get('/graphql', { accept: 'text/html', 'accept-encoding': 'gzip', 'if-none-match': zipped.headers.etag! });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
});
