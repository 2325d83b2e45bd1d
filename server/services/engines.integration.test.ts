import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { EditorClient } from '../editor/client.ts';
import { startHarness, type Harness } from '../test/harness.ts';
import { SAMPLE_HEALTH } from '../test/stand-in-editor.ts';
import { EngineService } from './engines.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());
beforeEach(() => {
  h.editor.health = () => ({ status: 200, body: SAMPLE_HEALTH });
});

const ENGINES = '{ engines { kind name available isDefault models defaultModel reason fix device } }';

test('engines lists what the editor service’s /health reports, with why an engine is missing and the fix', async () => {
  const { data, errors } = await h.gql(ENGINES);
  expect(errors).toBeUndefined();
  expect(data.engines).toEqual([
    { kind: 'TRANSCRIPTION', name: 'whisper', available: true, isDefault: true, models: ['base', 'tiny.en'], defaultModel: 'base', reason: null, fix: null, device: 'cpu' },
    {
      kind: 'TRANSCRIPTION',
      name: 'deepgram',
      available: false,
      isDefault: false,
      models: [],
      defaultModel: null,
      reason: 'DEEPGRAM_API_KEY is not set',
      fix: 'set DEEPGRAM_API_KEY',
      device: null,
    },
    { kind: 'SPEAKERS', name: 'campplus', available: true, isDefault: true, models: [], defaultModel: null, reason: null, fix: null, device: 'cpu' },
    { kind: 'REFINE', name: 'rules', available: true, isDefault: true, models: [], defaultModel: null, reason: null, fix: null, device: null },
  ]);
});

test('entries the schema cannot show are left out; fields beyond the contract are ignored', async () => {
  h.editor.health = () => ({
    status: 200,
    body: {
      ok: true,
      engines: [
        { kind: 'translation', name: 'x' }, { kind: 'refine', name: '' }, { kind: 'refine', name: 'llm', available: 'yes', extra: 1, device: 'tpu' },
        // An editor service older than devices says none.
        { kind: 'transcription', name: 'whisper', available: true, models: ['base'] },
      ],
    },
  });
  expect((await h.gql('{ engines { kind name available models device } }')).data.engines).toEqual([
    { kind: 'REFINE', name: 'llm', available: false, models: [], device: null },
    { kind: 'TRANSCRIPTION', name: 'whisper', available: true, models: ['base'], device: null },
  ]);
});

test('an editor service that fails /health: UPSTREAM_UNAVAILABLE with its answer', async () => {
  h.editor.health = () => ({ status: 500, body: 'worker crashed' });
  const { errors } = await h.gql(ENGINES);
  expect(errors?.[0]).toMatchObject({
    message: 'Cannot list the engines: the editor service did not answer (500 worker crashed).',
    extensions: { code: 'UPSTREAM_UNAVAILABLE' },
  });
  h.editor.health = () => ({ status: 200, body: { ok: true } });
  expect((await h.gql(ENGINES)).errors?.[0].message).toBe(
    'Cannot list the engines: the editor service did not answer (502 the editor service’s /health does not list its engines).',
  );
});

test('an editor service nobody answers for: UPSTREAM_UNAVAILABLE naming the cause', async () => {
  // A port that was just free: nobody listens there.
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  const engines = new EngineService(new EditorClient(`http://127.0.0.1:${port}`, { transcribeMs: 1000, refineMs: 1000 }), { workerEngines: async () => undefined });
  const error = await engines.list().catch((e) => e);
  expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  expect(error.message).toMatch(/^Cannot list the engines: the editor service did not answer \(503 editor service unreachable \(.*ECONNREFUSED/);
});
