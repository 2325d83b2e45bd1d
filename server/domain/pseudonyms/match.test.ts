import { describe, expect, it } from 'vitest';
import { matchText, matchWords, replaceMatches, replaceWords, termWords } from './match.ts';

const list = (...terms: string[]) => terms.map((term, i) => ({ term, replacement: `[P${i + 1}]` }));
const hide = (text: string, ...terms: string[]) => replaceMatches(text, matchText(text, list(...terms)), (p) => p.replacement);

describe('matching a text', () => {
  it.each([
    ['Jane said hello', ['Jane'], '[P1] said hello'],
    ['jane and JANE and Jane', ['Jane'], '[P1] and [P1] and [P1]'],
    ['Janet and Jane', ['Jane'], 'Janet and [P1]'],
    ['Mary-Jane came', ['Jane'], 'Mary-[P1] came'],
    ['Jane’s dog and Jane\'s cat', ['Jane'], '[P1]’s dog and [P1]\'s cat'],
    ["James' car", ['James'], "[P1]' car"],
    ["JANE'S idea", ['Jane'], "[P1]'S idea"],
    ['José and Jose and JOSÉ', ['José'], '[P1] and [P1] and [P1]'],
    ['Zoë came', ['Zoe'], '[P1] came'],
    ['I met Jane Doe today', ['Jane Doe'], 'I met [P1] today'],
    ['I met Jane\nDoe today', ['Jane Doe'], 'I met [P1] today'],
    ['I met Jane,  Doe today', ['Jane Doe'], 'I met [P1] today'],
    ['We sued Acme, Inc. last year', ['Acme Inc'], 'We sued [P1]. last year'],
    ['We sued Acme Inc last year', ['Acme, Inc.'], 'We sued [P1] last year'],
    ['Jane Doe’s book', ['Jane Doe'], '[P1]’s book'],
    ["Jane's Doe", ['Jane Doe'], "Jane's Doe"],
    ['Jane Doe and Jane', ['Jane', 'Jane Doe'], '[P2] and [P1]'],
    ['O’Brien and O\'Brien and Brien', ["O'Brien"], '[P1] and [P1] and Brien'],
    ['mail jane@example.com now', ['jane@example.com'], 'mail [P1] now'],
    ['call (555) 123-4567 today', ['555-123-4567'], 'call ([P1] today'],
    ['nothing here', ['Jane'], 'nothing here'],
    ['Jane', ['!!!'], 'Jane'],
    ['McDonald’s and McDonald', ["McDonald's"], '[P1] and McDonald'],
  ])('%j with %j reads %j', (text, terms, expected) => {
    expect(hide(text, ...terms)).toBe(expected);
  });

  it('answers the offsets of the name only, in order', () => {
    expect(matchText("Jane's and Bob", list('Bob', 'Jane')).map(({ start, end, pseudonym }) => [start, end, pseudonym.term])).toEqual([
      [0, 4, 'Jane'],
      [11, 14, 'Bob'],
    ]);
  });

  it('compares terms by their words', () => {
    expect(termWords('Acme, Inc.')).toEqual(['acme', 'inc']);
    expect(termWords('  Élodie  ')).toEqual(['elodie']);
    expect(termWords('—')).toEqual([]);
  });
});

describe('matching timed words', () => {
  const words = ['I', 'met', 'Jane', 'Doe’s', 'sister,', '(Jane.', 'Bye.'].map((text, i) => ({ text, start: i, end: i + 0.5, confidence: 0.9 }));

  it('answers the words and time each match spans, for bleeps', () => {
    expect(matchWords(words, list('Jane Doe', 'Jane')).map(({ firstWord, lastWord, start, end, pseudonym }) => [firstWord, lastWord, start, end, pseudonym.term])).toEqual([
      [2, 3, 2, 3.5, 'Jane Doe'],
      [5, 5, 5, 5.5, 'Jane'],
    ]);
  });

  it('spans a line break and punctuation between words', () => {
    const split = [{ text: 'Acme,', start: 0, end: 1 }, { text: 'Inc.', start: 1.2, end: 2 }, { text: 'left', start: 2.5, end: 3 }];
    expect(matchWords(split, list('Acme Inc')).map(({ start, end }) => [start, end])).toEqual([[0, 2]]);
  });

  it('makes each match one word with what was around it, timed over the words it replaced', () => {
    expect(replaceWords(words, list('Jane Doe', 'Jane'), (p) => p.replacement)).toEqual([
      words[0],
      words[1],
      { text: '[P1]’s', start: 2, end: 3.5 },
      words[4],
      { text: '([P2].', start: 5, end: 5.5 },
      words[6],
    ]);
    expect(replaceWords(words, list('Nobody'), (p) => p.replacement)).toEqual(words);
  });
});
