import { expect, test } from 'vitest';
import { placeComment, type CommentAnchor } from './comment-anchor.ts';

const segments = [
  { id: 'a', start: 0, end: 4, text: 'We started the farm in 1962.' },
  { id: 'b', start: 4, end: 9, text: 'My father bought the first cows, black and white ones.' },
  { id: 'c', start: 9, end: 12, text: 'Then the war came.' },
];
const onWords = (segmentId: string, from: number, to: number, quote: string): CommentAnchor => {
  const segment = segments.find((s) => s.id === segmentId)!;
  return { segmentId, segmentStart: segment.start, segmentEnd: segment.end, span: { from, to }, quote };
};

test('a comment on words finds them again after the segment was edited around them', () => {
  const anchor = onWords('b', 4, 5, 'first cows,');
  expect(placeComment(anchor, segments)).toEqual({ segmentId: 'b', fromWord: 4, toWord: 5, outdated: false });
  const edited = segments.map((s) => (s.id === 'b' ? { ...s, text: 'And then my father bought the very first Cows there.' } : s));
  expect(placeComment(anchor, edited)).toEqual({ segmentId: 'b', fromWord: 7, toWord: 8, outdated: false });
});

test('a comment whose words are gone is outdated, and stays at its segment', () => {
  const edited = segments.map((s) => (s.id === 'b' ? { ...s, text: 'My father bought some animals.' } : s));
  expect(placeComment(onWords('b', 4, 5, 'first cows,'), edited)).toEqual({ segmentId: 'b', fromWord: null, toWord: null, outdated: true });
});

test('a comment on a segment a merge removed moves to the surviving segment, at its words', () => {
  const merged = [{ id: 'a', start: 0, end: 9, text: `${segments[0].text} ${segments[1].text}` }, segments[2]];
  expect(placeComment(onWords('b', 4, 5, 'first cows,'), merged)).toEqual({ segmentId: 'a', fromWord: 10, toWord: 11, outdated: false });
  const whole: CommentAnchor = { segmentId: 'b', segmentStart: 4, segmentEnd: 9, span: null, quote: segments[1].text };
  expect(placeComment(whole, merged)).toEqual({ segmentId: 'a', fromWord: null, toWord: null, outdated: false });
});

test('of several occurrences, the one nearest to where the words were (by word timings in a merged segment)', () => {
  const repeated = [
    { id: 'a', start: 0, end: 8, text: 'yes yes I said yes', words: [0, 1, 2, 3, 4].map((start) => ({ start })) },
  ];
  const anchor: CommentAnchor = { segmentId: 'z', segmentStart: 4, segmentEnd: 8, span: { from: 0, to: 0 }, quote: 'yes' };
  expect(placeComment(anchor, repeated)).toMatchObject({ segmentId: 'a', fromWord: 4, outdated: false });
});

test('words moved by a split into the second part are found there', () => {
  const split = [segments[0], { id: 'b', start: 4, end: 6, text: 'My father bought' }, { id: 'b.3k', start: 6, end: 9, text: 'the first cows, black and white ones.' }, segments[2]];
  expect(placeComment(onWords('b', 4, 5, 'first cows,'), split)).toEqual({ segmentId: 'b.3k', fromWord: 1, toWord: 2, outdated: false });
});

test('a deleted segment: its comment is outdated, shown at the segment before where it was', () => {
  const without = segments.filter((s) => s.id !== 'b');
  expect(placeComment({ ...onWords('b', 0, 1, 'My father'), span: null }, without)).toEqual({ segmentId: 'a', fromWord: null, toWord: null, outdated: true });
  expect(placeComment(onWords('a', 0, 0, 'We'), [])).toEqual({ segmentId: null, fromWord: null, toWord: null, outdated: true });
});
