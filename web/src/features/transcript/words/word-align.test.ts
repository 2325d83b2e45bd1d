import { describe, expect, it } from 'vitest';
import { alignWords, isUncertain, nextUncertainWord, tokenAt, type Word } from './word-align.ts';

const w = (text: string, start: number, confidence: number | null = 0.9): Word => ({ text, start, end: start + 0.4, confidence });
const words = [w('And', 0.3), w('so,', 0.7), w('my', 1.1, 0.4), w('fellow', 1.5), w('Americans,', 1.9)];
const text = 'And so, my fellow Americans,';

describe('alignWords', () => {
  it('matches every word of an untouched text, with its place in the text', () => {
    const tokens = alignWords(text, words);
    expect(tokens.map((t) => [text.slice(t.from, t.to), t.word?.start])).toEqual([
      ['And', 0.3],
      ['so,', 0.7],
      ['my', 1.1],
      ['fellow', 1.5],
      ['Americans,', 1.9],
    ]);
  });

  it('leaves an edited word without its timing and mark, the others keep theirs', () => {
    const edited = 'And so, our fellow Americans, today';
    const tokens = alignWords(edited, words);
    expect(tokens.map((t) => t.word?.text ?? null)).toEqual(['And', 'so,', null, 'fellow', 'Americans,', null]);
    expect(tokens.some((t) => isUncertain(t.word))).toBe(false);
  });

  it('copes with removed words and no words at all', () => {
    expect(alignWords('And Americans,', words).map((t) => t.word?.start)).toEqual([0.3, 1.9]);
    expect(alignWords('typed by hand', []).map((t) => t.word)).toEqual([null, null, null]);
  });
});

describe('tokenAt', () => {
  it('finds the word at a click, including at its end', () => {
    const tokens = alignWords(text, words);
    expect(tokenAt(tokens, 9)?.word?.text).toBe('my');
    expect(tokenAt(tokens, 10)?.word?.text).toBe('my');
    expect(tokenAt(tokens, 100)).toBeNull();
  });
});

describe('nextUncertainWord', () => {
  const segments = [
    { start: 0, text, words },
    { start: 3, text: 'We observe today', words: [w('We', 3), w('observe', 3.4, 0.2), w('today', 3.9)] },
  ];
  it('goes to the next low-confidence word after the playhead, across segments', () => {
    expect(nextUncertainWord(segments, 0)).toMatchObject({ segmentStart: 0, from: 8, to: 10 });
    expect(nextUncertainWord(segments, 1.1)).toMatchObject({ segmentStart: 3, from: 3, to: 10 });
    expect(nextUncertainWord(segments, 3.4)).toBeNull();
  });
  it('skips a word whose mark was cleared by editing it', () => {
    expect(nextUncertainWord([{ ...segments[0], text: 'And so, our fellow Americans,' }], 0)).toBeNull();
  });
});
