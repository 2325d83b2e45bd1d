import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { loadEditorServiceConfig } from '../editor-service/config.ts';
import { SECRET_HEADER } from '../editor-service/contract.ts';
import { createEditorService, type RunningEditorService } from '../editor-service/service.ts';
import { EditorClient, EditorServiceError } from './client.ts';

/** Issue 15, item 14: the editor service answers only the server that started it (or holds its secret). */
const SECRET = 'a-secret-of-this-start-0123456789';
let service: RunningEditorService;
beforeAll(async () => {
  service = await createEditorService(loadEditorServiceConfig({}), { secret: SECRET }).listen(0, '127.0.0.1');
});
afterAll(() => service.close());

const segments = [{ speaker: 'Speaker 1', text: 'um hello there', start: 0, end: 1 }];

test('without the secret (or with a wrong one) every route but /health is refused with 401', async () => {
  const refine = (headers: Record<string, string>) =>
    fetch(`${service.url}/refine`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(segments) });
  expect((await refine({})).status).toBe(401);
  expect((await refine({ [SECRET_HEADER]: `${SECRET}x` })).status).toBe(401);
  expect((await refine({ [SECRET_HEADER]: SECRET.slice(0, -1) })).status).toBe(401);
  expect((await fetch(`${service.url}/transcribe-deepgram`, { method: 'POST', body: 'x' })).status).toBe(401);
  expect((await fetch(`${service.url}/progress/job`)).status).toBe(401);
  expect((await fetch(`${service.url}/health`)).status).toBe(200);
});

test('the server’s client sends the secret on every call', async () => {
  const timeouts = { transcribeMs: 10_000, refineMs: 10_000 };
  const refined = await new EditorClient(service.url, timeouts, SECRET).refine(segments);
  expect(refined).toHaveLength(1);
  const refused = await new EditorClient(service.url, timeouts).refine(segments).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(EditorServiceError);
  expect((refused as EditorServiceError).status).toBe(401);
});

test('a hosted editor service’s secret is read from EDITOR_SERVICE_SECRET', () => {
  const config = loadConfig({ EDITOR_SERVICE_URL: 'http://127.0.0.1:9', EDITOR_SERVICE_SECRET: SECRET });
  expect(config.editorServiceSecret).toBe(SECRET);
});
