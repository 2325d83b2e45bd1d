import { describe, expect, it } from 'vitest';
import { assignSpeakers, groupSegments, speakWords, type SpokenWord } from './group.ts';

const word = (text: string, start: number, end: number, speaker = 0): SpokenWord => ({ text, start, end, speaker });

/** Words 0.3 s long every 0.4 s from `at`, from a sentence like "So this is it." */
function sentence(text: string, at: number) {
  return text.split(' ').map((w, i) => ({ text: w, start: at + i * 0.4, end: at + i * 0.4 + 0.3 }));
}

const speakersOf = (words: SpokenWord[]) => words.map((w) => w.speaker).join('');

describe('assignSpeakers', () => {
  const turns = [
    { start: 0, end: 3, speaker: 0 },
    { start: 3.5, end: 6, speaker: 1 },
    { start: 6.2, end: 9, speaker: 0 },
  ];

  it('gives each word the turn it overlaps most', () => {
    const words = [{ text: 'a', start: 0.5, end: 1 }, { text: 'b.', start: 2.8, end: 3.6 }, { text: 'c.', start: 5.9, end: 6.5 }];
    expect(assignSpeakers(words, turns).map((w) => w.speaker)).toEqual([0, 0, 0]);
  });

  it('uses the nearest turn for a word in a gap', () => {
    expect(assignSpeakers([{ text: 'x', start: 3.2, end: 3.45 }], turns)[0].speaker).toBe(1);
  });

  it('puts everything on one speaker when no turns were found', () => {
    expect(assignSpeakers([{ text: 'x', start: 1, end: 2 }], [])[0].speaker).toBe(0);
  });

  // Two sentences of four words: "One two three four." from 0 s, "Five six seven eight." from 1.6 s.
  const words = [...sentence('One two three four.', 0), ...sentence('Five six seven eight.', 1.6)];

  it('moves a speaker change that comes just after a sentence end back to it', () => {
    const late = [{ start: 0, end: 2.1, speaker: 0 }, { start: 2.1, end: 4, speaker: 1 }];
    expect(speakersOf(assignSpeakers(words, late))).toBe('00001111');
  });

  it('moves a speaker change that comes just before a sentence end forward to it', () => {
    const early = [{ start: 0, end: 1.1, speaker: 0 }, { start: 1.1, end: 4, speaker: 1 }];
    expect(speakersOf(assignSpeakers(words, early))).toBe('00001111');
  });

  it('keeps a change far from any sentence end', () => {
    const long = [...sentence('We went down to the river and then my brother said no.', 0)];
    const change = [{ start: 0, end: 2.3, speaker: 0 }, { start: 2.3, end: 6, speaker: 1 }];
    expect(speakersOf(assignSpeakers(long, change))).toBe('000000111111');
  });

  it('drops one- and two-word flips inside a sentence', () => {
    const long = sentence('We went down to the river and then my brother said no.', 0);
    const one = [{ start: 0, end: 1.95, speaker: 0 }, { start: 1.95, end: 2.3, speaker: 1 }, { start: 2.3, end: 6, speaker: 0 }];
    const two = [{ start: 0, end: 1.95, speaker: 0 }, { start: 1.95, end: 2.7, speaker: 1 }, { start: 2.7, end: 6, speaker: 0 }];
    expect(speakersOf(assignSpeakers(long, one))).toBe('000000000000');
    expect(speakersOf(assignSpeakers(long, two))).toBe('000000000000');
  });

  it('keeps a one-word sentence of another speaker', () => {
    const exchange = [...sentence('Did you see it?', 0), ...sentence('Yes.', 2), ...sentence('And then?', 3)];
    const turns3 = [{ start: 0, end: 1.8, speaker: 0 }, { start: 2, end: 2.4, speaker: 1 }, { start: 3, end: 4, speaker: 0 }];
    expect(speakersOf(assignSpeakers(exchange, turns3))).toBe('0000100');
  });
});

