import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../../test/harness.ts';
import { runScript } from '../../test/run-script.ts';
import { lockDir } from '../data-dir.ts';
import { readManifest } from './backup-file.ts';
import { listBackups, takeBackup } from './take-backup.ts';

/** `npm run backup` and `npm run restore`: what they keep, and what they refuse with which message. */

let root: string;
let h: Harness;
let audioId: string;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-backup-cli-'));
  h = await startHarness({}, { dataDir: path.join(root, 'data') });
  const answer = await (await h.upload('talk', wavBytes(1), 'talk.wav', 'audio/wav')).json();
  audioId = answer.data.uploadAudio.id;
  await waitForStatus(h, audioId);
});

afterAll(async () => {
  await h?.close();
  await fs.rm(root, { recursive: true, force: true });
});

const fresh = (name: string) => path.join(root, name);

describe('npm run backup', () => {
  test('a second backup copies no audio again; TAPESCRIPT_BACKUP_KEEP removes the oldest backups and the audio only they held', async () => {
    const dir = fresh('keep');
    const first = await takeBackup(h.dataDir, dir, 2);
    expect(first.audioBytesAdded).toBeGreaterThan(wavBytes(1).length - 1);
    const orphan = path.join(dir, 'audio', 'f'.repeat(64));
    await fs.writeFile(orphan, 'audio of a backup removed long ago', { mode: 0o600 });
    const second = await takeBackup(h.dataDir, dir, 2);
    expect(second.audioBytesAdded).toBe(0);
    expect(second.removed).toEqual({ backups: 0, files: 1 });
    const third = await takeBackup(h.dataDir, dir, 2);
    expect(third.removed.backups).toBe(1);
    expect(await listBackups(dir)).toEqual([third.file, second.file]);
    const { manifest } = await readManifest(third.file);
    expect((await fs.readdir(path.join(dir, 'audio'))).sort()).toEqual(manifest.files.map((entry) => entry.sha256).sort());
  });

  test('one backup at a time is written to a folder: a second is refused, naming the process', async () => {
    const dir = fresh('busy-folder');
    await fs.mkdir(dir, { mode: 0o700 });
    const unlock = await lockDir(dir, () => 'held by this test');
    try {
      const second = await runScript('backup', [], { TAPESCRIPT_DATA_DIR: h.dataDir, TAPESCRIPT_BACKUP_DIR: dir });
      expect(second.code).toBe(1);
      expect(second.stderr).toBe(`Backup failed: Another backup (process ${process.pid}) is being written to ${dir}. Try again when it has finished.\n`);
    } finally {
      await unlock();
    }
    expect(await listBackups(dir)).toEqual([]);
  });

  test('without TAPESCRIPT_BACKUP_DIR, without data, or beside POCKETBASE_URL it says why', async () => {
    const unset = await runScript('backup', [], { TAPESCRIPT_DATA_DIR: h.dataDir, TAPESCRIPT_BACKUP_DIR: '' });
    expect(unset.code).toBe(1);
    expect(unset.stderr).toMatch(/^Backup failed: Set TAPESCRIPT_BACKUP_DIR to the folder that keeps the backups/);
    const empty = await runScript('backup', [], { TAPESCRIPT_DATA_DIR: fresh('no-data'), TAPESCRIPT_BACKUP_DIR: fresh('unused') });
    expect(empty.stderr).toMatch(/^Backup failed: There is no Tapescript data to back up in .*no-data/);
    const remote = await runScript('backup', [], {
      TAPESCRIPT_BACKUP_DIR: fresh('unused'),
      POCKETBASE_URL: 'http://127.0.0.1:9',
      POCKETBASE_SUPERUSER_EMAIL: 'a@b.c',
      POCKETBASE_SUPERUSER_PASSWORD: 'secret-password',
    });
    expect(remote.stderr).toMatch(/^Backup failed: TAPESCRIPT_BACKUP_DIR backs up the data of the PocketBase this server starts itself/);
  });
});

