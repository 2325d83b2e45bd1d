import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';
import { runScript } from '../test/run-script.ts';

/**
 * Retention (issue 51 item 3) over real HTTP on a real PocketBase, enforced by `npm run retention` beside the running
 * server on a date set forward with --as-of: the dry run lists and changes nothing, the real run removes audio and
 * then transcripts, a legal hold stops both, and each step is in the audit log.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

const retention = (args: string[]) => runScript('retention', args, { TAPESCRIPT_DATA_DIR: h.dataDir }, 60_000);
const asOf = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

async function upload(title: string): Promise<string> {
  const answer = await (await h.upload(title, wavBytes(1), 'a.wav', 'audio/wav')).json();
  return (await waitForStatus(h, answer.data.uploadAudio.id)).id;
}

const gqlOk = async (query: string, variables: Record<string, unknown> = {}) => {
  const answer = await h.gql(query, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data;
};

const STATE = 'query ($id: ID!) { transcript(id: $id) { title legalHold audioRemovedAt fileUrl } }';
const auditOf = (action: string) =>
  h.app.store.call((pb) => pb.collection('audit_log').getFullList<{ subject: string; address: string }>({ filter: pb.filter('action = {:action}', { action }) }));

test('the policy reads back; out of range is refused', async () => {
  expect(await gqlOk('{ retention { audioDays transcriptDays } }')).toEqual({ retention: { audioDays: null, transcriptDays: null } });
  const refused = await h.gql('mutation { setRetention(audioDays: 0, transcriptDays: 40) { audioDays } }');
  expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  expect(await gqlOk('mutation { setRetention(audioDays: 10, transcriptDays: 40) { audioDays transcriptDays } }')).toEqual({ setRetention: { audioDays: 10, transcriptDays: 40 } });
  expect(await gqlOk('{ retention { audioDays transcriptDays } }')).toEqual({ retention: { audioDays: 10, transcriptDays: 40 } });
  expect((await auditOf('retention-policy')).map((entry) => entry.subject)).toEqual(['audio: 10 days, transcripts: 40 days']);
});

test('npm run retention --as-of: the dry run lists, the real run does, a legal hold stops it, the audit log says so', async () => {
  const plain = await upload('Plain');
  const approved = await upload('Approved later');
  const held = await upload('Held');
  await gqlOk('mutation ($id: ID!) { approveTranscript(id: $id) { id } }', { id: approved });
  // Approved five days on (its approval's time set forward in the store): its clocks start then.
  const approval = (await h.app.store.call((pb) => pb.collection('transcript_meta').getOne<{ approval: { at: string } }>(approved))).approval;
  await h.app.store.call((pb) => pb.collection('transcript_meta').update(approved, { approval: { ...approval, at: asOf(5) } }));
  expect(await gqlOk('mutation ($id: ID!) { setLegalHold(id: $id, hold: true) { legalHold } }', { id: held })).toEqual({ setLegalHold: { legalHold: true } });
  await gqlOk('mutation { setRetention(audioDays: 10, transcriptDays: 40) { audioDays } }');
  const media = async (id: string) => (await fetch(`${h.app.url}/media/${id}`)).status;
  expect(await media(plain)).toBe(200);

  // Nothing is due before its time; the last edit's clock runs out first, the approval's five days later.
  expect((await retention(['--as-of', asOf(9), '--dry-run'])).stdout).toBe('');
  expect((await retention(['--as-of', asOf(11), '--dry-run'])).stdout.trim().split('\t').slice(1)).toEqual(['remove the audio of', plain, 'Plain']);
  const dry = await retention(['--as-of', asOf(16), '--dry-run']);
  expect(dry.code).toBe(0);
  const lines = dry.stdout.trim().split('\n');
  expect(lines.map((line) => line.split('\t').slice(1))).toEqual([
    ['remove the audio of', plain, 'Plain'],
    ['remove the audio of', approved, 'Approved later'],
  ]);
  expect(Date.parse(lines[1].split('\t')[0]) - Date.parse(lines[0].split('\t')[0])).toBeGreaterThan(4 * DAY_MS);
  // A dry run changes nothing.
  expect((await gqlOk(STATE, { id: plain })).transcript.audioRemovedAt).toBeNull();
  expect(await media(plain)).toBe(200);

  expect((await retention(['--as-of', asOf(16)])).code).toBe(0);
  for (const id of [plain, approved]) {
    const { transcript } = await gqlOk(STATE, { id });
    expect(transcript.audioRemovedAt).not.toBeNull();
    expect(await media(id)).toBe(404);
  }
  expect(await media(held)).toBe(200);
  expect((await auditOf('retention-audio-removed')).map((entry) => [entry.subject, entry.address]).sort()).toEqual([
    ['Approved later', 'retention'],
    ['Plain', 'retention'],
  ]);

  expect((await retention(['--as-of', asOf(41)])).code).toBe(0);
  expect((await h.gql(STATE, { id: plain })).data?.transcript ?? null).toBeNull();
  expect((await gqlOk(STATE, { id: approved })).transcript.title).toBe('Approved later');
  expect((await retention(['--as-of', asOf(46)])).code).toBe(0);
  expect((await h.gql(STATE, { id: approved })).data?.transcript ?? null).toBeNull();
  expect((await gqlOk(STATE, { id: held })).transcript).toMatchObject({ title: 'Held', legalHold: true, audioRemovedAt: null });
  expect((await auditOf('retention-purged')).map((entry) => entry.subject)).toEqual(['Plain', 'Approved later']);

  // Lifted, the hold no longer stops it.
  await gqlOk('mutation ($id: ID!) { setLegalHold(id: $id, hold: false) { legalHold } }', { id: held });
  expect((await retention(['--as-of', asOf(41), '--dry-run'])).stdout.split('\t').slice(1, 3)).toEqual(['delete permanently', held]);
  expect(await media(held)).toBe(200);
}, 120_000);