describe('speakWords', () => {
  const words = [
    { text: 'Hello?', start: 0, end: 0.4 },
    { text: 'Hello?', start: 0.45, end: 0.8 },
    { text: 'Oh,', start: 0.85, end: 1 },
    { text: 'hello.', start: 1, end: 1.3 },
  ];
  const turns = [{ start: 0, end: 1.3, speaker: 0 }];

  it("takes the speaker the worker heard for a short phrase over the turns', so a one-word turn is a segment of its own", () => {
    const spoken = speakWords(words, turns, [null, 1, null, null]);
    expect(speakersOf(spoken)).toBe('0100');
    expect(groupSegments(spoken).map((segment) => [segment.speaker, segment.text])).toEqual([
      ['Speaker 1', 'Hello?'],
      ['Speaker 2', 'Hello?'],
      ['Speaker 1', 'Oh, hello.'],
    ]);
  });

  it('falls back to the turns without speakers by the word, or with a list that does not fit the words', () => {
    expect(speakersOf(speakWords(words, turns, null))).toBe('0000');
    expect(speakersOf(speakWords(words, turns, [0, 1]))).toBe('0000');
    expect(speakersOf(speakWords(words, turns, [null, null, null, null]))).toBe('0000');
  });

  it("keeps a two-word turn of the worker's speaker step that assignSpeakers takes for a flip", () => {
    // "Thank you" said by another voice between two stretches that Whisper wrote as one sentence.
    const said = [...sentence('We went to the market', 0), ...sentence('Thank you', 2.5), ...sentence('and we came back.', 3.5)];
    const spoken = [{ start: 0, end: 2, speaker: 0 }, { start: 2.4, end: 3.2, speaker: 1 }, { start: 3.4, end: 5.1, speaker: 0 }];
    expect(speakersOf(assignSpeakers(said, spoken))).toBe('00000000000');
    expect(speakersOf(speakWords(said, spoken, said.map(() => null)))).toBe('00000110000');
    expect(groupSegments(speakWords(said, spoken, said.map(() => null))).map((segment) => segment.text)).toEqual(['We went to the market', 'Thank you', 'and we came back.']);
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

  it('starts a segment after a long pause at a sentence end', () => {
    const segments = groupSegments([word('One.', 0, 0.5), word('Two.', 2, 2.5)]);
    expect(segments.map((s) => s.text)).toEqual(['One.', 'Two.']);
  });

  it('keeps sentences of one speaker together while the segment is short', () => {
    const segments = groupSegments([word('One.', 0, 0.5), word('Two.', 0.9, 1.3), word('Three', 1.5, 1.9)]);
    expect(segments.map((s) => s.text)).toEqual(['One. Two. Three']);
  });

  it('keeps word timings in the segment', () => {
    expect(groupSegments([word('one', 0, 0.5)])[0].words).toEqual([{ text: 'one', start: 0, end: 0.5 }]);
  });

  it('past 20 s ends a segment at the next sentence end, never inside a sentence', () => {
    // A monologue of eleven-word sentences, words every 0.4 s, with 0.6 s pauses (also inside sentences).
    const words: SpokenWord[] = [];
    let at = 0;
    for (let i = 0; i < 220; i++) {
      const last = i % 11 === 10;
      words.push(word(last ? `w${i}.` : `w${i}`, at, at + 0.3));
      at += i % 5 === 4 ? 0.9 : 0.4;
    }
    const segments = groupSegments(words);
    for (const segment of segments) {
      expect(segment.end - segment.start).toBeLessThanOrEqual(30);
      expect(segment.text.endsWith('.')).toBe(true);
    }
    expect(segments.length).toBeGreaterThan(1);
    expect(segments.flatMap((s) => s.text.split(' '))).toHaveLength(220);
  });

  it('cuts a sentence longer than 30 s at its longest pause', () => {
    const words: SpokenWord[] = [];
    let at = 0;
    for (let i = 0; i < 100; i++) {
      words.push(word(i === 99 ? `w${i}.` : `w${i}`, at, at + 0.3));
      at += i === 49 ? 0.8 : 0.4;
    }
    const segments = groupSegments(words);
    expect(segments.map((s) => s.words?.length)).toEqual([50, 50]);
  });

  it('gives nothing for no words', () => {
    expect(groupSegments([])).toEqual([]);
  });
});
