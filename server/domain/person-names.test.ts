import { expect, test } from 'vitest';
import { findName, replaceName, snippetAround } from './person-names.ts';

test('a name is found as whole words, case and accents aside', () => {
  const text = 'Zoë said zoe, ZOË and Zoe\u0308 agreed; Zoey did not.';
  expect(findName(text, 'Zoë').map(({ from, to }) => text.slice(from, to))).toEqual(['Zoë', 'zoe', 'ZOË', 'Zoe\u0308']);
  expect(findName(text, 'zoe')).toHaveLength(4);
  expect(findName('Adam and Ada met the ADA', 'Ada').map(({ from }) => from)).toEqual([9, 21]);
  expect(findName('Ada   Okafor and Ada Lovelace', 'ada okafor')).toEqual([{ from: 0, to: 12 }]);
  expect(findName('write to ada@example.org today', 'ADA@example.org')).toEqual([{ from: 9, to: 24 }]);
  expect(findName('anything', '  ')).toEqual([]);
});

test('replacing takes the chosen occurrences only, keeping the text around them', () => {
  expect(replaceName('Ada, the ADA, and ada.', 'Ada', '[removed]')).toBe('[removed], the [removed], and [removed].');
  expect(replaceName('Ada, the ADA, and ada.', 'Ada', '[removed]', (k) => k !== 1)).toBe('[removed], the ADA, and [removed].');
});

test('a snippet shows the words around an occurrence', () => {
  const text = `${'a'.repeat(60)} Zoë ${'b'.repeat(60)}`;
  const [span] = findName(text, 'zoe');
  expect(snippetAround(text, span)).toBe(`…${'a'.repeat(39)} Zoë ${'b'.repeat(39)}…`);
});
