import { describe, expect, it } from 'vitest';
import { snippetParts } from './snippet.ts';

describe('snippetParts', () => {
  it('cuts the snippet at every match', () => {
    expect(
      snippetParts('The end of the interview', [
        { offset: 0, length: 3 },
        { offset: 11, length: 3 },
      ]),
    ).toEqual([
      { text: 'The', match: true },
      { text: ' end of ', match: false },
      { text: 'the', match: true },
      { text: ' interview', match: false },
    ]);
    expect(snippetParts('Hello world', [])).toEqual([{ text: 'Hello world', match: false }]);
  });

  it('clamps ranges outside the snippet and skips overlapping ones', () => {
    expect(snippetParts('abc', [{ offset: -3, length: 5 }])).toEqual([
      { text: 'ab', match: true },
      { text: 'c', match: false },
    ]);
    expect(snippetParts('abc', [{ offset: 2, length: 10 }])).toEqual([
      { text: 'ab', match: false },
      { text: 'c', match: true },
    ]);
    expect(snippetParts('abc', [{ offset: 9, length: 1 }])).toEqual([{ text: 'abc', match: false }]);
    expect(
      snippetParts('abcdef', [
        { offset: 1, length: 3 },
        { offset: 2, length: 1 },
      ]),
    ).toEqual([
      { text: 'a', match: false },
      { text: 'bcd', match: true },
      { text: 'ef', match: false },
    ]);
  });
});
