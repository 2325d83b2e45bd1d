import net from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { rawRequest } from '../test/raw-http.ts';
import { SAMPLE_HEALTH } from '../test/stand-in-editor.ts';

/** GET /health, as load balancers, container health checks and monitors read it. */

let h: Harness;
const TOKEN = 'a-token-that-must-not-be-needed-for-health';
beforeAll(async () => {
  h = await startHarness({ TAPESCRIPT_ACCESS_TOKEN: TOKEN });
});
afterAll(() => h?.close());

test('no token needed; it names the store, the editor service and the queue, with no secrets', async () => {
  const answer = await fetch(`${h.app.url}/health`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  const health = await answer.json();
  expect(health).toEqual({
    status: 'ok',
    store: { pocketbase: expect.stringMatching(/^0\.40\.\d+$/), sqlite: expect.stringMatching(/^3\.\d+\.\d+$/), reachable: true },
    editorService: { reachable: true, engines: { transcription: 'whisper', speakers: expect.any(String), refine: expect.any(String) }, device: 'cpu' },
    queue: { kind: 'in-process', reachable: true, waiting: 0, running: 0, workers: expect.any(Number) },
    backup: null,
  });
  // The start-up log shows the same versions.
  expect(h.logs).toContainEqual(expect.stringContaining(`Store: PocketBase ${health.store.pocketbase}, SQLite ${health.store.sqlite}`));
  const text = JSON.stringify(health);
  for (const secret of [TOKEN, h.app.pocketbase!.password, h.app.pocketbase!.email, h.app.pocketbase!.url, h.editor.url]) expect(text).not.toContain(secret);
});

test('the Host allow-list applies to it', async () => {
  const port = Number(new URL(h.app.url).port);
  const answer = await rawRequest(port, 'GET /health HTTP/1.1\r\nhost: rebinding.example\r\nconnection: close\r\n\r\n');
  expect(answer.status).toBe(421);
});

test('only GET and HEAD', async () => {
  const answer = await fetch(`${h.app.url}/health`, { method: 'POST' });
  expect(answer.status).toBe(405);
  expect(answer.headers.get('allow')).toBe('GET, HEAD');
});

test('an editor service that does not answer: 200, degraded', async () => {
  h.editor.health = () => ({ status: 500, body: 'down' });
  try {
    const health = await (await fetch(`${h.app.url}/health`)).json();
    expect(health).toMatchObject({ status: 'degraded', store: { reachable: true }, editorService: { reachable: false, device: null } });
  } finally {
    h.editor.health = () => ({ status: 200, body: SAMPLE_HEALTH });
  }
});

test('editorService.device is where the editor service says its speech worker runs Whisper', async () => {
  const onGpu = SAMPLE_HEALTH.engines.map((engine) => (engine.name === 'whisper' ? { ...engine, device: 'cuda' } : engine));
  h.editor.health = () => ({ status: 200, body: { ...SAMPLE_HEALTH, engines: onGpu } });
  try {
    expect((await (await fetch(`${h.app.url}/health`)).json()).editorService).toMatchObject({ reachable: true, device: 'cuda' });
  } finally {
    h.editor.health = () => ({ status: 200, body: SAMPLE_HEALTH });
  }
});

test('a store that is down: 503, down', async () => {
  const pid = h.app.pocketbase!.pid!;
  process.kill(pid, 'SIGKILL');
  // Hold PocketBase's port from the moment it is free, so that its restart waits until the check is made.
  for (const deadline = Date.now() + 10_000; !h.logs.some((line) => /PocketBase exited/.test(line)) && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const blocker = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => blocker.once('error', reject).listen(Number(new URL(h.app.pocketbase!.url).port), '127.0.0.1', resolve));
  try {
    const answer = await fetch(`${h.app.url}/health`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ status: 'down', store: { reachable: false } });
  } finally {
    await new Promise((resolve) => blocker.close(resolve));
  }
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
    if ((await fetch(`${h.app.url}/health`)).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the store did not come back');
});
