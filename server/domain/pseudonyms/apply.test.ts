import { expect, it } from 'vitest';
import { heardSpans, pseudonymiseSegments, pseudonymiseText } from './apply.ts';
import type { Pseudonym } from './pseudonym.ts';

const list: Pseudonym[] = [
  { id: 'a', transcriptId: 't', term: 'Jane Doe', kind: 'person', replacement: '[Person A]' },
  { id: 'b', transcriptId: null, term: 'Acme', kind: 'org', replacement: '[Organisation 1]' },
];

it('pseudonymises a title', () => {
  expect(pseudonymiseText('Jane Doe at ACME', list)).toBe('[Person A] at [Organisation 1]');
});

it('pseudonymises a segment’s speaker, text and words, keeping its id and times', () => {
  const segment = {
    id: 's1', speaker: 'Jane Doe', start: 0, end: 3, text: 'Acme’s boss, Jane\nDoe.',
    words: [{ text: 'Acme’s', start: 0, end: 0.5 }, { text: 'boss,', start: 0.6, end: 1 }, { text: 'Jane', start: 1.1, end: 1.5, confidence: 0.8 }, { text: 'Doe.', start: 1.6, end: 2 }],
  };
  expect(pseudonymiseSegments([segment, { id: 's2', speaker: 'Speaker 2', start: 3, end: 4, text: 'Fine.' }], list)).toEqual([
    {
      id: 's1', speaker: '[Person A]', start: 0, end: 3, text: '[Organisation 1]’s boss, [Person A].',
      words: [{ text: '[Organisation 1]’s', start: 0, end: 0.5 }, { text: 'boss,', start: 0.6, end: 1 }, { text: '[Person A].', start: 1.1, end: 2 }],
    },
    { id: 's2', speaker: 'Speaker 2', start: 3, end: 4, text: 'Fine.' },
  ]);
});

it('hears each term where its words are said, and a segment without words that names one as a whole', () => {
  const timed = {
    speaker: 'Host', start: 0, end: 4, text: 'Ask Jane Doe at Acme.',
    words: [{ text: 'Ask', start: 0, end: 0.4 }, { text: 'Jane', start: 0.5, end: 0.9 }, { text: 'Doe', start: 1, end: 1.3 }, { text: 'at', start: 1.4, end: 1.5 }, { text: 'Acme.', start: 1.6, end: 2.2 }],
  };
  const untimed = { speaker: 'Host', start: 5, end: 7, text: 'Jane doe again.' };
  const silent = { speaker: 'Jane Doe', start: 8, end: 9, text: 'Nobody named.' };
  expect(heardSpans([timed, untimed, silent], list)).toEqual([{ start: 0.5, end: 1.3 }, { start: 1.6, end: 2.2 }, { start: 5, end: 7 }]);
  expect(heardSpans([timed], [])).toEqual([]);
});
