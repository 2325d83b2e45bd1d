import { describe, expect, it } from 'vitest';
import { defaultReplacement, mergeLists, nextReplacement, type Pseudonym } from './pseudonym.ts';

describe('default replacements', () => {
  it('letters people like spreadsheet columns and numbers the other kinds', () => {
    expect([1, 2, 26, 27, 28, 52, 53, 702, 703].map((n) => defaultReplacement('person', n))).toEqual([
      '[Person A]', '[Person B]', '[Person Z]', '[Person AA]', '[Person AB]', '[Person AZ]', '[Person BA]', '[Person ZZ]', '[Person AAA]',
    ]);
    expect(['org', 'place', 'contact', 'other'].map((kind) => defaultReplacement(kind as Pseudonym['kind'], 3))).toEqual(['[Organisation 3]', '[Place 3]', '[Contact 3]', '[Redacted 3]']);
  });

  it('takes the first free one of its kind, case aside', () => {
    expect(nextReplacement('person', [])).toBe('[Person A]');
    expect(nextReplacement('person', ['[person a]', '[Person C]', '[Organisation 1]'])).toBe('[Person B]');
    expect(nextReplacement('org', ['[Organisation 1]', 'Participant 7'])).toBe('[Organisation 2]');
  });
});

describe('merging a transcript’s list with the library’s', () => {
  const entry = (id: string, transcriptId: string | null, term: string, replacement: string): Pseudonym => ({ id, transcriptId, term, kind: 'person', replacement });

  it('keeps both lists, the transcript’s entry winning for the same term', () => {
    const own = [entry('a', 't1', 'Jane Doe', '[Person B]')];
    const library = [entry('b', null, 'jane, doe', '[Participant 7]'), entry('c', null, 'Bob', '[Person A]')];
    expect(mergeLists(own, library).map((p) => p.id)).toEqual(['a', 'c']);
  });
});
