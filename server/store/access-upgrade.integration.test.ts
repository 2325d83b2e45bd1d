import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { writePlainTranscript, writePreviousReleaseDataDir } from './testing/previous-release.ts';

/** A data dir written by the previous release (before private transcripts), opened by this one: every transcript is the team's. */

const ACCESS_MIGRATION = '1765300000_transcript_access.js';
let previous: Awaited<ReturnType<typeof writePlainTranscript>>;
let h: Harness;

beforeAll(async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-before-private-'));
  await writePreviousReleaseDataDir(dataDir, ACCESS_MIGRATION, async (pb) => {
    previous = await writePlainTranscript(pb, 'Before private transcripts');
  });
  h = await startHarness({}, { dataDir });
}, 60_000);
afterAll(() => h?.close());

test('its transcripts are TEAM, unshared, in the same order, and a viewer of the team sees them whole', async () => {
  const migrations = await h.app.store.call((pb) => pb.send<{ migrations: string[] }>('/api/tapescript/version', { method: 'GET' }));
  expect(migrations.migrations).toContain(ACCESS_MIGRATION);
  const stored = await h.app.services.repo.getTranscript(previous.transcript.id);
  expect(stored).toMatchObject({ visibility: 'team', shares: [], updatedAt: previous.transcript.updated });
  const { accounts } = h.app.services;
  await accounts.addUser({ email: 'owner@example.org', password: 'the owner passphrase', role: 'owner' });
  const user = await accounts.addUser({ email: 'viewer@example.org', password: 'the viewer passphrase', role: 'viewer' });
  const identity = { kind: 'user' as const, role: 'viewer' as const, user: { id: user.id, email: user.email, name: '' }, tokenId: '' };
  const { token } = await accounts.createApiToken({ identity, address: 'test' }, 'viewer', null);
  const viewer = { authorization: `Bearer ${token}` };
  const { data, errors } = await h.gql(
    'query ($id: ID!) { transcripts { totalItems } transcript(id: $id) { title visibility shares { userId } segments { text } } search(query: "edited") { transcript { id } } }',
    { id: previous.transcript.id },
    viewer,
  );
  expect(errors).toBeUndefined();
  expect(data.transcripts.totalItems).toBe(1);
  expect(data.transcript).toMatchObject({ title: 'Before private transcripts', visibility: 'TEAM', shares: [] });
  expect(data.transcript.segments.map((segment: { text: string }) => segment.text)).toEqual(previous.version.segments.map((segment: { text: string }) => segment.text));
  expect(data.search.map((hit: { transcript: { id: string } }) => hit.transcript.id)).toEqual([previous.transcript.id]);
});
