import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';

/** Issue 48: an engine earlier releases offered, named in TRANSCRIBE_ENGINE, stops start-up with its reason. */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tapescript-removed-engine-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function start(script: string, engine: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, TAPESCRIPT_DATA_DIR: dataDir, PORT: '0', EDITOR_SERVICE_PORT: '0', TRANSCRIBE_ENGINE: engine },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

test.each([
  ['server/main.ts', 'vosk', 'Tapescript cannot start'],
  ['server/editor-service/main.ts', 'pocketsphinx', 'The editor service cannot start'],
])('%s with TRANSCRIBE_ENGINE=%s stops at once, naming the variable and the engines that remain', (script, engine, prefix) => {
  const run = start(script, engine);
  expect(run.status).toBe(1);
  expect(run.stderr.trim()).toBe(
    `${prefix}: TRANSCRIBE_ENGINE: the ${engine} engine was removed (Whisper is faster and more accurate); use one of whisper, deepgram (or auto), got "${engine}"`,
  );
  // Nothing was started: no PocketBase, no data.
  expect(fs.readdirSync(dataDir)).toEqual([]);
});
