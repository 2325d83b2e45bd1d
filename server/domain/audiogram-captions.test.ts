import { expect, test } from 'vitest';
import { captionCues } from './audiogram-captions.ts';
import type { Pseudonym } from './pseudonyms/pseudonym.ts';
import type { Segment } from './segment-types.ts';

const timed = (speaker: string, spec: [string, number, number][]): Segment => ({
  speaker,
  text: spec.map(([text]) => text).join(' '),
  start: spec[0][1],
  end: spec.at(-1)![2],
  words: spec.map(([text, start, end]) => ({ text, start, end })),
});

const SEGMENTS = [
  timed('Jane Doe', [['Hello,', 0.1, 0.5], ['I', 0.5, 0.6], ['am', 0.6, 0.9], ['Jane', 1.02, 1.3], ['Doe', 1.3, 1.55], ['from', 1.8, 2.1], ['home.', 2.2, 2.6]]),
  timed('Speaker 2', [['We', 3, 3.2], ['met', 3.2, 3.5], ['there.', 3.5, 3.9], ['Later', 5, 5.3], ['on', 5.3, 5.5]]),
];
const list: Pseudonym[] = [{ id: 'p1', transcriptId: 't', term: 'Jane Doe', kind: 'person', replacement: '[Person A]' }];
const texts = (cues: ReturnType<typeof captionCues>) => cues.map((cue) => `${cue.speaker}: ${cue.words.map((word) => word.text).join(' ')}`);

test('the words within the span, from the window’s start, a few at a time, a new cue at each speaker and pause', () => {
  const cues = captionCues(SEGMENTS, { start: 0.5, end: 5.5 }, { start: 0.25, end: 5.75 });
  expect(texts(cues)).toEqual(['Jane Doe: I am Jane Doe', 'Jane Doe: from home.', 'Speaker 2: We met there.', 'Speaker 2: Later on']);
  expect(cues[0]).toMatchObject({ start: 0.25, end: 1.55 });
  expect(cues[0].words[3]).toEqual({ text: 'Doe', start: 1.05, end: 1.3 });
  // Up to the next cue after a short gap; a little after its last word before a long one.
  expect(cues[1].end).toBe(2.75);
  expect(cues[2].end).toBeCloseTo(3.9 - 0.25 + 0.4, 3);
  expect(cues[3]).toMatchObject({ start: 4.75, end: 5.5 });
});

test('for whoever sees pseudonyms, a term is its replacement, in the speaker’s name too, timed as the term', () => {
  const cues = captionCues(SEGMENTS, { start: 0.6, end: 2.1 }, { start: 0.6, end: 2.1 }, list);
  expect(texts(cues)).toEqual(['[Person A]: am [Person A] from']);
  expect(cues[0].words.slice(1, 3)).toEqual([
    { text: '[Person', start: 0.42, end: 0.95 },
    { text: 'A]', start: 0.42, end: 0.95 },
  ]);
  // Half a term still shows its whole replacement.
  expect(texts(captionCues(SEGMENTS, { start: 1.3, end: 1.55 }, { start: 1.3, end: 1.55 }, list))).toEqual(['[Person A]: [Person A]']);
});
