import { expect, test } from 'vitest';
import { applyPartialEdits, checkPartialEdits } from './partial-edits.ts';
import { mergeSegments } from './segment-merge.ts';
import type { Segment } from './segment-types.ts';

const base: Segment[] = [
  { id: 'a', speaker: 'Ada', text: 'Hello and welcome.', start: 0, end: 2, words: [{ text: 'Hello', start: 0, end: 0.5 }] },
  { id: 'b', speaker: 'Bea', text: 'Thanks.', start: 2, end: 4 },
  { id: 'c', speaker: 'Ada', text: 'Let us begin.', start: 4, end: 6 },
];

test('a partial save replaces the segments it names by id, and keeps every other as the very same object', () => {
  const { segments, lost } = applyPartialEdits(base, base, { segments: [{ id: 'b', start: 2, text: 'Thanks a lot.' }], deletedIds: [] });
  expect(lost).toEqual([]);
  expect(segments.map((segment) => segment.text)).toEqual(['Hello and welcome.', 'Thanks a lot.', 'Let us begin.']);
  // Speaker and end left out are kept; the unchanged segments are the stored objects (the store reuses their contents).
  expect(segments[1]).toMatchObject({ id: 'b', speaker: 'Bea', end: 4 });
  expect(segments[0]).toBe(base[0]);
  expect(segments[2]).toBe(base[2]);
});

test('matched by id only: a changed start moves the segment, and a segment without an id is new, placed by its start', () => {
  const { segments } = applyPartialEdits(base, base, {
    segments: [
      { start: 3, text: 'Inserted.' },
      { id: 'a', start: 5, text: 'Moved.' },
    ],
    deletedIds: [],
  });
  expect(segments.map((segment) => [segment.id, segment.start, segment.text])).toEqual([
    ['b', 2, 'Thanks.'],
    [undefined, 3, 'Inserted.'],
    ['c', 4, 'Let us begin.'],
    ['a', 5, 'Moved.'],
  ]);
  // A new segment without an end ends where the next one starts.
  expect(segments[1].end).toBe(4);
  // Inserted at a stored segment's start, it is not matched to that segment: two starts, which the version rules refuse.
  expect(applyPartialEdits(base, base, { segments: [{ start: 2, text: 'Same start.' }], deletedIds: [] }).segments.filter((s) => s.start === 2)).toHaveLength(2);
});

test('deletes remove the named segments; deleting one twice is deleting it once', () => {
  const { segments } = applyPartialEdits(base, base, { segments: [], deletedIds: ['b', 'b'] });
  expect(segments.map((segment) => segment.id)).toEqual(['a', 'c']);
});

test('an id the caller never had is BAD_USER_INPUT in deletedSegmentIds, and a conflict (theirs null) in segments', () => {
  expect(() => applyPartialEdits(base, base, { segments: [], deletedIds: ['zz'] })).toThrow('deletedSegmentIds: no segment of the version the edits were made on has the id "zz".');
  const { segments, lost } = applyPartialEdits(base, base, { segments: [{ id: 'zz', start: 9, text: 'Gone.', speaker: 'Cy' }], deletedIds: [] });
  expect(segments).toEqual(base);
  expect(lost).toEqual([{ segmentId: 'zz', mine: 'Gone.', theirs: null, base: null, mineSpeaker: 'Cy', theirsSpeaker: null, start: 9 }]);
});

test('the lists are checked on their own: an id twice in segments, or in both lists, is BAD_USER_INPUT', () => {
  expect(() => checkPartialEdits({ segments: [{ id: 'a', start: 0, text: 'x' }, { id: 'a', start: 0, text: 'y' }], deletedIds: [] })).toThrow(
    'Segment id "a" is given twice in segments; send each changed segment once.',
  );
  expect(() => checkPartialEdits({ segments: [{ id: 'a', start: 0, text: 'x' }], deletedIds: ['a'] })).toThrow(
    'Segment id "a" is both in segments and in deletedSegmentIds; send it in one of them.',
  );
  expect(() => checkPartialEdits({ segments: [{ start: 0, text: 'x' }, { start: 1, text: 'y' }], deletedIds: ['a', 'a'] })).not.toThrow();
});

test('merged three ways as a full list is: others’ changes kept, a delete of a segment changed since is a conflict, a delete of one deleted since is not', () => {
  const theirs: Segment[] = [{ ...base[0], text: 'Hello, welcome.' }, { ...base[1], text: 'Thank you.' }];
  const changes = { segments: [{ id: 'a', start: 0, text: 'Hello and welcome.' }], deletedIds: ['b', 'c'] };
  const mine = applyPartialEdits(base, theirs, changes).segments;
  const merged = mergeSegments(base, theirs, mine);
  expect(merged.segments.map((segment) => segment.text)).toEqual(['Hello, welcome.', 'Thank you.']);
  expect(merged.conflicts).toEqual([{ segmentId: 'b', mine: null, theirs: 'Thank you.', base: 'Thanks.', mineSpeaker: null, theirsSpeaker: 'Bea', start: 2 }]);
});

test('a changed segment that others added since the base is merged as mine against theirs', () => {
  const added: Segment = { id: 'n', speaker: 'Cy', text: 'New there.', start: 7, end: 8 };
  const { segments, lost } = applyPartialEdits(base, [...base, added], { segments: [{ id: 'n', start: 7, text: 'Changed here.' }], deletedIds: [] });
  expect(lost).toEqual([]);
  expect(segments.at(-1)).toMatchObject({ id: 'n', speaker: 'Cy', text: 'Changed here.', end: 8 });
  expect(mergeSegments(base, [...base, added], segments).conflicts.map((conflict) => [conflict.segmentId, conflict.mine, conflict.theirs])).toEqual([['n', 'Changed here.', 'New there.']]);
});
