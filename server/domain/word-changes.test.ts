import { expect, test } from 'vitest';
import { mergeWords, pieces } from './word-changes.ts';

test('a word whose punctuation and casing both changed is one change of each kind; other runs are one change', () => {
  expect(pieces('so i went home', 'So I. went to home').filter((piece) => !('same' in piece))).toEqual([
    { before: ['so'], after: ['So'], changes: [{ kind: 'casing', before: 'so', after: 'So' }] },
    {
      before: ['i'],
      after: ['I.'],
      changes: [
        { kind: 'casing', before: 'i.', after: 'I.' },
        { kind: 'punctuation', before: 'I', after: 'I.' },
      ],
    },
    { before: [], after: ['to'], changes: [{ kind: 'words', before: '', after: 'to' }] },
  ]);
});

test('mergeWords: both sides’ changes when they touch different words, null when they overlap', () => {
  expect(mergeWords('Okay, then.', 'Okay, then. Right', 'okay, then')).toBe('okay, then Right');
  expect(mergeWords('From chicago also.', 'From Chicago, also.', 'From chicago also')).toBe('From Chicago, also');
  expect(mergeWords('a b c', 'a x c', 'a x c')).toBe('a x c');
  expect(mergeWords('a b c', 'a x c', 'a y c')).toBeNull();
  expect(mergeWords('a b c', 'a b new c', 'a c')).toBe('a new c');
  expect(mergeWords('a b c d', 'a b new c d', 'a d')).toBeNull();
  expect(mergeWords('a b', 'a x b', 'a y b')).toBeNull();
});
