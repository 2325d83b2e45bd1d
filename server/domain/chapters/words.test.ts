import { expect, test } from 'vitest';
import { isContentWord, stem, wordsOf } from './words.ts';

test('a word’s common forms share a stem', () => {
  expect(['recording', 'records', 'recorded', 'record'].map(stem)).toEqual(['record', 'record', 'record', 'record']);
  expect(['stories', 'story'].map(stem)).toEqual(['story', 'story']);
  expect(['stopped', 'running', 'boxes', 'glass', 'bus'].map(stem)).toEqual(['stop', 'run', 'box', 'glass', 'bus']);
});

test('words are lower-case letter runs; stop words and short words carry no content', () => {
  expect(wordsOf('The café’s short-wave set, 1974!')).toEqual(['the', 'café’s', 'short-wave', 'set']);
  expect(['the', 'um', 'radio', 'of', 'set'].map(isContentWord)).toEqual([false, false, true, false, true]);
});
