import { describe, expect, it } from 'vitest';
import { markText } from './text-marks.ts';

describe('markText', () => {
  it('keeps an unmarked text whole', () => {
    expect(markText('Hello there', [])).toEqual([{ text: 'Hello there' }]);
  });

  it('cuts the text at every mark and combines overlapping ones', () => {
    expect(
      markText('And so my fellow', [
        { from: 7, to: 9, uncertain: true },
        { from: 7, to: 9, spoken: true },
        { from: 4, to: 6, match: 'other' },
        { from: 10, to: 16, match: 'current' },
      ]),
    ).toEqual([
      { text: 'And ' },
      { text: 'so', match: 'other' },
      { text: ' ' },
      { text: 'my', uncertain: true, spoken: true },
      { text: ' ' },
      { text: 'fellow', match: 'current' },
    ]);
  });
});
