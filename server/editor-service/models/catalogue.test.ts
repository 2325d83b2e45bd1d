import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, catalogueModel, installedModels } from './catalogue.ts';
import { WHISPER_MODELS } from './whisper-artifacts.ts';

describe('the model catalogue', () => {
  it('pins exactly the files whisper-artifacts.ts pins for base and tiny.en, in their folders', () => {
    for (const spec of WHISPER_MODELS) {
      const model = catalogueModel(spec.name)!;
      expect(model).toMatchObject({ folder: spec.folder, verified: true });
      expect(model.files).toEqual(spec.files.map(({ name, sha256, bytes }) => ({ name, sha256, bytes })));
      expect(model.diskBytes).toBe(spec.files.reduce((sum, file) => sum + file.bytes, 0));
    }
  });

  it('has the models the issue names, each with a source, and pins nothing it has not verified', () => {
    expect(CATALOGUE.map((model) => model.name)).toEqual([
      'base', 'tiny.en', 'small', 'small.en', 'medium', 'medium.en', 'large-v3', 'large-v3-turbo', 'distil-large-v3.5',
    ]);
    for (const model of CATALOGUE) {
      expect(model.source).not.toBe('');
      expect(model.files.map((file) => file.name)).toContain('model.bin');
      expect(model.verified).toBe(model.files.every((file) => file.sha256));
      if (!model.verified) expect(model.files.some((file) => file.sha256 || file.bytes)).toBe(false);
      for (const figure of [model.speed, model.accuracy]) if (figure) expect(figure.source).not.toBe('');
    }
    expect(new Set(CATALOGUE.map((model) => model.folder)).size).toBe(CATALOGUE.length);
  });

  it('finds the installed models by their folder holding a model.bin', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
    try {
      fs.mkdirSync(path.join(root, 'whisper-small'));
      fs.writeFileSync(path.join(root, 'whisper-small', 'model.bin'), '');
      fs.mkdirSync(path.join(root, 'whisper-medium'));
      expect(installedModels(root).map((model) => model.name)).toEqual(['small']);
    } finally {
      fs.rmSync(root, { recursive: true });
    }
  });
});
