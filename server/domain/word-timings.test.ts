import { expect, test } from 'vitest';
import { applyEdits, normalizeTranscribed } from './segments.ts';
import type { Segment, Word } from './segment-types.ts';
import { replaceAll, splitSegment } from './segment-edits.ts';
import { cleanWords, retext, retimeWords } from './word-timings.ts';

/** A word; confidence null stands for a typed word, stored without one. */
const w = (text: string, start: number, end: number, confidence: number | null = 0.9): Word =>
  confidence === null ? { text, start, end } : { text, start, end, confidence };

const jfk: Segment = {
  speaker: 'Speaker 1',
  text: 'And so, my fellow Americans,',
  start: 0.3,
  end: 2.1,
  words: [w('And', 0.32, 0.5), w('so,', 0.5, 0.8), w('my', 0.9, 1.1), w('fellow', 1.1, 1.5), w('Americans,', 1.5, 2.1)],
};

test('unchanged text keeps every word as recognized', () => {
  expect(retimeWords(jfk, jfk.text, jfk)).toEqual(jfk.words);
});

test('a corrected word takes the time of the word it replaces, with no confidence', () => {
  expect(retimeWords(jfk, 'And so, my dear Americans,', jfk)).toEqual([
    w('And', 0.32, 0.5),
    w('so,', 0.5, 0.8),
    w('my', 0.9, 1.1),
    w('dear', 1.1, 1.5, null),
    w('Americans,', 1.5, 2.1),
  ]);
});

test('two words typed for one share the gap between their kept neighbours by length', () => {
  // "fellow" (1.1-1.5) goes: the two new words fill the time between "my" and "Americans,".
  expect(retimeWords(jfk, 'And so, my good old Americans,', jfk)).toEqual([
    w('And', 0.32, 0.5),
    w('so,', 0.5, 0.8),
    w('my', 0.9, 1.1),
    w('good', 1.1, 1.329, null),
    w('old', 1.329, 1.5, null),
    w('Americans,', 1.5, 2.1),
  ]);
});

test('words typed at the start and end fill from the segment’s edges', () => {
  expect(retimeWords(jfk, 'Well And so, my fellow Americans, today', jfk)).toEqual([
    w('Well', 0.3, 0.32, null),
    ...jfk.words!,
    w('today', 2.1, 2.1, null),
  ]);
});

test('deleted words leave the others untouched', () => {
  expect(retimeWords(jfk, 'my fellow Americans,', jfk)).toEqual(jfk.words!.slice(2));
});

test('a new segment gets typed words spread over its span', () => {
  expect(retimeWords(undefined, 'Hello there', { start: 10, end: 11 })).toEqual([w('Hello', 10, 10.5, null), w('there', 10.5, 11, null)]);
});

test('a segment stored without words (an older transcript) stays without them', () => {
  expect(retimeWords({ text: 'old text' }, 'new text', { start: 0, end: 1 })).toBeUndefined();
});

test('kept words are clamped into a shortened segment and stay in order', () => {
  expect(retimeWords(jfk, jfk.text, { start: 0.3, end: 1.2 })!.map((x) => [x.start, x.end])).toEqual([
    [0.32, 0.5],
    [0.5, 0.8],
    [0.9, 1.1],
    [1.1, 1.2],
    [1.2, 1.2],
  ]);
});

test('repeated words: the diff keeps the right ones', () => {
  const seg: Segment = { speaker: '', text: 'the the basics', start: 0, end: 3, words: [w('the', 0, 1), w('the', 1, 2), w('basics', 2, 3)] };
  expect(retimeWords(seg, 'the basics', seg)).toEqual([w('the', 0, 1), w('basics', 2, 3)]);
});

test('retext changes text and span and keeps the rest of the segment', () => {
  expect(retext(jfk, 'And so,', { start: 0.3, end: 0.9 })).toEqual({
    speaker: 'Speaker 1',
    text: 'And so,',
    start: 0.3,
    end: 0.9,
    words: [w('And', 0.32, 0.5), w('so,', 0.5, 0.8)],
  });
  const legacy: Segment = { speaker: 'A', text: 'x y', start: 0, end: 1 };
  expect(retext(legacy, 'x z')).toEqual({ speaker: 'A', text: 'x z', start: 0, end: 1 });
  expect('words' in retext(legacy, 'x z')).toBe(false);
});

test('saveEdits (applyEdits) keeps the timings of words that did not change', () => {
  const [saved] = applyEdits([jfk], [{ start: 0.3, text: 'And so, my fellow citizens,' }]);
  expect(saved.words).toEqual([...jfk.words!.slice(0, 4), w('citizens,', 1.5, 2.1, null)]);
});

test('split hands each half its own words, replace retimes the changed word', () => {
  const [first, second] = splitSegment([jfk], 0.3, 'And so,'.length);
  expect(first.words).toEqual(jfk.words!.slice(0, 2));
  expect(second).toMatchObject({ start: 0.9, words: jfk.words!.slice(2) });
  const { segments } = replaceAll([jfk], 'fellow', 'dear');
  expect(segments[0].words![3]).toEqual(w('dear', 1.1, 1.5, null));
});

test('words from the editor service are cleaned: bad entries dropped, confidence 0..1 or none, in order inside the segment', () => {
  const raw = [
    { text: ' Hello ', start: 0.1, end: 0.4, confidence: 0.8 },
    { text: 'world', start: 0.3, end: 9, confidence: 7 },
    { text: '', start: 1, end: 2 },
    { text: 'bad', start: 'x', end: 1 },
    null,
  ];
  expect(cleanWords(raw, { start: 0.2, end: 1 })).toEqual([w('Hello', 0.2, 0.4, 0.8), w('world', 0.4, 1, null)]);
  expect(cleanWords('nonsense', { start: 0, end: 1 })).toEqual([]);
  expect(normalizeTranscribed([{ text: 'Hi', start: 0, end: 1 }])).toEqual([{ speaker: '', text: 'Hi', start: 0, end: 1, words: [] }]);
});
