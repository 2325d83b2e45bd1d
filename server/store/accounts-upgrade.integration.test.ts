import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { readVersionsBack, writePlainTranscript, writePreviousReleaseDataDir, writtenVersions } from './testing/previous-release.ts';

/**
 * A data dir of the release before teams (no accounts, no authors) opened by this one: it stays in local mode, its
 * transcripts and versions read back the same with no author, and a stray record that PocketBase's own open sign-up
 * left in its default `users` collection neither survives nor starts team mode.
 */

type Json = Record<string, any>;
const FIRST_TEAMS_MIGRATION = '1764400000_accounts.js';

let dataDir: string;
let h: Harness;
let written: Awaited<ReturnType<typeof writePlainTranscript>>;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-teams-upgrade-'));
  await writePreviousReleaseDataDir(dataDir, FIRST_TEAMS_MIGRATION, async (pb) => {
    written = await writePlainTranscript(pb, 'Before teams');
    // PocketBase's default users collection took sign-ups from anyone who reached its loopback port.
    await pb.collection('users').create({ email: 'stray@example.org', password: 'a stray password', passwordConfirm: 'a stray password' });
  });
  h = await startHarness({}, { dataDir });
}, 60_000);
afterAll(() => h?.close());

test('local mode, as before: no sign-in, and the stray sign-up is gone', async () => {
  expect((await h.gql('{ me { kind } }')).data.me.kind).toBe('LOCAL');
  expect(await h.app.services.accounts.users()).toEqual([]);
});

test('the transcript and every version read back the same, with no author', async () => {
  const id = written.transcript.id;
  const { data } = await h.gql('query ($id: ID!) { transcript(id: $id) { title createdBy { name } versionId versions { author { name } } } }', { id });
  expect(data.transcript).toMatchObject({ title: 'Before teams', createdBy: null, versionId: written.version.id });
  expect(data.transcript.versions.map((version: Json) => version.author)).toEqual([null, null, null]);
  expect(await readVersionsBack(h, id)).toEqual(writtenVersions(written));
});

test('PocketBase’s own sign-in and sign-up routes for users are closed', async () => {
  const pocketbase = h.app.pocketbase!.url;
  const signUp = await fetch(`${pocketbase}/api/collections/users/records`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'new@example.org', password: 'a new password here', passwordConfirm: 'a new password here' }),
  });
  expect(signUp.status).toBe(403);
  const signIn = await fetch(`${pocketbase}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: 'stray@example.org', password: 'a stray password' }),
  });
  expect(signIn.status).toBeGreaterThanOrEqual(400);
});

test('teams work on the upgraded data: the first owner, and their saves are authored', async () => {
  const owner = await h.app.services.accounts.addUser({ email: 'olive@example.org', password: 'a long owner passphrase', name: 'Olive', role: 'owner' });
  expect(owner.role).toBe('owner');
  const signIn = await fetch(`${h.app.url}/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'olive@example.org', password: 'a long owner passphrase' }) });
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0];
  const saved = await h.gql('mutation ($id: ID!) { saveEdits(id: $id, segments: [{ start: 0, text: "After teams" }]) { versions(first: 1) { author { name } } } }', { id: written.transcript.id }, { cookie });
  expect(saved.data.saveEdits.versions[0].author).toEqual({ name: 'Olive' });
});
