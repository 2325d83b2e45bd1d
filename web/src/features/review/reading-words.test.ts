import { expect, test } from 'vitest';
import { readingWords, selectedSpan, wordAt } from './reading-words.ts';

test('words carry their times only when the timings match the text', () => {
  expect(readingWords('thanks  for having me', [0, 1, 2, 3].map((start) => ({ start })))).toEqual([
    { text: 'thanks', start: 0 },
    { text: 'for', start: 1 },
    { text: 'having', start: 2 },
    { text: 'me', start: 3 },
  ]);
  expect(readingWords('thanks for', [{ start: 0 }]).map((word) => word.start)).toEqual([null, null]);
});

test('the word being said is the last one started', () => {
  const words = readingWords('a b c', [0, 1, 2].map((start) => ({ start })));
  expect([wordAt(words, -1), wordAt(words, 0.5), wordAt(words, 9)]).toEqual([-1, 0, 2]);
});

test('a selection within one segment gives its span, either way round; across segments none', () => {
  document.body.innerHTML = `
    <p data-segment-id="s1"><span data-word="0">a</span> <span data-word="1">b</span> <span data-word="2">c</span></p>
    <p data-segment-id="s2"><span data-word="0">d</span></p>`;
  const [a, , c, d] = [...document.querySelectorAll('[data-word]')];
  expect(selectedSpan(c, a)).toEqual({ segmentId: 's1', from: 0, to: 2 });
  expect(selectedSpan(a, d)).toBeNull();
});
