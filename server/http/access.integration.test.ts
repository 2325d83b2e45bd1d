import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { startHarness, wavBytes, type Harness } from '../test/harness.ts';

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

test('binding beyond loopback needs a token or an explicit opt-out', () => {
  expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(ConfigError);
  expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/TAPESCRIPT_ACCESS_TOKEN/);
  expect(loadConfig({ HOST: '0.0.0.0', TAPESCRIPT_ACCESS_TOKEN: TOKEN }).accessToken).toBe(TOKEN);
  expect(loadConfig({ HOST: '0.0.0.0', TAPESCRIPT_ALLOW_UNAUTHENTICATED: '1' }).host).toBe('0.0.0.0');
  expect(() => loadConfig({ TAPESCRIPT_ACCESS_TOKEN: 'short' })).toThrow(/at least 16/);
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number from 0 to 65535, got "eighty"');
});
