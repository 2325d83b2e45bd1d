import { describe, expect, it } from 'vitest';
import { alignedSegments, fileTimedSegments, type HeardWord } from './align.ts';

/** Heard words a second apart, each lasting half a second, from `at`. */
const heard = (text: string, at = 0): HeardWord[] => text.split(' ').map((word, i) => ({ text: word, start: at + i, end: at + i + 0.5, confidence: 0.9 }));

describe('alignedSegments', () => {
  it('keeps the text as written and takes the recognizer’s times where the words agree (case and punctuation aside)', () => {
    const segments = alignedSegments(
      [
        { speaker: 'Ann', text: 'Hello, there!', start: 40 },
        { speaker: 'Bob', text: 'General Kenobi.', start: 41 },
      ],
      heard('hello there general kenobi', 2),
      10,
    );
    expect(segments.map(({ speaker, text, start, end }) => ({ speaker, text, start, end }))).toEqual([
      { speaker: 'Ann', text: 'Hello, there!', start: 2, end: 3.5 },
      { speaker: 'Bob', text: 'General Kenobi.', start: 4, end: 5.5 },
    ]);
    expect(segments[1].words).toEqual([
      { text: 'General', start: 4, end: 4.5, confidence: 0.9 },
      { text: 'Kenobi.', start: 5, end: 5.5, confidence: 0.9 },
    ]);
  });

  it('lays words that differ over what was heard in their place, and an addition between its neighbours', () => {
    const [first, second] = alignedSegments(
      [
        { speaker: 'Ann', text: 'the gas price rose' },
        { speaker: 'Bob', text: 'Really truly? yes' },
      ],
      heard('the cat spice rose yes'),
      10,
    );
    expect(first.words!.map((word) => [word.text, word.start, word.end])).toEqual([
      ['the', 0, 0.5],
      ['gas', 1, 1 + 1.5 * (3 / 8)],
      ['price', 1 + 1.5 * (3 / 8), 2.5],
      ['rose', 3, 3.5],
    ]);
    expect(second).toMatchObject({ start: 3.5, end: 4.5 });
    expect(second.words!.map((word) => word.confidence)).toEqual([undefined, undefined, 0.9]);
  });

  it('cuts a run of differing words where a turn starts inside it at the longest pause heard there, as turns change at pauses', () => {
    const at = (text: string, start: number, end: number): HeardWord => ({ text, start, end });
    const [first, second] = alignedSegments(
      [
        { speaker: 'Ann', text: 'the gas price rose sharply' },
        { speaker: 'Bob', text: 'Indeed it did' },
      ],
      [at('the', 0, 0.5), at('gas', 1, 1.5), at('price', 2, 2.5), at('rose', 3, 3.5), at('sharp', 4, 4.5), at('in', 7, 7.2), at('deed', 7.3, 7.6), at('it', 8, 8.2), at('did', 8.3, 8.6)],
      10,
    );
    // "sharply Indeed" matched nothing: spread by length over 4-7.6 s, Bob would start at 5.94 s, in Ann's pause.
    expect(first).toMatchObject({ start: 0, end: 4.5 });
    expect(second).toMatchObject({ start: 7, end: 8.6 });
    expect(second.words!.map((word) => [word.text, word.start, word.end])).toEqual([
      ['Indeed', 7, 7.6],
      ['it', 8, 8.2],
      ['did', 8.3, 8.6],
    ]);
  });

  it('keeps the file’s times when not one word agrees, and spreads a file without times over the audio', () => {
    const imported = [
      { speaker: 'Ann', text: 'Bonjour à tous', start: 1, end: 2 },
      { speaker: 'Bob', text: 'Merci', start: 3, end: 4 },
    ];
    expect(alignedSegments(imported, heard('hello everyone thanks'), 10).map(({ start, end }) => [start, end])).toEqual([
      [1, 2],
      [3, 4],
    ]);
    const untimed = alignedSegments([{ speaker: 'Ann', text: 'ab cd' }], [], 8);
    expect(untimed[0]).toMatchObject({ start: 0, end: 8 });
  });
});

describe('fileTimedSegments', () => {
  it('takes the file’s times, the last start for a segment without one, and equal starts a millisecond apart', () => {
    const segments = fileTimedSegments([
      { speaker: 'Ann', text: 'One', start: 5 },
      { speaker: 'Ann', text: 'Two' },
      { speaker: 'Bob', text: 'Three', start: 9, end: 12 },
    ]);
    expect(segments).toEqual([
      { speaker: 'Ann', text: 'One', start: 5, end: 5 },
      { speaker: 'Ann', text: 'Two', start: 5.001, end: 9 },
      { speaker: 'Bob', text: 'Three', start: 9, end: 12 },
    ]);
    expect(fileTimedSegments([{ speaker: 'A', text: 'x' }, { speaker: 'A', text: 'y' }]).map((segment) => segment.start)).toEqual([0, 0.001]);
  });
});
