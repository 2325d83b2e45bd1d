import { expect, test } from 'vitest';
import { markedSnippet } from './search-snippet.ts';

const mark = (text: string) => text.replaceAll('[', '\u0001').replaceAll(']', '\u0002');

test('a short segment is the snippet whole, with every match', () => {
  expect(markedSnippet(mark('[The] end of [the] interview'))).toEqual({
    snippet: 'The end of the interview',
    matches: [
      { offset: 0, length: 3 },
      { offset: 11, length: 3 },
    ],
  });
  expect(markedSnippet('no marks')).toEqual({ snippet: 'no marks', matches: [] });
});

test('a long segment is cut around its first match at spaces, keeping the matches inside the window', () => {
  const words = Array.from({ length: 100 }, (_, i) => `word${i}`);
  words[50] = '[needle]';
  words[55] = '[needle]';
  words[99] = '[needle]';
  const { snippet, matches } = markedSnippet(mark(words.join(' ')));
  expect(snippet.startsWith('…word')).toBe(true);
  expect(snippet.endsWith('…')).toBe(true);
  expect(snippet.length).toBeLessThanOrEqual(242);
  expect(matches).toHaveLength(2);
  for (const { offset, length } of matches) expect(snippet.slice(offset, offset + length)).toBe('needle');
});
