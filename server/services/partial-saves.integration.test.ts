import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';
import { countRecords } from '../test/records.ts';

/** mergeEdits with `partial: true`: a save that carries only its change (issue 48, item 3). */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

type Seg = { id: string; start: number; end: number; text: string; speaker: string; words: { text: string }[] };

const CURRENT = 'query ($id: ID!) { transcript(id: $id) { versionId segments { id start end text speaker words { text } } } }';
const current = async (id: string): Promise<{ versionId: string; segments: Seg[] }> => (await h.gql(CURRENT, { id })).data.transcript;
const versions = (id: string) => countRecords(h.app, 'transcript_data', `meta_id = "${id}"`);

async function ready(): Promise<{ id: string; v1: string; segments: Seg[] }> {
  const { data } = await (await h.upload('Partial', wavBytes(), 'partial.wav', 'audio/wav')).json();
  const { id } = await waitForStatus(h, data.uploadAudio.id);
  const read = await current(id);
  return { id, v1: read.versionId, segments: read.segments };
}

const PARTIAL = `mutation ($id: ID!, $base: ID!, $segments: [SegmentInput!]!, $deleted: [ID!], $partial: Boolean! = true) {
  mergeEdits(id: $id, baseVersionId: $base, segments: $segments, partial: $partial, deletedSegmentIds: $deleted) {
    versionId
    conflicts { segmentId mine theirs base start }
    merged
  }
}`;
const SAVE = 'mutation ($id: ID!, $segments: [SegmentInput!]!, $base: ID) { saveEdits(id: $id, segments: $segments, baseVersionId: $base) { versionId } }';

async function refused(variables: Record<string, unknown>, message: string) {
  const answer = await h.gql(PARTIAL, variables);
  expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  expect(answer.errors?.[0].message).toBe(message);
}

test('only the changed segment is sent: it is matched by id, and every other segment stays, speakers, ends and words included', async () => {
  const { id, v1, segments } = await ready();
  const [first, second, third] = segments;
  // A start that names another segment does not matter: the id does.
  const saved = await h.gql(PARTIAL, { id, base: v1, segments: [{ id: second.id, start: second.start, text: 'thanks so much for having me' }] });
  expect(saved.errors).toBeUndefined();
  expect(saved.data.mergeEdits).toMatchObject({ conflicts: [], merged: false });
  const after = await current(id);
  expect(after.versionId).toBe(saved.data.mergeEdits.versionId);
  expect(after.segments).toEqual([first, { ...second, text: 'thanks so much for having me', words: expect.any(Array) }, third]);
  expect(after.segments[1].words.map((word) => word.text)).toEqual(['thanks', 'so', 'much', 'for', 'having', 'me']);
  // Nothing changed: no version written.
  const again = await h.gql(PARTIAL, { id, base: after.versionId, segments: [] });
  expect(again.data.mergeEdits.versionId).toBe(after.versionId);
  expect(await versions(id)).toBe(2);
});

test('a segment without an id is inserted by its start; deletedSegmentIds removes segments; a delete already made elsewhere changes nothing', async () => {
  const { id, v1, segments } = await ready();
  const [first, second, third] = segments;
  const inserted = await h.gql(PARTIAL, { id, base: v1, segments: [{ start: 2, text: 'hello' }], deleted: [third.id, third.id] });
  expect(inserted.errors).toBeUndefined();
  const v2 = inserted.data.mergeEdits.versionId;
  const after = await current(id);
  expect(after.segments.map((segment) => [segment.start, segment.text])).toEqual([
    [0, first.text],
    [2, 'hello'],
    [2.5, second.text],
  ]);
  // Ends where the next segment starts, and has an id of its own.
  expect(after.segments[1]).toMatchObject({ end: 2.5, id: expect.any(String) });
  // Someone else, still on v1, deletes the same segment and edits another: no conflict.
  const other = await h.gql(PARTIAL, { id, base: v1, segments: [{ id: first.id, start: 0, text: 'welcome back to the show' }], deleted: [third.id] });
  expect(other.errors).toBeUndefined();
  expect(other.data.mergeEdits).toMatchObject({ conflicts: [], merged: true });
  expect((await current(id)).segments.map((segment) => segment.text)).toEqual(['welcome back to the show', 'hello', second.text]);
  expect(v2).not.toBe(other.data.mergeEdits.versionId);
});

