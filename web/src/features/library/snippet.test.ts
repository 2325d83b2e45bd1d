import { describe, expect, it } from 'vitest';
import { splitSnippet } from './snippet.ts';

describe('splitSnippet', () => {
  it('cuts the snippet around the match', () => {
    expect(splitSnippet('…we talk about recording and editing…', 14, 9)).toEqual({
      before: '…we talk about',
      match: ' recordin',
      after: 'g and editing…',
    });
    expect(splitSnippet('Hello world', 6, 5)).toEqual({ before: 'Hello ', match: 'world', after: '' });
  });

  it('clamps offsets outside the snippet', () => {
    expect(splitSnippet('abc', -3, 2)).toEqual({ before: '', match: 'ab', after: 'c' });
    expect(splitSnippet('abc', 2, 10)).toEqual({ before: 'ab', match: 'c', after: '' });
    expect(splitSnippet('abc', 9, 1)).toEqual({ before: 'abc', match: '', after: '' });
  });
});
