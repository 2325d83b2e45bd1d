import { expect, test } from 'vitest';
import { bySegment, changeSummary, describeChange, markedWords, type Change } from './change-marks.ts';

const change = (over: Partial<Change>): Change => ({
  id: 'c1',
  segmentId: 's1',
  kind: 'PUNCTUATION',
  before: 'then',
  after: 'then.',
  position: 1,
  wordIndex: 1,
  segmentText: 'Okay, then.',
  ...over,
});

test('the words a change put there are marked inside the segment’s text', () => {
  const changes = [change({ id: 'a', kind: 'CASING', before: 'okay,', after: 'Okay,', wordIndex: 0 }), change({ id: 'b' })];
  expect(markedWords('Okay, then. So we went', changes)).toEqual([
    { text: 'Okay, then.', changed: true },
    { text: 'So we went', changed: false },
  ]);
  expect(markedWords('we went there', [change({ kind: 'WORDS', before: 'go', after: 'went there', wordIndex: 1 })])).toEqual([
    { text: 'we', changed: false },
    { text: 'went there', changed: true },
  ]);
  expect(markedWords('a b', [change({ kind: 'SPEAKER', before: 'Ann', after: 'Bea', wordIndex: 0 })])).toEqual([{ text: 'a b', changed: false }]);
});

test('changes group by segment; the summary counts their kinds', () => {
  const changes = [change({ id: 'a' }), change({ id: 'b', kind: 'CASING' }), change({ id: 'c', segmentId: 's2', position: 2, kind: 'WORDS' })];
  expect(bySegment(changes).map((group) => [group.segmentId, group.position, group.changes.map((c) => c.id)])).toEqual([
    ['s1', 1, ['a', 'b']],
    ['s2', 2, ['c']],
  ]);
  expect(changeSummary(changes)).toBe('1 punctuation, 1 casing, 1 word');
  expect(describeChange(change({ kind: 'WORDS', before: '', after: 'at all' }))).toBe('Words: nothing → “at all”');
});
