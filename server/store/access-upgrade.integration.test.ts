import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { readVersionsBack, writePlainTranscript, writePreviousReleaseDataDir, writtenVersions } from './testing/previous-release.ts';

/** A data dir written by the previous release (before private transcripts), opened by this one: every transcript is the team's. */

const ACCESS_MIGRATION = '1765300000_transcript_access.js';
/** The transcripts the previous release wrote, oldest first. */
let previous: Array<Awaited<ReturnType<typeof writePlainTranscript>>>;
let h: Harness;

beforeAll(async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-before-private-'));
  await writePreviousReleaseDataDir(dataDir, ACCESS_MIGRATION, async (pb) => {
    previous = [await writePlainTranscript(pb, 'Before private transcripts'), await writePlainTranscript(pb, 'Another before private transcripts')];
  });
  h = await startHarness({}, { dataDir });
}, 60_000);
afterAll(() => h?.close());

/** A viewer of the team, as its API token's headers. */
async function aViewer(): Promise<Record<string, string>> {
  const { accounts } = h.app.services;
  await accounts.addUser({ email: 'owner@example.org', password: 'the owner passphrase', role: 'owner' });
  const user = await accounts.addUser({ email: 'viewer@example.org', password: 'the viewer passphrase', role: 'viewer' });
  const identity = { kind: 'user' as const, role: 'viewer' as const, user: { id: user.id, email: user.email, name: '' }, tokenId: '' };
  const { token } = await accounts.createApiToken({ identity, address: 'test' }, 'viewer', null);
  return { authorization: `Bearer ${token}` };
}

test('its transcripts are TEAM, unshared, in the same order, and a viewer of the team sees them whole, every version', async () => {
  const migrations = await h.app.store.call((pb) => pb.send<{ migrations: string[] }>('/api/tapescript/version', { method: 'GET' }));
  expect(migrations.migrations).toContain(ACCESS_MIGRATION);
  for (const written of previous) {
    const stored = await h.app.services.repo.getTranscript(written.transcript.id);
    expect(stored).toMatchObject({ visibility: 'team', shares: [], updatedAt: written.transcript.updated });
  }
  const viewer = await aViewer();
  const { data, errors } = await h.gql('{ transcripts { totalItems items { id } } search(query: "edited") { transcript { id } } }', {}, viewer);
  expect(errors).toBeUndefined();
  // Most recently changed first, as before.
  expect(data.transcripts).toEqual({ totalItems: 2, items: previous.map((written) => ({ id: written.transcript.id })).reverse() });
  expect(new Set(data.search.map((hit: { transcript: { id: string } }) => hit.transcript.id))).toEqual(new Set(previous.map((written) => written.transcript.id)));
  for (const written of previous) {
    const { data: one } = await h.gql('query ($id: ID!) { transcript(id: $id) { title visibility shares { userId } } }', { id: written.transcript.id }, viewer);
    expect(one.transcript).toEqual({ title: written.transcript.title, visibility: 'TEAM', shares: [] });
    expect(await readVersionsBack(h, written.transcript.id, viewer), written.transcript.title).toEqual(writtenVersions(written));
  }
});