describe('npm run restore', () => {
  let file: string;
  const copyOf = async (name: string, change: (bytes: Buffer) => Buffer) => {
    const target = path.join(path.dirname(file), name);
    await fs.writeFile(target, change(await fs.readFile(file)));
    return target;
  };
  const restoreInto = async (dataDir: string, backup: string) => runScript('restore', [backup], { TAPESCRIPT_DATA_DIR: dataDir });

  beforeAll(async () => {
    file = (await takeBackup(h.dataDir, fresh('restore'), 14)).file;
  });

  test('--check says a whole file is whole, and names what is wrong with a damaged one; nothing is written', async () => {
    const whole = await runScript('restore', ['--check', file], {});
    expect(whole.code).toBe(0);
    expect(whole.stdout).toMatch(/is whole: taken .*, 2 stored file\(s\) .*every checksum matches/);

    const flipped = await copyOf('tapescript-flipped.backup', (bytes) => {
      bytes[Math.floor(bytes.length / 2)] ^= 0xff;
      return bytes;
    });
    const damaged = await runScript('restore', ['--check', flipped], {});
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toMatch(/^Restore refused: .*tapescript-flipped\.backup is damaged: its SHA-256 is [0-9a-f]{64}, but it was written as [0-9a-f]{64}\./);

    const cut = await copyOf('tapescript-cut.backup', (bytes) => bytes.subarray(0, bytes.length - 100));
    expect((await runScript('restore', ['--check', cut], {})).stderr).toMatch(/is damaged: its last line is not its checksum \(cut short\?\)/);

    const other = await copyOf('not-a-backup.backup', () => Buffer.from('PK\u0003\u0004 a zip file\n'));
    expect((await runScript('restore', ['--check', other], {})).stderr).toMatch(/is not a Tapescript backup/);

    const target = fresh('never-written');
    const refused = await restoreInto(target, flipped);
    expect(refused.code).toBe(1);
    expect(await fs.readdir(target)).toEqual([]);
  });

  test('audio missing from, or changed in, the folder beside the file is named', async () => {
    const { manifest } = await readManifest(file);
    const audio = path.join(path.dirname(file), 'audio', manifest.files[0].sha256);
    const kept = await fs.readFile(audio);
    try {
      await fs.writeFile(audio, Buffer.concat([kept, Buffer.from('x')]));
      expect((await runScript('restore', ['--check', file], {})).stderr).toMatch(/cannot be restored: the audio .* \(for .*\) is damaged: its SHA-256 is/);
      await fs.rm(audio);
      const missing = await restoreInto(fresh('audio-missing'), file);
      expect(missing.stderr).toMatch(/cannot be restored: the audio .* \(for .*\) is missing\./);
      expect(await fs.readdir(fresh('audio-missing'))).toEqual([]);
    } finally {
      await fs.writeFile(audio, kept, { mode: 0o600 });
    }
  });

  test('a data dir in use (its lock) or not empty is refused; a POCKETBASE_URL store is restored on its own host', async () => {
    const inUse = await restoreInto(h.dataDir, file);
    expect(inUse.code).toBe(1);
    expect(inUse.stderr).toBe(
      `Restore refused: Another Tapescript server (process ${process.pid}) is using the data directory ${h.dataDir}. ` +
        'Stop it first, or set TAPESCRIPT_DATA_DIR to another directory.\n',
    );
    const notEmpty = fresh('not-empty');
    await fs.mkdir(notEmpty);
    await fs.writeFile(path.join(notEmpty, 'notes.txt'), 'mine');
    const refused = await restoreInto(notEmpty, file);
    expect(refused.stderr).toMatch(/^Restore refused: A backup is restored only into an empty data directory, and .*not-empty holds notes\.txt\./);
    expect(await fs.readdir(notEmpty)).toEqual(['notes.txt']);

    const remote = await runScript('restore', [file], {
      TAPESCRIPT_DATA_DIR: fresh('remote'),
      POCKETBASE_URL: 'http://127.0.0.1:9',
      POCKETBASE_SUPERUSER_EMAIL: 'a@b.c',
      POCKETBASE_SUPERUSER_PASSWORD: 'secret-password',
    });
    expect(remote.stderr).toMatch(/^Restore refused: With POCKETBASE_URL the database is on that PocketBase's host: restore there/);
    expect((await runScript('restore', [], {})).stderr).toMatch(/^Restore refused: Usage: npm run restore -- FILE/);
  });

  test('a restored data dir is owner-only', async () => {
    const target = fresh('restored');
    const restored = await restoreInto(target, file);
    expect(restored.code).toBe(0);
    const walk = async (at: string): Promise<void> => {
      const stat = await fs.stat(at);
      expect(stat.mode & 0o777, at).toBe(stat.isDirectory() ? 0o700 : 0o600);
      if (stat.isDirectory()) for (const entry of await fs.readdir(at)) await walk(path.join(at, entry));
    };
    await walk(target);
    expect(await fs.readdir(target)).toEqual(['pocketbase']);
    expect((await fs.readdir(path.join(target, 'pocketbase'))).sort()).toEqual(['auxiliary.db', 'data.db', 'storage']);
  });
});
