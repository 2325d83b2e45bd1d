import { expect, it } from 'vitest';
import { heardSpans, pseudonymiseSegments, pseudonymiseText, wordSpans } from './apply.ts';
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

it('counts a span of words again in the pseudonymised text and back, a replacement of more or fewer words than its term included', () => {
  const text = 'We met Acme staff and Jane Doe yesterday at noon';
  expect(pseudonymiseText(text, list)).toBe('We met [Organisation 1] staff and [Person A] yesterday at noon');
  const spans = wordSpans(text, list);
  expect(spans.shown({ from: 7, to: 8 })).toEqual({ from: 8, to: 9 }); // after both: moved by one word
  expect(spans.written({ from: 8, to: 9 })).toEqual({ from: 7, to: 8 });
  expect(spans.shown({ from: 0, to: 1 })).toEqual({ from: 0, to: 1 }); // before both: as written
  expect(spans.shown({ from: 2, to: 3 })).toEqual({ from: 2, to: 4 }); // "Acme staff": the replacement whole, then "staff"
  expect(spans.written({ from: 3, to: 4 })).toEqual({ from: 2, to: 3 }); // "1] staff": the whole term, then "staff"
  expect(spans.shown({ from: 5, to: 5 })).toEqual({ from: 6, to: 7 }); // half a term: the whole pseudonym
  expect(spans.written({ from: 7, to: 7 })).toEqual({ from: 5, to: 6 });
  expect(spans.written({ from: 11, to: 11 })).toEqual({ from: 11, to: 11 }); // out of range: for the caller to refuse
  const three: Pseudonym[] = [{ id: 'c', transcriptId: 't', term: 'Mary Ann Smith', kind: 'person', replacement: '[Person B]' }];
  expect(wordSpans('Mary Ann Smith said hello', three).shown({ from: 3, to: 4 })).toEqual({ from: 2, to: 3 });
  expect(wordSpans('Mary Ann Smith said hello', three).written({ from: 1, to: 2 })).toEqual({ from: 0, to: 3 });
  expect(wordSpans('Jane Doe’s dog barked', list).shown({ from: 1, to: 2 })).toEqual({ from: 0, to: 2 }); // the possessive stays with its word
  expect(wordSpans('Nothing to hide', list).shown({ from: 1, to: 2 })).toEqual({ from: 1, to: 2 });
});
