import { expect, test } from 'vitest';
import { diffWords, words } from './word-diff.ts';

const apply = (parts: ReturnType<typeof diffWords>, keep: 'added' | 'removed') =>
  parts.filter((p) => p.kind !== keep).map((p) => p.text).join(' ');

test.each([
  ['the quick brown fox', 'the quick red fox'],
  ['', 'all new words'],
  ['all gone', ''],
  ['a b c d e f', 'a c d x f g'],
  ['same text', 'same text'],
])('diff of %j -> %j rebuilds both sides', (from, to) => {
  const parts = diffWords(words(from), words(to));
  expect(apply(parts, 'added')).toBe(words(from).join(' '));
  expect(apply(parts, 'removed')).toBe(words(to).join(' '));
});

test('groups runs and marks the change', () => {
  expect(diffWords(words('the quick brown fox'), words('the quick red fox'))).toEqual([
    { kind: 'same', text: 'the quick' },
    { kind: 'removed', text: 'brown' },
    { kind: 'added', text: 'red' },
    { kind: 'same', text: 'fox' },
  ]);
});

test('a 20,000-word transcript with a few edits diffs without quadratic work', () => {
  const from = Array.from({ length: 20_000 }, (_, i) => `w${i}`);
  const to = [...from];
  to[100] = 'changed';
  to.splice(15_000, 1);
  const parts = diffWords(from, to);
  expect(parts.filter((p) => p.kind !== 'same')).toEqual([
    { kind: 'removed', text: 'w100' },
    { kind: 'added', text: 'changed' },
    { kind: 'removed', text: 'w15000' },
  ]);
});

test('two entirely different long texts fall back to one removal and one addition', () => {
  const from = Array.from({ length: 5000 }, (_, i) => `a${i}`);
  const to = Array.from({ length: 5000 }, (_, i) => `b${i}`);
  const parts = diffWords(from, to);
  expect(parts.map((p) => p.kind)).toEqual(['removed', 'added']);
});

test('work is bounded for any size: few edits spread through a long, repetitive transcript fall back too', () => {
  // 1,600 edits (under the old bound of 2,000 edits) across 400,000 words of a three-word refrain: Myers
  // would compare words along every diagonal, O(N·D). Past the work bound the middle is shown whole.
  const from = Array.from({ length: 400_000 }, (_, i) => ['the', 'and', 'a'][i % 3]);
  const to = from.map((word, i) => (i % 500 === 1 ? 'so' : word));
  const parts = diffWords(from, to);
  expect(parts.map((p) => p.kind)).toEqual(['same', 'removed', 'added', 'same']);
  expect(apply(parts, 'added')).toBe(from.join(' '));
  expect(apply(parts, 'removed')).toBe(to.join(' '));
});
