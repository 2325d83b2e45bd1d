import { expect, test } from 'vitest';
import { talkOn } from './subjects.test-support.ts';
import { chapterStarts, depthScores } from './text-tiling.ts';

test('a depth score is how far a gap lies below the peaks climbed to on either side', () => {
  expect(depthScores([0.5, 0.2, 0.6, 0.6, 0.1, 0.3])).toEqual([0, 0.7, 0, 0, 0.7, 0].map((depth) => expect.closeTo(depth, 9)));
});

test('finds where the talk moves to another subject, at segment boundaries near the true ones', () => {
  const { segments, starts } = talkOn(['bread', 'stars', 'boats']);
  const found = chapterStarts(segments);
  expect(found).toHaveLength(2);
  found.forEach((start, i) => expect(Math.abs(start - starts[i + 1])).toBeLessThanOrEqual(1));
});

test('talk on one subject is not cut', () => {
  expect(chapterStarts(talkOn(['bread'], 60).segments)).toEqual([]);
});

test('the speakers do not decide: the same words with every segment by one speaker are cut the same', () => {
  const { segments } = talkOn(['stars', 'boats']);
  expect(chapterStarts(segments.map((segment) => ({ ...segment, speaker: 'Host' })))).toEqual(chapterStarts(segments));
});

test('no chapter is shorter than 8 segments or 2 minutes', () => {
  const { segments } = talkOn(['bread', 'stars', 'boats', 'bread'], 5);
  const found = [0, ...chapterStarts(segments), segments.length];
  for (let i = 1; i < found.length; i++) {
    const long = found[i] - found[i - 1] >= 8 || segments[found[i] - 1].end - segments[found[i - 1]].start >= 120;
    expect(long).toBe(true);
  }
});

test('too short a text to compare blocks of has no boundaries', () => {
  expect(chapterStarts(talkOn(['bread'], 1).segments)).toEqual([]);
  expect(chapterStarts([])).toEqual([]);
});

test('talk that mixes its subjects all the way through has no change of subject to cut at', () => {
  const { segments } = talkOn(['bread', 'stars', 'boats']);
  // Every third segment from each subject in turn: the same three subjects' words in every stretch.
  const mixed = segments.map((_, i) => segments[(i % 3) * 20 + Math.floor(i / 3)]);
  expect(chapterStarts(mixed)).toEqual([]);
  expect(chapterStarts(segments)).toHaveLength(2);
});
