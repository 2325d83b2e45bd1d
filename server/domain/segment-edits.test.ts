import { expect, test } from 'vitest';
import { assignSpeaker, mergeSpeakers, mergeWithPrevious, renameSpeaker, replaceAll, segmentRef, setSegmentSpeaker, splitSegment, startOf } from './segment-edits.ts';
import type { Segment } from './segment-types.ts';

const segments: Segment[] = [
  { speaker: 'Speaker 1', text: 'Hello and welcome.', start: 0, end: 2 },
  { speaker: 'Speaker 2', text: 'Thanks. Glad to be here.', start: 2, end: 6 },
  { speaker: 'Speaker 1', text: 'Let us begin.', start: 6, end: 8 },
];

test('renaming a speaker changes every one of their segments', () => {
  expect(renameSpeaker(segments, 'Speaker 1', ' ETRM ').map((s) => s.speaker)).toEqual(['ETRM', 'Speaker 2', 'ETRM']);
});

test('renaming onto an existing speaker merges the two', () => {
  expect(new Set(renameSpeaker(segments, 'Speaker 2', 'Speaker 1').map((s) => s.speaker))).toEqual(new Set(['Speaker 1']));
});

test('renaming an unknown speaker or to an empty name is refused', () => {
  expect(() => renameSpeaker(segments, 'Nobody', 'X')).toThrow('No segment is spoken by "Nobody"');
  expect(() => renameSpeaker(segments, 'Speaker 1', '  ')).toThrow('Speaker name is required');
});

test('merging several speakers into one', () => {
  const three = [...segments, { speaker: 'Speaker 3', text: 'Me too.', start: 9, end: 10 }];
  expect(mergeSpeakers(three, ['Speaker 2', 'Speaker 3'], 'Speaker 1').map((s) => s.speaker)).toEqual(Array(4).fill('Speaker 1'));
  expect(() => mergeSpeakers(three, ['Nobody'], 'Speaker 1')).toThrow('No segment is spoken by "Nobody"');
});

test('one segment’s speaker', () => {
  expect(setSegmentSpeaker(segments, 2, 'Guest')[1].speaker).toBe('Guest');
  expect(() => setSegmentSpeaker(segments, 3, 'Guest')).toThrow('No segment starts at 3 s');
});

test('a command names its segment by id or by start (deprecated), exactly one, or both when they agree', () => {
  const withIds = segments.map((segment, i) => ({ ...segment, id: `s${i}` }));
  expect(startOf(withIds, segmentRef('s1', null))).toBe(2);
  expect(startOf(withIds, segmentRef(null, 6))).toBe(6);
  expect(startOf(withIds, segmentRef('s2', 6))).toBe(6);
  expect(() => segmentRef(null, undefined)).toThrow('Name the segment with segmentId (its Segment.id)');
  expect(() => startOf(withIds, segmentRef('s1', 6))).toThrow('segmentId "s1" and start 6 name different segments; give segmentId alone');
  expect(() => startOf(withIds, segmentRef('nope', null))).toThrow('No segment has the id "nope"');
  expect(() => startOf(withIds, segmentRef('s1', 3))).toThrow('No segment starts at 3 s');
  // Start 0 is a start, not a missing one.
  expect(startOf(withIds, segmentRef(undefined, 0))).toBe(0);
});

test('split without word timings divides time by the share of text', () => {
  const result = splitSegment(segments, 2, 8); // "Thanks. " | "Glad to be here."
  expect(result.slice(1, 3)).toEqual([
    { speaker: 'Speaker 2', text: 'Thanks.', start: 2, end: 3.333 },
    { speaker: 'Speaker 2', text: 'Glad to be here.', start: 3.333, end: 6 },
  ]);
  expect(result).toHaveLength(4);
});

test('split with word timings starts the new segment at the next word', () => {
  const timed: Segment[] = [
    {
      speaker: 'A',
      text: 'one two three',
      start: 10,
      end: 13,
      words: [
        { text: 'one', start: 10, end: 10.5 },
        { text: 'two', start: 11.2, end: 11.6 },
        { text: 'three', start: 12, end: 12.9 },
      ],
    },
  ];
  const [first, second] = splitSegment(timed, 10, 4);
  expect(first).toMatchObject({ text: 'one', start: 10, end: 11.2 });
  expect(second).toMatchObject({ text: 'two three', start: 11.2, end: 13 });
  expect(second.words?.map((w) => w.text)).toEqual(['two', 'three']);
});

