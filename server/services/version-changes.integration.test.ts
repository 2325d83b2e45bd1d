import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';

/** A version's changes, taking some back as one merged version, refine's dry run, and the labels undo and redo carry. */

let h: Harness;
let id: string;
const TEXTS = ['okay then', 'oh i am originally', 'from chicago also'];
const SAVE = 'mutation ($id: ID!, $s: [SegmentInput!]!, $base: ID) { saveEdits(id: $id, segments: $s, baseVersionId: $base) { versionId } }';
const STATE = 'query ($id: ID!) { transcript(id: $id) { versionId segments { id text } versions { id kind label } } }';
const CHANGES = 'query ($id: ID!, $v: ID!, $from: ID) { transcript(id: $id) { versionChanges(versionId: $v, fromVersionId: $from) { id segmentId kind before after position wordIndex segmentText } } }';
const REVERT =
  'mutation ($id: ID!, $v: ID!, $c: [ID!]!) { revertChanges(id: $id, versionId: $v, changeIds: $c) { versionId merged conflicts { segmentId mine theirs } transcript { segments { text } } } }';
const REFINE = 'mutation ($id: ID!) { refine(id: $id) { versionId } }';

type Change = { id: string; segmentId: string; kind: string; before: string; after: string; position: number; wordIndex: number; segmentText: string };

const state = async () => (await h.gql(STATE, { id })).data.transcript;
const changesOf = async (v: string, from?: string): Promise<Change[]> => (await h.gql(CHANGES, { id, v, from })).data.transcript.versionChanges;

beforeAll(async () => {
  h = await startHarness();
  const { data } = await (await h.upload('Changes', wavBytes(8), 'c.wav', 'audio/wav')).json();
  id = (await waitForStatus(h, data.uploadAudio.id)).id;
  // The rules' old habit: a full stop at each segment's end and a capital at the next one's start.
  h.editor.refine = (segments) => ({ status: 200, body: segments.map((s) => ({ ...s, text: `${s.text.charAt(0).toUpperCase()}${s.text.slice(1)}.` })) });
});
afterAll(() => h?.close());
beforeEach(async () => {
  await h.gql(SAVE, { id, s: TEXTS.map((text, i) => ({ start: i * 2, end: i * 2 + 1.5, text, speaker: 'Ann' })) });
});

test('refinePreview lists what refine would change and writes nothing; refine then makes exactly those changes', async () => {
  const before = await state();
  const preview = await h.gql('query ($id: ID!) { refinePreview(id: $id) { id segmentId kind before after position wordIndex segmentText } }', { id });
  expect(preview.errors).toBeUndefined();
  expect(preview.data.refinePreview.map((c: Change) => [c.position, c.kind, c.before, c.after])).toEqual([
    [1, 'CASING', 'okay', 'Okay'],
    [1, 'PUNCTUATION', 'then', 'then.'],
    [2, 'CASING', 'oh', 'Oh'],
    [2, 'PUNCTUATION', 'originally', 'originally.'],
    [3, 'CASING', 'from', 'From'],
    [3, 'PUNCTUATION', 'also', 'also.'],
  ]);
  expect(await state()).toEqual(before);

  const refined = (await h.gql(REFINE, { id })).data.refine.versionId;
  expect(await changesOf(refined)).toEqual(preview.data.refinePreview);
  const after = await state();
  expect(after.versions).toHaveLength(before.versions.length + 1);
  expect(after.versions[0]).toMatchObject({ id: refined, kind: 'REFINE', label: 'Refine: 3 punctuation, 3 casing' });
});

test('reverting some of refine’s changes writes exactly one version, merged onto the current one', async () => {
  const refined = (await h.gql(REFINE, { id })).data.refine.versionId;
  const fullStops = (await changesOf(refined)).filter((c) => c.kind === 'PUNCTUATION' && c.position < 3);
  const count = (await state()).versions.length;
  const reverted = await h.gql(REVERT, { id, v: refined, c: fullStops.map((c) => c.id) });
  expect(reverted.errors).toBeUndefined();
  expect(reverted.data.revertChanges.conflicts).toEqual([]);
  expect(reverted.data.revertChanges.transcript.segments.map((s: { text: string }) => s.text)).toEqual(['Okay then', 'Oh i am originally', 'From chicago also.']);
  const after = await state();
  expect(after.versions).toHaveLength(count + 1);
  expect(after.versions[0]).toMatchObject({ kind: 'REVERT', label: 'Revert: 2 punctuation' });
  // The revert's own changes are the two full stops, taken out.
  expect((await changesOf(after.versionId)).map((c) => [c.before, c.after])).toEqual([
    ['then.', 'then'],
    ['originally.', 'originally'],
  ]);
});

