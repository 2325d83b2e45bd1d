import { describe, expect, test } from 'vitest';
import { mergeWithPrevious, setSegmentSpeaker, splitSegment } from './segment-edits.ts';
import { settleIds } from './segment-ids.ts';
import { changedIds, mergeSegments, touchedSinceBase } from './segment-merge.ts';
import { applyEdits, checkSegments } from './segments.ts';
import type { Segment } from './segment-types.ts';

const base: Segment[] = settleIds([
  { speaker: 'Ada', text: 'Hello and welcome to the show.', start: 0, end: 2 },
  { speaker: 'Ben', text: 'Thanks, glad to be here.', start: 2, end: 4 },
  { speaker: 'Ada', text: 'Let us begin with copper.', start: 4, end: 6 },
  { speaker: 'Ben', text: 'Copper came from Lagos.', start: 6, end: 8 },
]);
const [a, b, c, d] = base.map((segment) => segment.id!);

/** A writer's list as the web app sends it (starts and texts), turned into segments on the base as the server does. */
const typed = (texts: Record<number, string>, from: readonly Segment[] = base) =>
  settleIds(applyEdits(base, from.map((segment, i) => ({ start: segment.start, text: texts[i] ?? segment.text }))));
const textOf = (segments: readonly Segment[]) => segments.map((segment) => segment.text);

describe('one writer per segment', () => {
  test('changes to different segments are both kept, without a conflict', () => {
    const merged = mergeSegments(base, typed({ 0: 'Hello, welcome.' }), typed({ 3: 'Copper came from Chicago.' }));
    expect(merged.conflicts).toEqual([]);
    expect(textOf(merged.segments)).toEqual(['Hello, welcome.', base[1].text, base[2].text, 'Copper came from Chicago.']);
  });

  test('a delete on one side and no change on the other deletes', () => {
    const mine = base.filter((segment) => segment.id !== b);
    const merged = mergeSegments(base, typed({ 2: 'Let us start.' }), mine);
    expect(merged.conflicts).toEqual([]);
    expect(merged.segments.map((segment) => segment.id)).toEqual([a, c, d]);
    expect(merged.segments[1].text).toBe('Let us start.');
  });

  test('a segment added on one side is added; words follow the side their text comes from', () => {
    const mine = typed({ 1: 'Thanks, glad to be here today.' });
    const added = settleIds(applyEdits(base, [...base.map((s) => ({ start: s.start, text: s.text })), { start: 9, end: 10, text: 'Goodbye.', speaker: 'Ada' }]));
    const merged = mergeSegments(base, added, mine);
    expect(merged.conflicts).toEqual([]);
    expect(textOf(merged.segments)).toEqual([base[0].text, 'Thanks, glad to be here today.', base[2].text, base[3].text, 'Goodbye.']);
    expect(merged.segments[1]).toBe(mine[1]);
  });
});

