import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { makeTempDir, removeOrphanedTempDirs } from './temp-dir.ts';

const made: string[] = [];
afterEach(async () => void (await Promise.all(made.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })))));

/** The pid of a process that has ended (a short-lived child), as a process killed mid-job leaves it. */
function endedPid(): number {
  return Number(spawnSync('sh', ['-c', 'echo $$'], { encoding: 'utf8' }).stdout.trim());
}

test('a directory a stopped process left is removed; this process\'s own and unrelated ones stay', async () => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'temp-dir-test-'));
  made.push(root);
  const orphan = path.join(root, `tapescript-upload-${endedPid()}-abc123`);
  const live = path.join(root, `tapescript-upload-${process.pid}-def456`);
  const other = path.join(root, 'tapescript-data');
  for (const dir of [orphan, live, other]) await fs.mkdir(dir);
  await fs.writeFile(path.join(orphan, 'audio'), 'left by kill -9');

  expect(await removeOrphanedTempDirs(root)).toEqual([orphan]);
  expect(await fs.readdir(root)).toEqual(expect.arrayContaining([path.basename(live), 'tapescript-data']));
  expect(await fs.readdir(root)).not.toContain(path.basename(orphan));
});

test('makeTempDir names the directory after this process, private to its owner', async () => {
  const dir = await makeTempDir('probe');
  made.push(dir);
  expect(path.basename(dir)).toMatch(new RegExp(`^tapescript-probe-${process.pid}-`));
  expect((await fs.stat(dir)).mode & 0o777).toBe(0o700);
});
