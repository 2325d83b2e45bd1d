import { expect, test } from 'vitest';
import { rangeFinder } from './search-marks.ts';
import { parseSearchQuery } from './search-query.ts';
import { snippetOf } from './search-snippet.ts';

const marked = (text: string, query: string) => {
  const { snippet, matches } = snippetOf(text, rangeFinder(parseSearchQuery(query))(text));
  let out = snippet;
  for (const { offset, length } of [...matches].reverse()) out = `${out.slice(0, offset)}[${out.slice(offset, offset + length)}]${out.slice(offset + length)}`;
  return out;
};

test('every match is marked as the index matches: words without case or accents, phrases, prefixes', () => {
  expect(marked('The end of the interview', 'the')).toBe('[The] end of [the] interview');
  expect(marked('Crème brûlée at the CAFÉ, then the café again.', 'creme cafe')).toBe('[Crème] brûlée at the [CAFÉ], then the [café] again.');
  expect(marked('The end of the interview, the end.', '"end of the"')).toBe('The [end of the] interview, the end.');
  expect(marked('An interview with interviewers', 'interv*')).toBe('An [interview] with [interviewers]');
  expect(marked("I don't write C++", "don't C++")).toBe("I [don't] write [C]++");
  expect(marked('the end of it', 'end "the end"')).toBe('[the end] of it');
  expect(marked('no match here', 'absent')).toBe('no match here');
});

test('a long segment is cut around its first match at spaces, keeping the matches inside the window', () => {
  const words = Array.from({ length: 100 }, (_, i) => `word${i}`);
  words[50] = 'needle';
  words[55] = 'needle';
  words[99] = 'needle';
  const text = words.join(' ');
  const { snippet, matches } = snippetOf(text, rangeFinder(parseSearchQuery('needle'))(text));
  expect(snippet.startsWith('…word')).toBe(true);
  expect(snippet.endsWith('…')).toBe(true);
  expect(snippet.length).toBeLessThanOrEqual(242);
  expect(matches).toHaveLength(2);
  for (const { offset, length } of matches) expect(snippet.slice(offset, offset + length)).toBe('needle');
});

test('an ASCII text (marked the quicker way) splits into words as any other: runs of letters and digits', () => {
  const text = "Item_42 costs 3.5kg; A1b2 isn't x-ray, THE end";
  for (const query of ['item', '42', '5kg', 'a1b2', 'isn t', 'x ray', '"the end"', 'th*', 'costs']) {
    const find = rangeFinder(parseSearchQuery(query));
    // A letter outside ASCII sends the same text the general way; its token is past every mark here.
    expect(find(text), query).toEqual(find(`${text} é`));
  }
  expect(marked(text, 'item 5kg "x ray" the')).toBe("[Item]_42 costs 3.[5kg]; A1b2 isn't [x-ray], [THE] end");
});
