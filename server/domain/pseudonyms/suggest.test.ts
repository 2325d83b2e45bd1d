import { describe, expect, it } from 'vitest';
import { suggestPseudonyms } from './suggest.ts';

const say = (...texts: string[]) => texts.map((text, i) => ({ speaker: `Speaker ${(i % 2) + 1}`, text }));
const terms = (segments: ReturnType<typeof say>, vocabulary: string[] = [], listed: string[] = [], dismissed: string[] = []) =>
  suggestPseudonyms(segments, vocabulary, listed.map((term) => ({ term })), new Set(dismissed)).map(({ term, reason }) => `${reason}:${term}`);

describe('suggesting pseudonyms', () => {
  it('offers named speakers, not "Speaker N"', () => {
    const segments = [{ speaker: 'Ada Lovelace', text: 'Hello.' }, { speaker: 'Speaker 2', text: 'Hi.' }, { speaker: 'Ada Lovelace', text: 'Bye.' }, { speaker: 'SPEAKER_03', text: 'x' }];
    expect(suggestPseudonyms(segments, [], [], new Set())).toEqual([{ term: 'Ada Lovelace', kind: 'person', reason: 'speaker', count: 0 }]);
  });

  it.each([
    ['write to jane.doe@example.co.uk, or me', 'email:jane.doe@example.co.uk'],
    ['call 555-123-4567 tomorrow', 'phone:555-123-4567'],
    ['ring +44 20 7946 0958.', 'phone:+44 20 7946 0958'],
    ['my number is (555) 123 4567', 'phone:(555) 123 4567'],
    ['she lives at 221b Baker Street, London', 'address:221b Baker Street'],
    ['the office on 1600 Pennsylvania Ave. was busy', 'address:1600 Pennsylvania Ave'],
  ])('finds contacts and addresses in %j', (text, expected) => {
    expect(terms(say(text))).toEqual([expected]);
  });

  it.each([
    ['in 1999 we had 12 people', []],
    ['it cost 1,250,000 dollars', []],
    ['at 3 Main rd we met', []],
  ])('leaves numbers that are no phone or address alone: %j', (text, expected) => {
    expect(terms(say(text))).toEqual(expected);
  });

  it('offers capitalised names said more than once, at least once inside a sentence', () => {
    const segments = say('So I asked Jane Doe about it.', 'Jane Doe said no. Monday came.', 'Then Monday again, and Monday.', 'Paris was nice. Paris!', 'We met Bob once.');
    expect(terms(segments)).toEqual(['name:Jane Doe']);
    expect(suggestPseudonyms(segments, [], [], new Set())[0].count).toBe(2);
  });

  it('counts possessives as the name', () => {
    expect(terms(say('I saw Priya’s car.', 'Then Priya left.'))).toEqual(['name:Priya']);
  });

  it('offers the vocabulary, and leaves out what is listed or dismissed', () => {
    const segments = say('Email jane@example.com or ask Jane Doe, as Jane Doe said.');
    expect(terms(segments, ['Tapescript', ' Kowalczyk '])).toEqual(['email:jane@example.com', 'name:Jane Doe', 'vocabulary:Tapescript', 'vocabulary:Kowalczyk']);
    expect(terms(segments, ['Tapescript'], ['jane doe'], ['tapescript'])).toEqual(['email:jane@example.com']);
  });
});
