import { expect, test } from 'vitest';
import { citedLines } from './citations.ts';

const STARTS = [0, 12.4, 75, 3725.9];

test('a line keeps the segment times it cites, to the second; its list mark and citations are taken off', () => {
  expect(citedLines(['- We met in May [00:12].', '2. The end. [1:02:05] [01:15]'], STARTS)).toEqual([
    { text: 'We met in May.', starts: [12.4] },
    { text: 'The end.', starts: [3725.9, 75] },
  ]);
});

test('a citation of a time no segment starts at is dropped, and so is a line left citing none', () => {
  expect(citedLines(['Real. [00:00] [00:13]', 'Made up. [09:59]', 'Uncited.', '[01:15]'], STARTS)).toEqual([{ text: 'Real.', starts: [0] }]);
});

test('the same time cited twice is one citation', () => {
  expect(citedLines(['Twice [01:15] [01:15]'], STARTS)).toEqual([{ text: 'Twice', starts: [75] }]);
});
