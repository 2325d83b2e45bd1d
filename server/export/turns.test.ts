import { describe, expect, it } from 'vitest';
import { mergeTurns } from './turns.ts';

describe('mergeTurns', () => {
  it('orders by start and merges consecutive segments of one speaker with a single space', () => {
    expect(
      mergeTurns([
        { start: 5, end: 7, speaker: 'A', text: 'three' },
        { start: 0, end: 2, speaker: 'A', text: 'one ' },
        { start: 2, end: 5, speaker: 'A', text: ' two' },
        { start: 7, end: 9, speaker: 'B', text: 'four' },
        { start: 9, end: 10, speaker: 'A', text: 'five' },
      ]),
    ).toEqual([
      { speaker: 'A', text: 'one two three', start: 0, end: 7 },
      { speaker: 'B', text: 'four', start: 7, end: 9 },
      { speaker: 'A', text: 'five', start: 9, end: 10 },
    ]);
  });

  it('names a missing, empty or blank speaker "Unknown" and merges those turns too', () => {
    const turns = mergeTurns([
      { start: 0, end: 1, text: 'a' },
      { start: 1, end: 2, speaker: null, text: 'b' },
      { start: 2, end: 3, speaker: '', text: 'c' },
      { start: 3, end: 4, speaker: '  ', text: 'd' },
    ]);
    expect(turns).toEqual([{ speaker: 'Unknown', text: 'a b c d', start: 0, end: 4 }]);
  });

  it('keeps the given order for equal starts', () => {
    const turns = mergeTurns([
      { start: 1, end: 2, speaker: 'B', text: 'second' },
      { start: 0, end: 1, speaker: 'A', text: 'first' },
      { start: 1, end: 2, speaker: 'C', text: 'third' },
    ]);
    expect(turns.map((t) => t.text)).toEqual(['first', 'second', 'third']);
  });

  it('collapses whitespace inside a text and skips empty segments without splitting a turn', () => {
    const turns = mergeTurns([
      { start: 0, end: 1, speaker: 'A', text: 'line one\n\nline\ttwo' },
      { start: 1, end: 2, speaker: 'B', text: '   ' },
      { start: 2, end: 3, speaker: 'A', text: 'more' },
    ]);
    expect(turns).toEqual([{ speaker: 'A', text: 'line one line two more', start: 0, end: 3 }]);
  });

  it('trims speaker names so "ETRM " and "ETRM" are one speaker', () => {
    const turns = mergeTurns([
      { start: 0, end: 1, speaker: 'ETRM ', text: 'a' },
      { start: 1, end: 2, speaker: 'ETRM', text: 'b' },
    ]);
    expect(turns).toEqual([{ speaker: 'ETRM', text: 'a b', start: 0, end: 2 }]);
  });

  it('uses the start as the end of a segment without a usable end', () => {
    expect(mergeTurns([{ start: 4, end: null, speaker: 'A', text: 'x' }])).toEqual([
      { speaker: 'A', text: 'x', start: 4, end: 4 },
    ]);
    expect(mergeTurns([{ start: 4, end: Number.NaN, speaker: 'A', text: 'x' }])[0].end).toBe(4);
  });

  it('does not change its input', () => {
    const segments = [
      { start: 1, end: 2, speaker: 'A', text: 'b' },
      { start: 0, end: 1, speaker: 'A', text: 'a' },
    ];
    const copy = structuredClone(segments);
    mergeTurns(segments);
    expect(segments).toEqual(copy);
  });
});
