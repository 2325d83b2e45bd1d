import { expect, test } from 'vitest';
import type { EngineStatus } from '../editor-service/contract.ts';
import type { WorkerRecord } from './worker-registry.ts';
import { engineUnion } from './workers-engines.ts';

const whisper = (models: string[], defaultModel: string, isDefault = true, device: EngineStatus['device'] = 'cpu'): EngineStatus => ({
  kind: 'transcription', name: 'whisper', available: true, default: isDefault, models, defaultModel, reason: null, fix: null, device,
});
const deepgram = (available: boolean, isDefault = false): EngineStatus => ({
  kind: 'transcription', name: 'deepgram', available, default: isDefault, models: available ? ['nova-3'] : [], defaultModel: 'nova-3',
  reason: available ? null : 'DEEPGRAM_API_KEY is not set', fix: available ? null : 'set DEEPGRAM_API_KEY', device: null,
});
const campplus: EngineStatus = { kind: 'speakers', name: 'campplus', available: true, default: true, models: [], defaultModel: null, reason: null, fix: null, device: 'cpu' };
const worker = (id: string, ...engines: EngineStatus[]): WorkerRecord => ({ id, device: engines[0]?.device ?? null, engines, queues: [] });

test('with no live worker every transcription engine is unavailable, saying that no worker runs it', () => {
  expect(engineUnion([]).map(({ name, available, default: isDefault, reason }) => ({ name, available, isDefault, reason }))).toEqual([
    { name: 'whisper', available: false, isDefault: false, reason: 'no live queue worker runs it' },
    { name: 'deepgram', available: false, isDefault: false, reason: 'no live queue worker runs it' },
  ]);
});

test('models are every live worker’s; the defaults and device are the ones most workers have; an engine nobody can run keeps a worker’s reason', () => {
  const union = engineUnion([
    worker('a', whisper(['tiny.en'], 'tiny.en'), deepgram(false), campplus),
    worker('b', whisper(['base', 'large-v3'], 'large-v3', true, 'cuda'), deepgram(false), campplus),
    worker('c', whisper(['base', 'large-v3'], 'large-v3', true, 'cuda'), deepgram(false), campplus),
  ]);
  expect(union).toEqual([
    { ...whisper(['base', 'large-v3', 'tiny.en'], 'large-v3', true, 'cuda') },
    { ...deepgram(false), defaultModel: null },
    campplus,
  ]);
});

test('the default engine is the one most workers default to', () => {
  const union = engineUnion([
    worker('a', whisper(['base'], 'base', false), deepgram(true, true)),
    worker('b', whisper(['base'], 'base', false), deepgram(true, true)),
    worker('c', whisper(['base'], 'base'), deepgram(false)),
  ]);
  expect(union.map(({ name, available, default: isDefault }) => ({ name, available, isDefault }))).toEqual([
    { name: 'whisper', available: true, isDefault: false },
    { name: 'deepgram', available: true, isDefault: true },
  ]);
});
