import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { runScript } from '../test/run-script.ts';
import { startStandInEditor } from '../test/stand-in-editor.ts';

/** `npm run users`: with no server on the data dir, and beside a server running on it. */

const dirs: string[] = [];
let h: Harness | undefined;
afterAll(async () => {
  await h?.close();
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

const users = (dataDir: string, args: string[], input?: string) => runScript('users', args, { TAPESCRIPT_DATA_DIR: dataDir }, 60_000, input);

test('with no server running: the first account must be an owner; add reads the password from standard input; list; disable', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-users-'));
  dirs.push(dataDir);
  expect((await users(dataDir, ['list'])).stdout).toContain('No accounts: this Tapescript is in local mode.');
  const notOwner = await users(dataDir, ['add', '--role', 'editor', 'ed@example.org'], 'an editor passphrase\n');
  expect(notOwner.code).toBe(1);
  expect(notOwner.stderr).toContain('The first account must be an owner');
  const weak = await users(dataDir, ['add', '--role', 'owner', 'olive@example.org'], 'password\n');
  expect(weak.stderr).toContain('A password needs at least 10 characters.');
  const added = await users(dataDir, ['add', '--role', 'owner', '--name', 'Olive', 'Olive@Example.org'], 'a long owner passphrase\n');
  expect(added.stdout).toContain('Added olive@example.org as owner.');
  expect(added.stdout + added.stderr).not.toContain('a long owner passphrase');
  expect((await users(dataDir, ['add', '--role', 'viewer', 'vi@example.org'], 'a viewer passphrase\n')).code).toBe(0);
  expect((await users(dataDir, ['disable', 'vi@example.org'])).stdout).toContain('vi@example.org is disabled.');
  expect((await users(dataDir, ['list'])).stdout.trim().split('\n')).toEqual(['olive@example.org\towner\tenabled\tOlive', 'vi@example.org\tviewer\tdisabled\t-']);
  expect((await users(dataDir, ['frobnicate'])).stderr).toContain('Usage: npm run users');
}, 120_000);

test('beside a running server: a new owner starts team mode, and disabling someone locks them out, within a second', async () => {
  h = await startHarness();
  expect((await h.gql('{ me { kind } }')).data.me.kind).toBe('LOCAL');
  expect((await users(h.dataDir, ['add', '--role', 'owner', 'olive@example.org'], 'a long owner passphrase\n')).code).toBe(0);
  await expect.poll(async () => (await h!.gql('{ me { kind } }')).errors?.[0].extensions?.code, { timeout: 2_000 }).toBe('UNAUTHENTICATED');
  const signIn = await fetch(`${h.app.url}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'olive@example.org', password: 'a long owner passphrase' }),
  });
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0];
  expect((await h.gql('{ me { role } }', {}, { cookie })).data.me.role).toBe('OWNER');
  await users(h.dataDir, ['add', '--role', 'owner', 'second@example.org'], 'another owner passphrase\n');
  expect((await users(h.dataDir, ['disable', 'olive@example.org'])).code).toBe(0);
  await expect.poll(async () => (await h!.gql('{ me { role } }', {}, { cookie })).errors?.[0].extensions?.code, { timeout: 2_000 }).toBe('UNAUTHENTICATED');
}, 120_000);

test('binding beyond loopback: refused in local mode without the access token, served in team mode', async () => {
  const empty = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-bind-'));
  dirs.push(empty);
  const editor = await startStandInEditor();
  try {
    await expect(startHarness({ HOST: '0.0.0.0' }, { dataDir: empty, editor })).rejects.toThrow(/HOST=0\.0\.0\.0 makes Tapescript reachable from other machines, and it has no accounts yet/);
    const team = await startHarness({ HOST: '0.0.0.0' }, { dataDir: dirs[0], editor });
    expect((await team.gql('{ me { kind } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    await team.close({ keepData: true });
  } finally {
    await editor.close();
  }
}, 120_000);
