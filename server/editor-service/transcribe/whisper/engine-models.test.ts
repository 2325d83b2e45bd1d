import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languageProblem } from '../../languages.ts';
import { createWhisperEngine } from './engine.ts';

// Which models the engine offers (query { engines }, the upload dialog): the catalogue models installed in the models
// folder, as `npm run models -- add` puts them there. The worker's Python is not started: report() only looks.
describe('the Whisper engine offers the installed catalogue models', () => {
  let root: string;
  const install = (folder: string) => {
    fs.mkdirSync(path.join(root, folder), { recursive: true });
    fs.writeFileSync(path.join(root, folder, 'model.bin'), '');
  };
  const engine = (model: string) =>
    createWhisperEngine({ model, modelsDir: root, python: process.execPath, preload: false, workers: 1, threads: 1, device: 'auto' });

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-models-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true }));

  it('lists base alone until another model is added, then both; an added model can be the default', () => {
    install('whisper-base');
    expect(engine('base').report()).toEqual({ available: true, models: ['base'], reason: null, fix: null });
    install('whisper-large-v3-turbo');
    expect(engine('base').report().models).toEqual(['base', 'large-v3-turbo']);
    expect(engine('large-v3-turbo').report()).toMatchObject({ available: true, models: ['base', 'large-v3-turbo'] });
  });

  it('is unavailable when the configured model is not installed, and says where it looked and what adds it', () => {
    install('whisper-base');
    expect(engine('small').report()).toEqual({
      available: false,
      models: ['base'],
      reason: `Whisper model not found in ${path.join(root, 'whisper-small')}`,
      fix: 'npm run models -- add small',
    });
    expect(engine('tiny.en').report().fix).toBe('npm run setup');
  });
});

describe('languages of the catalogue models', () => {
  it('knows distil-large-v3.5 is English only, as the .en models are', () => {
    expect(languageProblem('whisper', 'distil-large-v3.5', 'de')).toBe('Whisper distil-large-v3.5 knows only English; choose model base for language "de"');
    expect(languageProblem('whisper', 'large-v3-turbo', 'de')).toBeUndefined();
  });
});
