import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';

/** The history pages, says what made each version, and tells undo and redo apart from a restore. */

let h: Harness;
let id: string;
const SAVE = 'mutation ($id: ID!, $s: [SegmentInput!]!) { saveEdits(id: $id, segments: $s) { versionId } }';
const RESTORE = 'mutation ($id: ID!, $v: ID!, $as: RestoreKind!) { restoreVersion(id: $id, versionId: $v, as: $as) { versionId segments { text } } }';
const PAGE = 'query ($id: ID!, $first: Int, $after: ID) { transcript(id: $id) { versions(first: $first, after: $after) { id kind undoes { id kind } wordCount } } }';

beforeAll(async () => {
  h = await startHarness();
  const { data } = await (await h.upload('History', wavBytes(8), 'h.wav', 'audio/wav')).json();
  id = (await waitForStatus(h, data.uploadAudio.id)).id;
  for (let i = 1; i <= 6; i++) await h.gql(SAVE, { id, s: [{ start: 0, text: `save ${i}` }] });
});
afterAll(() => h?.close());

test('versions(first, after) pages newest first; without arguments, every version', async () => {
  const all = (await h.gql(PAGE, { id })).data.transcript.versions;
  expect(all).toHaveLength(7);
  expect(all.map((version: { kind: string }) => version.kind)).toEqual(['EDIT', 'EDIT', 'EDIT', 'EDIT', 'EDIT', 'EDIT', 'UPLOAD']);
  const first = (await h.gql(PAGE, { id, first: 3 })).data.transcript.versions;
  const second = (await h.gql(PAGE, { id, first: 3, after: first[2].id })).data.transcript.versions;
  const last = (await h.gql(PAGE, { id, first: 3, after: second[2].id })).data.transcript.versions;
  expect([...first, ...second, ...last].map((version: { id: string }) => version.id)).toEqual(all.map((version: { id: string }) => version.id));
  expect(last).toHaveLength(1);
  expect((await h.gql(PAGE, { id, first: 0 })).errors?.[0].message).toBe('first must be from 1 to 200');
  expect((await h.gql(PAGE, { id, first: 3, after: 'aaaaaaaaaaaaaaa' })).errors?.[0].message).toBe('`after` is not a version of this transcript');
});

test('an undo names the version it took back; a redo and a restore are told apart', async () => {
  const before = (await h.gql(PAGE, { id, first: 2 })).data.transcript.versions;
  const [current, previous] = before;
  const undone = await h.gql(RESTORE, { id, v: previous.id, as: 'UNDO' });
  expect(undone.data.restoreVersion.segments[0].text).toBe('save 5');
  const redone = await h.gql(RESTORE, { id, v: current.id, as: 'REDO' });
  expect(redone.data.restoreVersion.segments[0].text).toBe('save 6');
  const restored = await h.gql('mutation ($id: ID!, $v: ID!) { restoreVersion(id: $id, versionId: $v) { versionId } }', { id, v: previous.id });
  expect(restored.errors).toBeUndefined();
  const top = (await h.gql(PAGE, { id, first: 3 })).data.transcript.versions;
  expect(top.map((version: { kind: string }) => version.kind)).toEqual(['RESTORE', 'REDO', 'UNDO']);
  expect(top[2].undoes).toEqual({ id: current.id, kind: 'EDIT' });
  expect(top[1].undoes).toBeNull();
});
