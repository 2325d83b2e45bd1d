import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { startHarness, wavBytes, type Harness } from '../test/harness.ts';
import { rawGet } from '../test/raw-http.ts';

const TOKEN = 'correct-horse-battery-staple';
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ TAPESCRIPT_ACCESS_TOKEN: TOKEN });
});
afterAll(() => h?.close());

const query = (headers: Record<string, string>) =>
  fetch(`${h.app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"query":"{ transcripts { totalItems } }"}' });

test('with a token configured, /graphql, /media and /export refuse requests without it', async () => {
  const response = await query({});
  expect(response.status).toBe(401);
  expect((await response.json()).errors[0]).toEqual({ message: 'An access token is required', extensions: { code: 'UNAUTHENTICATED' } });
  expect((await query({ authorization: 'Bearer wrong-token-wrong-token' })).status).toBe(401);
  expect((await fetch(`${h.app.url}/media/aaaaaaaaaaaaaaa`)).status).toBe(401);
  expect((await fetch(`${h.app.url}/export/aaaaaaaaaaaaaaa.docx`)).status).toBe(401);
  expect((await h.upload('x', wavBytes(), 'x.wav', 'audio/wav')).status).toBe(401);
});

test('the token is accepted as a Bearer header or as the cookie the web app keeps', async () => {
  expect((await query({ authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  expect((await query({ cookie: `other=1; tapescript_token=${encodeURIComponent(TOKEN)}` })).status).toBe(200);
});

test('a malformed cookie, header or token is a 401, and the server keeps serving', async () => {
  const port = Number(new URL(h.app.url).port);
  const malformed: Record<string, string>[] = [
    { cookie: 'tapescript_token=%' },
    { cookie: 'tapescript_token=%E0%A4%A' },
    { cookie: `tapescript_token=${TOKEN}%` },
    { cookie: '=;;=; tapescript_token' },
    { authorization: 'Bearer %' },
    { authorization: 'Bearer' },
    { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
  ];
  for (const headers of malformed) {
    for (const target of ['/graphql?query=%7B__typename%7D', '/media/aaaaaaaaaaaaaaa', '/export/aaaaaaaaaaaaaaa.txt']) {
      expect((await rawGet(port, target, { accept: 'application/json', ...headers })).status, JSON.stringify(headers)).toBe(401);
    }
  }
  expect((await query({ authorization: `Bearer ${TOKEN}` })).status).toBe(200);
});

test('a stale cookie next to the right one does not lock the browser out', async () => {
  expect((await query({ cookie: `tapescript_token=old-token-old-token; tapescript_token=${encodeURIComponent(TOKEN)}` })).status).toBe(200);
});

describe('POST /session sets the token cookie from the server, DELETE /session signs out', () => {
  const session = (body: string, headers: Record<string, string> = {}, method = 'POST') =>
    fetch(`${h.app.url}/session`, { method, headers: { 'content-type': 'application/json', ...headers }, body: method === 'POST' ? body : undefined });

  test('the right token: 204 with an HttpOnly, SameSite=Strict cookie that then opens /graphql', async () => {
    const response = await session(JSON.stringify({ token: TOKEN }));
    expect(response.status).toBe(204);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toBe(`tapescript_token=${encodeURIComponent(TOKEN)}; HttpOnly; SameSite=Strict; Path=/`);
    expect((await query({ cookie: cookie.split(';')[0] })).status).toBe(200);
  });

  test('Secure when served over https (behind a proxy that says so)', async () => {
    const response = await session(JSON.stringify({ token: TOKEN }), { 'x-forwarded-proto': 'https' });
    expect(response.headers.get('set-cookie')).toMatch(/; Secure$/);
  });

  test('a wrong token: 401 and no cookie; anything but a JSON token: 4xx', async () => {
    const wrong = await session(JSON.stringify({ token: 'not-the-token-at-all' }));
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect((await session('{"token": 5}')).status).toBe(400);
    expect((await session('{not json')).status).toBe(400);
    expect((await session(JSON.stringify({ token: TOKEN }), { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await session(JSON.stringify({ token: 'x'.repeat(5000) }))).status).toBe(413);
    expect((await fetch(`${h.app.url}/session`)).status).toBe(405);
  });

  test('sign out: the cookie is cleared, and a review link\'s with it', async () => {
    const response = await session('', {}, 'DELETE');
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()).toEqual([
      'tapescript_token=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0',
      'tapescript_review=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0',
    ]);
  });
});

test('the web app itself is served without a token, with a Content-Security-Policy and nosniff', async () => {
  const webDir = path.join(h.dataDir, 'web');
  await fs.mkdir(webDir, { recursive: true });
  await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>t</title>');
  const response = await fetch(`${h.app.url}/some/client/route`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
});

test('no CORS headers for other origins by default', async () => {
  const response = await query({ authorization: `Bearer ${TOKEN}`, origin: 'http://evil.example' });
  expect(response.headers.get('access-control-allow-origin')).toBeNull();
});

test('binding beyond loopback is noted for the start-up check (accounts, a token or an explicit opt-out: teams.integration.test.ts)', () => {
  expect(loadConfig({ HOST: '0.0.0.0' })).toMatchObject({ loopbackOnly: false, allowUnauthenticated: false });
  expect(loadConfig({ HOST: '127.0.0.1' }).loopbackOnly).toBe(true);
  expect(loadConfig({ HOST: '0.0.0.0', TAPESCRIPT_ACCESS_TOKEN: TOKEN }).accessToken).toBe(TOKEN);
  expect(loadConfig({ HOST: '0.0.0.0', TAPESCRIPT_ALLOW_UNAUTHENTICATED: '1' })).toMatchObject({ host: '0.0.0.0', allowUnauthenticated: true });
  expect(() => loadConfig({ TAPESCRIPT_TRUSTED_PROXY: 'proxy.internal' })).toThrow(ConfigError);
  expect(() => loadConfig({ TAPESCRIPT_ACCESS_TOKEN: 'short' })).toThrow(/at least 16/);
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number from 0 to 65535, got "eighty"');
});

test('an export link is its own credential: it downloads without the token, once', async () => {
  const auth = { authorization: `Bearer ${TOKEN}` };
  const { data } = await (await h.upload('Linked', wavBytes(), 'x.wav', 'audio/wav', { 'x-graphql-yoga-csrf': '1', ...auth })).json();
  const id = data.uploadAudio.id;
  let url = '';
  for (let tries = 0; !url && tries < 100; tries++) {
    const answer = await h.gql('mutation ($id: ID!) { export(id: $id, format: TXT) { url } }', { id }, auth);
    url = answer.data?.export.url ?? '';
    if (!url) await new Promise((resolve) => setTimeout(resolve, 100)); // still transcribing
  }
  expect((await fetch(`${h.app.url}/export/${id}.txt`)).status).toBe(401);
  const download = await fetch(`${h.app.url}${url}`);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toMatch(/^text\/plain/);
  expect((await fetch(`${h.app.url}${url}`)).status).toBe(404);
});
