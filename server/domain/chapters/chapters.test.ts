import { describe, expect, test } from 'vitest';
import type { Segment } from '../segment-types.ts';
import { carryChapters, chaptersOf, sameChapters, settleChapters } from './chapters.ts';

const segment = (id: string, start: number, end: number): Segment => ({ id, start, end, speaker: 'A', text: id });
const segments = [segment('a', 0, 10), segment('b', 10, 20), segment('c', 20, 30), segment('d', 30, 40)];

describe('settleChapters', () => {
  test('trims titles, keeps the id of a chapter already on the segment, names a new one after its segment, in segment order', () => {
    const before = [{ id: 'c-old', segmentId: 'c', title: 'Old' }];
    expect(settleChapters([{ segmentId: 'c', title: '  Later   on ' }, { segmentId: 'a', title: 'Start' }], segments, before)).toEqual([
      { id: 'ca', segmentId: 'a', title: 'Start' },
      { id: 'c-old', segmentId: 'c', title: 'Later on' },
    ]);
  });

  test.each([
    ['an empty title', [{ segmentId: 'a', title: '   ' }], /1 to 200/],
    ['a title of 201 characters', [{ segmentId: 'a', title: 'x'.repeat(201) }], /1 to 200/],
    ['a segment the version has not', [{ segmentId: 'zz', title: 'Gone' }], /not in the current version/],
    ['two chapters on one segment', [{ segmentId: 'a', title: 'One' }, { segmentId: 'a', title: 'Two' }], /one segment has one chapter/],
  ])('refuses %s', (_what, inputs, message) => {
    expect(() => settleChapters(inputs, segments, [])).toThrow(message);
  });

  test('a title of 200 characters is allowed', () => {
    expect(settleChapters([{ segmentId: 'a', title: 'x'.repeat(200) }], segments, [])[0].title).toHaveLength(200);
  });
});

describe('chaptersOf', () => {
  test('gives each chapter its segment’s start, sorted by start, and leaves out one whose segment is not there', () => {
    const chapters = [
      { id: '1', segmentId: 'c', title: 'C' },
      { id: '2', segmentId: 'a', title: 'A' },
      { id: '3', segmentId: 'zz', title: 'Z' },
    ];
    expect(chaptersOf({ segments, chapters })).toEqual([
      { id: '2', segmentId: 'a', title: 'A', start: 0 },
      { id: '1', segmentId: 'c', title: 'C', start: 20 },
    ]);
    expect(chaptersOf({ segments, chapters: null })).toEqual([]);
  });
});

describe('carryChapters', () => {
  const chapters = [
    { id: '1', segmentId: 'a', title: 'A' },
    { id: '2', segmentId: 'c', title: 'C' },
  ];

  test('unchanged segments keep their chapters', () => {
    expect(carryChapters(chapters, segments, segments)).toEqual(chapters);
  });

  test('a chapter whose segment was merged into the one before moves to it', () => {
    const merged = [segment('a', 0, 10), segment('b', 10, 30), segment('d', 30, 40)];
    expect(carryChapters(chapters, segments, merged)).toEqual([chapters[0], { id: '2', segmentId: 'b', title: 'C' }]);
  });

  test('a chapter whose segment was deleted goes', () => {
    const deleted = [segment('a', 0, 10), segment('b', 10, 20), segment('d', 30, 40)];
    expect(carryChapters(chapters, segments, deleted)).toEqual([chapters[0]]);
  });

  test('when a moved chapter lands on a segment that has one, the earlier stays', () => {
    const both = [{ id: '1', segmentId: 'b', title: 'B' }, { id: '2', segmentId: 'c', title: 'C' }];
    const merged = [segment('a', 0, 10), segment('b', 10, 30), segment('d', 30, 40)];
    expect(carryChapters(both, segments, merged)).toEqual([both[0]]);
  });

  test('sameChapters compares ids, segments and titles in order', () => {
    expect(sameChapters(chapters, [...chapters])).toBe(true);
    expect(sameChapters(chapters, [chapters[0], { ...chapters[1], title: 'D' }])).toBe(false);
    expect(sameChapters(chapters, [chapters[0]])).toBe(false);
  });
});

test('a chapter moved to another segment (its title now on a segment it was not on) keeps its id', () => {
  const before = [{ id: 'ca', segmentId: 'a', title: 'Start' }, { id: 'cb', segmentId: 'b', title: 'Middle' }];
  expect(settleChapters([{ segmentId: 'a', title: 'Start' }, { segmentId: 'c', title: 'Middle' }], segments, before)).toEqual([
    { id: 'ca', segmentId: 'a', title: 'Start' },
    { id: 'cb', segmentId: 'c', title: 'Middle' },
  ]);
});