describe('both writers on one segment', () => {
  test('the same change on both sides is no conflict', () => {
    const merged = mergeSegments(base, typed({ 1: 'Thanks!' }), typed({ 1: 'Thanks!' }));
    expect(merged).toEqual({ segments: typed({ 1: 'Thanks!' }), conflicts: [] });
  });

  test('different texts are a conflict that keeps theirs', () => {
    const merged = mergeSegments(base, typed({ 1: 'Theirs.', 3: 'Also theirs.' }), typed({ 0: 'Mine, elsewhere.', 1: 'Mine.' }));
    expect(merged.conflicts).toEqual([{ segmentId: b, mine: 'Mine.', theirs: 'Theirs.', base: base[1].text, mineSpeaker: 'Ben', theirsSpeaker: 'Ben', start: 2 }]);
    expect(textOf(merged.segments)).toEqual(['Mine, elsewhere.', 'Theirs.', base[2].text, 'Also theirs.']);
  });

  test('a speaker change against a text change of the same segment is a conflict', () => {
    const merged = mergeSegments(base, setSegmentSpeaker(base, 4, 'Cleo'), typed({ 2: 'Let us begin.' }));
    expect(merged.conflicts).toMatchObject([{ segmentId: c, mine: 'Let us begin.', theirs: base[2].text, mineSpeaker: 'Ada', theirsSpeaker: 'Cleo' }]);
    expect(merged.segments[2].speaker).toBe('Cleo');
  });

  test('a delete against a change is a conflict, either way round', () => {
    const without = base.filter((segment) => segment.id !== d);
    const mineDeleted = mergeSegments(base, typed({ 3: 'Changed.' }), without);
    expect(mineDeleted.conflicts).toMatchObject([{ segmentId: d, mine: null, theirs: 'Changed.', mineSpeaker: null, start: 6 }]);
    expect(textOf(mineDeleted.segments)).toContain('Changed.');
    const theirsDeleted = mergeSegments(base, without, typed({ 3: 'Changed.' }));
    expect(theirsDeleted.conflicts).toMatchObject([{ segmentId: d, mine: 'Changed.', theirs: null, theirsSpeaker: null, start: 6 }]);
    expect(theirsDeleted.segments.map((segment) => segment.id)).toEqual([a, b, c]);
  });

  const timed = base.map((segment) => {
    const words = segment.text.split(' ');
    const step = (segment.end - segment.start) / words.length;
    return { ...segment, words: words.map((text, i) => ({ text, start: segment.start + i * step, end: segment.start + (i + 1) * step, confidence: 0.9 })) };
  });

  test.each([
    ['without word timings', base],
    ['with word timings', timed],
  ])('the same split on both sides is no conflict, whether made by command or by typing (%s)', (_, from) => {
    const byCommand = settleIds(splitSegment(from, 4, 'Let us begin'.length));
    const second = byCommand[3];
    expect(second.id).toBe(`${c}.${(second.start * 1000).toString(36)}`);
    // Typed: the first part keeps the start, the second is new (its id comes from its start, not from the parent).
    const edits = byCommand.map((segment) => ({ start: segment.start, end: segment.end, text: segment.text, speaker: segment.speaker }));
    const byTyping = settleIds(applyEdits(from, edits));
    expect(byTyping[3].id).not.toBe(second.id);
    for (const [theirs, mine] of [
      [byCommand, byCommand],
      [byCommand, byTyping],
      [byTyping, byCommand],
    ]) {
      const merged = mergeSegments(from, theirs, mine);
      expect(merged.conflicts).toEqual([]);
      expect(textOf(merged.segments)).toEqual(textOf(byCommand));
      expect(checkSegments(merged.segments, 0)).toEqual(merged.segments);
      expect(merged.segments.slice(2, 4)).toEqual(theirs.slice(2, 4));
    }
  });

  test('a split against an edit of its segment is a conflict for both parts; theirs stays whole', () => {
    const split = settleIds(splitSegment(base, 4, 'Let us begin'.length));
    const merged = mergeSegments(base, typed({ 2: 'Let us start with copper.' }), split);
    expect(merged.conflicts.map((conflict) => [conflict.segmentId, conflict.mine, conflict.theirs])).toEqual([
      [c, 'Let us begin', 'Let us start with copper.'],
      [split[3].id, 'with copper.', null],
    ]);
    expect(textOf(merged.segments)).toEqual([base[0].text, base[1].text, 'Let us start with copper.', base[3].text]);
  });

  test('a merge counts as a change to both segments', () => {
    const merged = mergeSegments(base, typed({ 3: 'Copper came from Chicago.' }), mergeWithPrevious(base, 6));
    expect(merged.conflicts.map((conflict) => conflict.segmentId)).toEqual([d]);
    expect(mergeSegments(base, typed({ 0: 'Hi.' }), mergeWithPrevious(base, 6)).conflicts).toEqual([]);
  });
});

describe('two segments at one start', () => {
  const addAt = (start: number, text: string, id?: string) =>
    [...base, { ...(id && { id }), speaker: 'Ada', text, start, end: start + 0.5 }].sort((x, y) => x.start - y.start);

  test('the same addition on both sides is kept once', () => {
    const merged = mergeSegments(base, settleIds(addAt(3, 'An aside.')), settleIds(addAt(3, 'An aside.', 'client-chosen')));
    expect(merged.conflicts).toEqual([]);
    expect(merged.segments.filter((segment) => segment.start === 3)).toHaveLength(1);
  });

  test('different additions at one start: theirs stays, mine is offered on it as a conflict (new on both sides)', () => {
    const theirs = settleIds(addAt(3, 'Their aside.', 'theirs-new'));
    for (const mine of [settleIds(addAt(3, 'My aside.')), settleIds(addAt(3, 'My aside.', 'mine-new'))]) {
      const merged = mergeSegments(base, theirs, mine);
      expect(merged.conflicts).toEqual([{ segmentId: 'theirs-new', mine: 'My aside.', theirs: 'Their aside.', base: null, mineSpeaker: 'Ada', theirsSpeaker: 'Ada', start: 3 }]);
      expect(checkSegments(merged.segments, 0)).toHaveLength(5);
      expect(merged.segments.find((segment) => segment.start === 3)?.text).toBe('Their aside.');
    }
  });

  test('a segment moved onto a start that theirs gave another stays where theirs has it', () => {
    const theirs = settleIds(addAt(5, 'New at five.'));
    const mine = base.map((segment) => (segment.id === c ? { ...segment, start: 5 } : segment));
    const merged = mergeSegments(base, theirs, mine);
    expect(merged.conflicts).toMatchObject([{ segmentId: c, start: 4 }]);
    expect(merged.segments.map((segment) => segment.start)).toEqual([0, 2, 4, 5, 6]);
  });
});

test('changedIds names added, removed and changed segments', () => {
  const after = [{ ...base[0], text: 'x' }, base[1], base[2], { id: 'new', speaker: '', text: 'y', start: 9, end: 9 }];
  expect(changedIds(base, after)).toEqual(new Set([a, d, 'new']));
});

test('touchedSinceBase: only the segments a command changes that also changed since its base', () => {
  const current = typed({ 0: 'Hi.' });
  expect(touchedSinceBase(base, current, setSegmentSpeaker(current, 4, 'Cleo'))).toEqual([]);
  expect(touchedSinceBase(base, current, setSegmentSpeaker(current, 0, 'Cleo'))).toEqual([
    { segmentId: a, mine: 'Hi.', theirs: 'Hi.', base: base[0].text, mineSpeaker: 'Cleo', theirsSpeaker: 'Ada', start: 0 },
  ]);
});
