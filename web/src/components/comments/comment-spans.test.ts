import { expect, test } from 'vitest';
import { commentedRanges, commentedWords, openCount, targetOfSelection, threadsBySegment, wordOffsets } from './comment-spans.ts';

const TEXT = ' Thank you  for having me.';

test('words are found where they are, as the server counts them (whitespace-separated)', () => {
  expect(wordOffsets(TEXT).map(({ from, to }) => TEXT.slice(from, to))).toEqual(['Thank', 'you', 'for', 'having', 'me.']);
});

test('a selection comments on every word it touches, either way round, quoted as the server quotes them', () => {
  // "ou  for hav": from inside "you" to inside "having".
  const start = TEXT.indexOf('ou');
  const end = TEXT.indexOf('ving');
  expect(targetOfSelection('s1', TEXT, start, end)).toEqual({ segmentId: 's1', from: 1, to: 3, quote: 'you for having' });
  expect(targetOfSelection('s1', TEXT, end, start)).toEqual(targetOfSelection('s1', TEXT, start, end));
});

test('no selection, or only spaces, comments on the whole segment', () => {
  expect(targetOfSelection('s1', TEXT, 4, 4)).toEqual({ segmentId: 's1', from: null, to: null, quote: 'Thank you  for having me.' });
  const gap = TEXT.indexOf('  for');
  expect(targetOfSelection('s1', TEXT, gap, gap + 2).from).toBeNull();
});

const thread = (fromWord: number | null, toWord: number | null, more: { resolved?: boolean; outdated?: boolean; segmentId?: string | null } = {}) => ({
  segmentId: 's1',
  fromWord,
  toWord,
  resolved: false,
  outdated: false,
  ...more,
});

test('open threads on words mark those words; resolved, outdated and whole-segment ones mark none', () => {
  const ranges = commentedRanges(TEXT, [thread(1, 2), thread(null, null), thread(0, 0, { resolved: true }), thread(4, 4, { outdated: true })]);
  expect(ranges.map(({ from, to }) => TEXT.slice(from, to))).toEqual(['you  for']);
  // A draft shorter than the saved text: the span is cut to the words there are.
  expect(commentedRanges('Thank you', [thread(1, 3)]).map(({ from, to }) => 'Thank you'.slice(from, to))).toEqual(['you']);
  expect([...commentedWords([thread(1, 2), thread(3, 3, { resolved: true }), thread(null, null)])]).toEqual([1, 2]);
});

test('threads are grouped by segment in their order, and a segment counts its open ones', () => {
  const threads = [thread(0, 0), thread(1, 1, { segmentId: 's2' }), thread(2, 2, { resolved: true }), thread(null, null, { segmentId: null })];
  const grouped = threadsBySegment(threads);
  expect(grouped.get('s1')).toEqual([threads[0], threads[2]]);
  expect(grouped.get(null)).toEqual([threads[3]]);
  expect([openCount(grouped.get('s1')), openCount(grouped.get('s2')), openCount(grouped.get('s3'))]).toEqual([1, 1, 0]);
});