test('conflicts: an id the current version no longer has (mine given, theirs null), and a delete of a segment changed since the base', async () => {
  const { id, v1, segments } = await ready();
  const [first, second, third] = segments;
  // Others delete the third segment and change the second, as a full save.
  const theirs = await h.gql(SAVE, { id, base: v1, segments: [{ id: first.id, start: 0, text: first.text }, { id: second.id, start: 2.5, text: 'thanks for having me here' }] });
  expect(theirs.errors).toBeUndefined();
  const merged = await h.gql(PARTIAL, {
    id,
    base: v1,
    segments: [
      { id: third.id, start: third.start, text: 'lets start with the basics' },
      { id: 'never-was', start: 7, text: 'lost words' },
      { id: first.id, start: 0, text: 'welcome, everyone' },
    ],
    deleted: [second.id],
  });
  expect(merged.errors).toBeUndefined();
  expect(merged.data.mergeEdits.merged).toBe(true);
  expect(merged.data.mergeEdits.conflicts).toEqual([
    { segmentId: second.id, mine: null, theirs: 'thanks for having me here', base: second.text, start: 2.5 },
    { segmentId: third.id, mine: 'lets start with the basics', theirs: null, base: third.text, start: third.start },
    { segmentId: 'never-was', mine: 'lost words', theirs: null, base: null, start: 7 },
  ]);
  // What did not conflict is saved; theirs stays where it conflicts.
  expect((await current(id)).segments.map((segment) => segment.text)).toEqual(['welcome, everyone', 'thanks for having me here']);
  // On the current version too, an id it does not have is a conflict, not an error.
  const now = await current(id);
  const lost = await h.gql(PARTIAL, { id, base: now.versionId, segments: [{ id: third.id, start: third.start, text: 'again' }] });
  expect(lost.data.mergeEdits).toMatchObject({ versionId: now.versionId, merged: false, conflicts: [{ segmentId: third.id, mine: 'again', theirs: null, base: null }] });
});

test('refused with BAD_USER_INPUT, writing nothing: deletedSegmentIds without partial, one id in both lists or twice in segments, a delete of an id the base never had', async () => {
  const { id, v1, segments } = await ready();
  const [first] = segments;
  await refused({ id, base: v1, segments: [], deleted: [first.id], partial: false }, 'deletedSegmentIds needs partial: true (a full list deletes a segment by leaving it out).');
  await refused({ id, base: v1, segments: [{ id: first.id, start: 0, text: 'x' }], deleted: [first.id] }, `Segment id "${first.id}" is both in segments and in deletedSegmentIds; send it in one of them.`);
  await refused(
    { id, base: v1, segments: [{ id: first.id, start: 0, text: 'x' }, { id: first.id, start: 0, text: 'y' }] },
    `Segment id "${first.id}" is given twice in segments; send each changed segment once.`,
  );
  await refused({ id, base: v1, segments: [], deleted: ['nope'] }, 'deletedSegmentIds: no segment of the version the edits were made on has the id "nope".');
  // An insert on a segment's start is not matched to it: two segments would start there.
  await refused({ id, base: v1, segments: [{ start: 0, text: 'x' }] }, 'Segment 2: two segments start at 0 s; starts must be unique.');
  expect(await versions(id)).toBe(1);
});

test('without partial, mergeEdits and saveEdits take the full list as before: a segment left out is deleted', async () => {
  const { id, v1, segments } = await ready();
  const full = await h.gql(PARTIAL, { id, base: v1, segments: [{ id: segments[0].id, start: 0, text: 'welcome' }], partial: false });
  expect(full.errors).toBeUndefined();
  expect((await current(id)).segments.map((segment) => segment.text)).toEqual(['welcome']);
});
