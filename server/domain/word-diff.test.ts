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
