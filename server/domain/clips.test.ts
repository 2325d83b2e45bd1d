import { expect, test } from 'vitest';
import { clipWindow, MAX_CLIP_SECONDS, selectionTimes } from './clips.ts';
import type { Segment } from './segment-types.ts';

const words = (spec: [string, number, number][]) => spec.map(([text, start, end]) => ({ text, start, end, confidence: 0.9 }));
const SEGMENTS: Segment[] = [
  { id: 'a', speaker: 'A', start: 0, end: 3, text: 'one two three', words: words([['one', 0.2, 0.6], ['two', 0.7, 1.1], ['three', 1.3, 2.0]]) },
  { id: 'b', speaker: 'B', start: 3, end: 5, text: 'four five', words: words([['four', 3.1, 3.5], ['five', 3.6, 4.2]]) },
  // Words not timed (typed over): shared out by position.
  { id: 'c', speaker: 'A', start: 6, end: 8, text: 'six seven', words: [] },
];
const select = (fromSegmentId: string, fromWord: number, toSegmentId: string, toWord: number) => ({ fromSegmentId, fromWord, toSegmentId, toWord });

test('a selection runs from its first word’s start to its last word’s end, across segments and speakers', () => {
  expect(selectionTimes(select('a', 1, 'a', 1), SEGMENTS)).toEqual({ start: 0.7, end: 1.1 });
  expect(selectionTimes(select('a', 2, 'b', 1), SEGMENTS)).toEqual({ start: 1.3, end: 4.2 });
  expect(selectionTimes(select('c', 1, 'c', 1), SEGMENTS)).toEqual({ start: 7, end: 8 });
});

test('a selection of no word is refused, and so is one out of the text', () => {
  expect(() => selectionTimes(select('a', 2, 'a', 1), SEGMENTS)).toThrow(/at least one word/);
  expect(() => selectionTimes(select('b', 0, 'a', 2), SEGMENTS)).toThrow(/at least one word/);
  expect(() => selectionTimes(select('a', 0, 'a', 3), SEGMENTS)).toThrow(/at least one word/);
  expect(() => selectionTimes(select('a', 0.5, 'a', 1), SEGMENTS)).toThrow(/at least one word/);
  expect(() => selectionTimes(select('x', 0, 'a', 1), SEGMENTS)).toThrow(/not in the current version/);
});

test('the padding widens the words on each side, clamped to the recording', () => {
  expect(clipWindow({ start: 1.3, end: 4.2 }, 250, 30)).toEqual({ start: 1.05, end: 4.45 });
  expect(clipWindow({ start: 0.1, end: 1 }, 250, 30)).toEqual({ start: 0, end: 1.25 });
  expect(clipWindow({ start: 29, end: 29.9 }, 250, 30)).toEqual({ start: 28.75, end: 30 });
  // The recording's length unknown: not clamped at the end.
  expect(clipWindow({ start: 29, end: 29.9 }, 250, null)).toEqual({ start: 28.75, end: 30.15 });
});

test('padding out of range, and a clip longer than three minutes with its padding, are refused', () => {
  expect(() => clipWindow({ start: 1, end: 2 }, -1, 30)).toThrow(/paddingMs/);
  expect(() => clipWindow({ start: 1, end: 2 }, 5001, 30)).toThrow(/paddingMs/);
  expect(() => clipWindow({ start: 1, end: 2 }, 2.5, 30)).toThrow(/paddingMs/);
  expect(clipWindow({ start: 10, end: 10 + MAX_CLIP_SECONDS - 0.5 }, 250, null).end).toBe(10.25 + MAX_CLIP_SECONDS - 0.5);
  expect(() => clipWindow({ start: 10, end: 10 + MAX_CLIP_SECONDS }, 250, null)).toThrow(/at most 3 minutes/);
  expect(() => clipWindow({ start: 0, end: 7200 }, 0, 7200)).toThrow(/at most 3 minutes long: these words with their padding last 7200 s/);
  expect(() => clipWindow({ start: 31, end: 32 }, 0, 30)).toThrow(/no time in the recording/);
});