test('split at the very start or end is refused', () => {
  expect(() => splitSegment(segments, 0, 0)).toThrow(/both parts/);
  expect(() => splitSegment(segments, 0, 18)).toThrow(/both parts/);
});

test('merge with the previous segment keeps its speaker and start, takes this end', () => {
  const result = mergeWithPrevious(segments, 2);
  expect(result).toEqual([{ speaker: 'Speaker 1', text: 'Hello and welcome. Thanks. Glad to be here.', start: 0, end: 6 }, segments[2]]);
  expect(() => mergeWithPrevious(segments, 0)).toThrow(/first segment/);
});

test('replace all counts matches; case and whole-word options', () => {
  expect(replaceAll(segments, 'e', 'E').count).toBe(8);
  expect(replaceAll(segments, 'LET', 'Let', { matchCase: true }).count).toBe(0);
  const whole = replaceAll([{ speaker: '', text: 'the theme of the day', start: 0, end: 1 }], 'the', 'a', { wholeWord: true });
  expect(whole).toEqual({ count: 2, segments: [{ speaker: '', text: 'a theme of a day', start: 0, end: 1 }] });
  expect(replaceAll(segments, 'a.b', 'x').count).toBe(0); // the search text is literal, not a pattern
});

/** A call where one segment holds both voices: "Hello? Hello? Oh, hello." (A, then B, then A again). */
const call: Segment[] = [
  { id: 'a', speaker: 'A', text: 'Hi.', start: 0, end: 1, words: [{ text: 'Hi.', start: 0.1, end: 0.6 }] },
  {
    id: 'b',
    speaker: 'A',
    text: 'Hello? Hello? Oh, hello.',
    start: 1,
    end: 5,
    words: [
      { text: 'Hello?', start: 1.1, end: 1.6 },
      { text: 'Hello?', start: 1.9, end: 2.4 },
      { text: 'Oh,', start: 3.2, end: 3.4 },
      { text: 'hello.', start: 3.5, end: 4.2 },
    ],
  },
  { id: 'c', speaker: 'B', text: 'Who is this?', start: 5, end: 6 },
];

test('assigning a speaker to words inside a segment splits it around them, cut at word times, words kept', () => {
  // "Hello? [Hello?] Oh, hello.": the selection touches the second word only, even partly.
  const result = assignSpeaker(call, 'b', 8, 10, ' B ');
  expect(result.map((s) => [s.speaker, s.text, s.start, s.end])).toEqual([
    ['A', 'Hi.', 0, 1],
    ['A', 'Hello?', 1, 1.9],
    ['B', 'Hello?', 1.9, 3.2],
    ['A', 'Oh, hello.', 3.2, 5],
    ['B', 'Who is this?', 5, 6],
  ]);
  expect(result[2].words).toEqual([{ text: 'Hello?', start: 1.9, end: 2.4 }]);
  expect(result[3].words?.map((w) => w.start)).toEqual([3.2, 3.5]);
});

test('words reaching the end of a segment join the next segment when it is already that speaker’s', () => {
  const result = assignSpeaker(call, 'b', 14, 24, 'B');
  expect(result.map((s) => [s.id, s.speaker, s.text, s.start, s.end])).toEqual([
    ['a', 'A', 'Hi.', 0, 1],
    ['b', 'A', 'Hello? Hello?', 1, 3.2],
    ['b', 'B', 'Oh, hello. Who is this?', 3.2, 6],
  ]);
});

test('words from the start of a segment join the previous segment of that speaker; the whole segment only changes speaker', () => {
  const toA = assignSpeaker(assignSpeaker(call, 'b', 0, 24, 'C'), 'b', 0, 6, 'A');
  expect(toA.map((s) => [s.speaker, s.text, s.start, s.end])).toEqual([
    ['A', 'Hi. Hello?', 0, 1.9],
    ['C', 'Hello? Oh, hello.', 1.9, 5],
    ['B', 'Who is this?', 5, 6],
  ]);
  expect(assignSpeaker(call, 'c', 0, 12, 'D')[2]).toEqual({ ...call[2], speaker: 'D' });
});

test('assigning a speaker needs a known segment, some words and a name', () => {
  expect(() => assignSpeaker(call, 'zz', 0, 3, 'B')).toThrow('No segment has the id "zz"');
  expect(() => assignSpeaker(call, 'b', 3, 3, 'B')).toThrow(/Select some words/);
  expect(() => assignSpeaker(call, 'b', 6, 7, 'B')).toThrow(/no words/);
  expect(() => assignSpeaker(call, 'b', 0, 3, ' ')).toThrow('Speaker name is required');
});
