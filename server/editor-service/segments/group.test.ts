import { describe, expect, it } from 'vitest';
import { assignSpeakers, groupSegments, type SpokenWord } from './group.ts';

const word = (text: string, start: number, end: number, speaker = 0): SpokenWord => ({ text, start, end, speaker });

describe('assignSpeakers', () => {
  const turns = [
    { start: 0, end: 3, speaker: 0 },
    { start: 3.5, end: 6, speaker: 1 },
    { start: 6.2, end: 9, speaker: 0 },
  ];

  it('gives each word the turn it overlaps most', () => {
    const words = [{ text: 'a', start: 0.5, end: 1 }, { text: 'b', start: 2.8, end: 3.6 }, { text: 'c', start: 5.9, end: 6.5 }];
    expect(assignSpeakers(words, turns).map((w) => w.speaker)).toEqual([0, 0, 0]);
  });

  it('uses the nearest turn for a word in a gap', () => {
    expect(assignSpeakers([{ text: 'x', start: 3.2, end: 3.45 }], turns)[0].speaker).toBe(1);
  });

  it('puts everything on one speaker when no turns were found', () => {
    expect(assignSpeakers([{ text: 'x', start: 1, end: 2 }], [])[0].speaker).toBe(0);
  });
});

describe('groupSegments', () => {
  it('starts a segment when the speaker changes, names speakers by first appearance', () => {
    const segments = groupSegments([word('hello', 0, 0.4, 3), word('there', 0.5, 0.9, 3), word('hi', 1.0, 1.3, 1), word('so', 1.4, 1.6, 3)]);
    expect(segments.map((s) => [s.speaker, s.text, s.start, s.end])).toEqual([
      ['Speaker 1', 'hello there', 0, 0.9],
      ['Speaker 2', 'hi', 1.0, 1.3],
      ['Speaker 1', 'so', 1.4, 1.6],
    ]);
  });

  it('starts a segment after a long pause', () => {
    const segments = groupSegments([word('one', 0, 0.5), word('two', 2, 2.5)]);
    expect(segments.map((s) => s.text)).toEqual(['one', 'two']);
  });

  it('keeps word timings in the segment', () => {
    expect(groupSegments([word('one', 0, 0.5)])[0].words).toEqual([{ text: 'one', start: 0, end: 0.5 }]);
  });

  it('never makes a segment longer than 30 s, and prefers small pauses after 20 s', () => {
    // A monologue: words every 0.5 s, a 0.4 s pause every 10 words.
    const words: SpokenWord[] = [];
    let at = 0;
    for (let i = 0; i < 200; i++) {
      words.push(word(`w${i}`, at, at + 0.45));
      at += i % 10 === 9 ? 0.85 : 0.5;
    }
    const segments = groupSegments(words);
    for (const segment of segments) expect(segment.end - segment.start).toBeLessThanOrEqual(30);
    expect(segments.slice(0, -1).every((s) => /w\d*9$/.test(s.text))).toBe(true);
    expect(segments.flatMap((s) => s.text.split(' '))).toHaveLength(200);
  });

  it('gives nothing for no words', () => {
    expect(groupSegments([])).toEqual([]);
  });
});
