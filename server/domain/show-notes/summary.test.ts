import { expect, test } from 'vitest';
import { talkOn } from '../chapters/subjects.test-support.ts';
import { centralSentences, sentencesOf, summaryLength } from './summary.ts';

const segment = (text: string, start: number, speaker = 'Ada') => ({ id: `s${start}`, text, start, end: start + 1, speaker });

test('a segment is cut into sentences at . ! ? …, each with its speaker and its segment’s start', () => {
  expect(sentencesOf([segment('We met in May. Did we? Yes… it rained', 4, 'Bo')])).toEqual([
    { text: 'We met in May.', speaker: 'Bo', start: 4 },
    { text: 'Did we?', speaker: 'Bo', start: 4 },
    { text: 'Yes…', speaker: 'Bo', start: 4 },
    { text: 'it rained', speaker: 'Bo', start: 4 },
  ]);
});

test('3 to 6 sentences, about one in 30, never more than there are', () => {
  expect([2, 10, 90, 150, 1000].map(summaryLength)).toEqual([2, 3, 3, 5, 6]);
});

test('the most central sentences, in transcript order: those about what the talk is mostly about', () => {
  // Two subjects on bread and one on boats (120 sentences: 4 chosen): the centre of the talk is bread.
  const { segments } = talkOn(['bread', 'boats', 'bread'], 20);
  const chosen = centralSentences(sentencesOf(segments));
  expect(chosen).toHaveLength(4);
  expect(chosen.map((s) => s.start)).toEqual([...chosen.map((s) => s.start)].sort((a, b) => a - b));
  const bread = /flour|dough|oven|yeast|crust|loaf|baker|knead|butter|sourdough|starter|rye|bakery|salt|proof/;
  for (const sentence of chosen) expect(sentence.text).toMatch(bread);
});

test('a sentence that repeats one chosen is passed over; too short ones only when there is nothing else', () => {
  const segments = [
    segment('The harbour was full of boats and sailors that spring.', 0),
    segment('The harbour was full of boats and sailors that spring.', 5),
    segment('Boats and sailors came to the harbour every single spring.', 10),
    segment('We baked bread in the old oven by the harbour.', 15),
    segment('Yes.', 20),
  ];
  const chosen = centralSentences(sentencesOf(segments), 3);
  expect(chosen.map((s) => s.start)).toEqual([0, 10, 15]);
  expect(centralSentences(sentencesOf([segment('Yes.', 0), segment('No.', 1)]), 2).map((s) => s.text)).toEqual(['Yes.', 'No.']);
});
