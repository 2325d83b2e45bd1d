import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { bundledBinary, newSuperuserPassword, runPocketBase, startEmbeddedPocketBase } from './pocketbase-process.ts';

const servingDir = (dir: string) => spawnSync('pgrep', ['-f', `pocketbase serve.*${dir}`]).status === 0;

test('stopped while waiting to restart after a crash: PocketBase stays stopped', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tapescript-pb-'));
  const logs: string[] = [];
  const pocketbase = await startEmbeddedPocketBase(dataDir, (line) => logs.push(line));
  try {
    expect(fs.statSync(path.join(dataDir, 'pocketbase-superuser.json')).mode & 0o777).toBe(0o600);
    process.kill(pocketbase.pid!, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 20)); // the exit is seen, a restart is scheduled
    await pocketbase.stop();
    await new Promise((resolve) => setTimeout(resolve, 600)); // past the restart delay
    expect(servingDir(dataDir)).toBe(false);
  } finally {
    await pocketbase.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('superuser passwords are safe as command-line arguments (one starting with "-" was read as a flag)', () => {
  for (let i = 0; i < 5000; i++) expect(newSuperuserPassword()).toMatch(/^[0-9a-f]{48}$/);
});

test('a PocketBase command that fails is an error that says what PocketBase printed', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tapescript-pb-'));
  try {
    await expect(runPocketBase(await bundledBinary(), ['superuser', 'create', 'not-an-email', 'x', '--dir', dir])).rejects.toThrow(
      /superuser create failed: .*invalid email/,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
