import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';

/**
 * The server runs the purge at start-up (and hourly): a data dir whose bin holds a transcript deleted 40 days ago,
 * and a transcript last edited 10 days ago under a 5-day audio policy (times set back in the stopped store's
 * database), is purged and trimmed by the next start, and the log says so.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
let h: Harness | undefined;
afterAll(() => h?.close());

const storeDate = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().replace('T', ' ');

test('at start-up the bin is emptied of what it held too long, and the retention policy is enforced', async () => {
  const first = await startHarness({ TAPESCRIPT_BIN_DAYS: '30' });
  const upload = async (title: string) => (await waitForStatus(first, (await (await first.upload(title, wavBytes(1), 'a.wav', 'audio/wav')).json()).data.uploadAudio.id)).id as string;
  const binned = await upload('Deleted long ago');
  const edited = await upload('Edited ten days ago');
  const recent = await upload('Deleted today');
  for (const id of [binned, recent]) expect((await first.gql('mutation ($id: ID!) { deleteTranscript(id: $id) { id } }', { id })).errors).toBeUndefined();
  expect((await first.gql('mutation { setRetention(audioDays: 5) { audioDays } }')).errors).toBeUndefined();
  await first.close({ keepData: true });

  const db = new DatabaseSync(path.join(first.dataDir, 'pocketbase', 'data.db'));
  db.prepare('UPDATE transcript_meta SET updated = ? WHERE id = ?').run(storeDate(40), binned);
  db.prepare('UPDATE transcript_data SET created = ? WHERE meta_id = ?').run(storeDate(10), edited);
  db.close();

  h = await startHarness({ TAPESCRIPT_BIN_DAYS: '30' }, { dataDir: first.dataDir, editor: first.editor });
  const state = async (id: string) => (await h!.gql('query ($id: ID!) { transcript(id: $id) { status audioRemovedAt } }', { id })).data?.transcript ?? null;
  for (let tries = 0; (await state(binned)) !== null || !(await state(edited))?.audioRemovedAt; tries++) {
    expect(tries, 'purged within 10 s of the start').toBeLessThan(100);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await state(recent)).toMatchObject({ status: 'DELETED', audioRemovedAt: null });
  expect(h.logs).toContain('Bin: deleted 1 transcript(s) for good, in the bin for more than 30 days');
  expect(h.logs.some((line) => line.includes('remove the audio of') && line.includes(edited))).toBe(true);
}, 120_000);