test('a change whose words were edited since is reported as a conflict, never written over; the others land, word by word', async () => {
  const refined = (await h.gql(REFINE, { id })).data.refine.versionId;
  const changes = await changesOf(refined);
  const current = await state();
  // Someone edits after refine: the full stop of segment 2 (which a revert also takes out), and a word of segment 3.
  const texts = ['Okay then.', 'Oh i am originally,', 'From Chicago, also.'];
  await h.gql(SAVE, { id, s: current.segments.map((s: { id: string }, i: number) => ({ id: s.id, start: i * 2, text: texts[i] })), base: current.versionId });
  const reverted = await h.gql(REVERT, { id, v: refined, c: [changes[1].id, changes[3].id, changes[5].id] });
  expect(reverted.errors).toBeUndefined();
  expect(reverted.data.revertChanges.merged).toBe(true);
  expect(reverted.data.revertChanges.conflicts).toEqual([{ segmentId: changes[3].segmentId, mine: 'Oh i am originally', theirs: 'Oh i am originally,' }]);
  expect(reverted.data.revertChanges.transcript.segments.map((s: { text: string }) => s.text)).toEqual(['Okay then', 'Oh i am originally,', 'From Chicago, also']);
});

test('changes of one segment reverted one after the other all land', async () => {
  const refined = (await h.gql(REFINE, { id })).data.refine.versionId;
  const [casing, fullStop] = await changesOf(refined);
  expect((await h.gql(REVERT, { id, v: refined, c: [fullStop.id] })).data.revertChanges.conflicts).toEqual([]);
  const second = await h.gql(REVERT, { id, v: refined, c: [casing.id] });
  expect(second.data.revertChanges.conflicts).toEqual([]);
  expect(second.data.revertChanges.transcript.segments[0].text).toBe('okay then');
});

test('unknown change ids and other transcripts’ versions are refused, and nothing is written', async () => {
  const refined = (await h.gql(REFINE, { id })).data.refine.versionId;
  const count = (await state()).versions.length;
  const unknown = await h.gql(REVERT, { id, v: refined, c: ['cNoSuchChange'] });
  expect(unknown.errors?.[0]).toMatchObject({ message: expect.stringContaining('Unknown change id for this version: cNoSuchChange'), extensions: { code: 'BAD_USER_INPUT' } });
  const none = await h.gql(REVERT, { id, v: refined, c: [] });
  expect(none.errors?.[0].message).toBe('Choose at least one change to revert.');
  const { data } = await (await h.upload('Other', wavBytes(2), 'o.wav', 'audio/wav')).json();
  const other = await waitForStatus(h, data.uploadAudio.id);
  const elsewhere = await h.gql(REVERT, { id: other.id, v: refined, c: [] });
  expect(elsewhere.errors?.[0].message).toBe('That version belongs to another transcript');
  expect((await state()).versions).toHaveLength(count);
});

test('versionChanges from the current version says what restoring an older one brings back', async () => {
  const plain = (await state()).versionId;
  await h.gql(REFINE, { id });
  const back = await changesOf(plain, (await state()).versionId);
  expect(back.map((c) => [c.kind, c.before, c.after])).toContainEqual(['PUNCTUATION', 'then.', 'then']);
  expect(back).toHaveLength(6);
});

test('undo and redo are labelled by what they took back or brought back', async () => {
  const MERGE = 'mutation ($id: ID!, $base: ID) { mergeSegmentWithPrevious(id: $id, start: 2, baseVersionId: $base) { versionId } }';
  const RESTORE = 'mutation ($id: ID!, $v: ID!, $base: ID, $as: RestoreKind!) { restoreVersion(id: $id, versionId: $v, baseVersionId: $base, as: $as) { versionId } }';
  const before = (await state()).versionId;
  const merged = (await h.gql(MERGE, { id, base: before })).data.mergeSegmentWithPrevious.versionId;
  await h.gql(RESTORE, { id, v: before, base: merged, as: 'UNDO' });
  const undone = (await state()).versionId;
  await h.gql(RESTORE, { id, v: merged, base: undone, as: 'REDO' });
  const split = await h.gql('mutation ($id: ID!) { splitSegment(id: $id, start: 4, offset: 4) { versionId } }', { id });
  expect(split.errors).toBeUndefined();
  const speaker = await h.gql('mutation ($id: ID!) { setSegmentSpeaker(id: $id, start: 0, speaker: "Bea") { versionId } }', { id });
  expect(speaker.errors).toBeUndefined();
  expect((await state()).versions.slice(0, 5).map((v: { label: string }) => v.label)).toEqual([
    'Speaker of segment 1: Bea',
    'Split segment 2',
    'Redo: merge segments 1–2',
    'Undo: merge segments 1–2',
    'Merge segments 1–2',
  ]);
});
