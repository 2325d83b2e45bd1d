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

test('at depth: the first of 300 versions reads back, diffs against the current one and is restored', { timeout: 60_000 }, async () => {
  const { data } = await (await h.upload('Deep history', wavBytes(8), 'd.wav', 'audio/wav')).json();
  const deep = (await waitForStatus(h, data.uploadAudio.id)).id;
  const repo = h.app.services.repo;
  let current = await repo.getVersion((await repo.getTranscript(deep)).currentVersionId);
  const first = current;
  for (let i = 1; i < 300; i++) {
    const segments = current.segments.map((segment, j) => (j === i % current.segments.length ? { ...segment, text: `${segment.text} ${i}` } : segment));
    current = (await repo.appendVersion({ transcriptId: deep, base: current.id, segments, source: 'edit' })).version;
  }
  const oldest = (await h.gql(PAGE, { id: deep })).data.transcript.versions.at(-1);
  expect(oldest).toMatchObject({ id: first.id, kind: 'UPLOAD' });
  const diff = await h.gql('query ($id: ID!, $v: ID!) { versionDiff(id: $id, versionId: $v) { kind text } }', { id: deep, v: first.id });
  expect(diff.errors).toBeUndefined();
  expect(diff.data.versionDiff.some((part: { kind: string; text: string }) => part.kind === 'ADDED' && part.text.includes('299'))).toBe(true);
  const restored = await h.gql(RESTORE, { id: deep, v: first.id, as: 'RESTORE' });
  expect(restored.data.restoreVersion.segments.map((segment: { text: string }) => segment.text)).toEqual(first.segments.map((segment) => segment.text));
});
