import { describe, expect, it } from 'vitest';
import { mergeTrackWords, mergeTracks, normalizedWord, type TrackLevel } from './track-merge.ts';

const word = (text: string, start: number, end: number) => ({ text, start, end });

/** Each track at one level (dBFS) all through. */
const levels =
  (...db: number[]): TrackLevel =>
  (track) =>
    db[track];

describe('mergeTrackWords', () => {
  it('merges the tracks by start time, each word its track as speaker', () => {
    const ann = { speaker: 'Ann', words: [word('Hello', 0.2, 0.6), word('there.', 0.7, 1.0), word('Good.', 2.6, 3.0)] };
    const ben = { speaker: 'Ben', words: [word('Hi', 1.5, 1.8), word('Ann.', 1.9, 2.3)] };
    expect(mergeTrackWords([ann, ben], levels(-20, -20)).map((w) => `${w.speaker}:${w.text}`)).toEqual(['0:Hello', '0:there.', '1:Hi', '1:Ann.', '0:Good.']);
  });

  it('drops a word another track has at the same time, 6 dB louder or more (bleed)', () => {
    const ann = { speaker: 'Ann', words: [word('Hello,', 1.0, 1.4), word('Ben.', 1.5, 1.9)] };
    // Ben's microphone caught Ann 18 dB down, 10 ms later.
    const ben = { speaker: 'Ben', words: [word('hello', 1.01, 1.41), word('Ben', 1.51, 1.91)] };
    const level: TrackLevel = (track) => (track === 0 ? -20 : -38);
    expect(mergeTrackWords([ann, ben], level).map((w) => `${w.speaker}:${w.text}`)).toEqual(['0:Hello,', '0:Ben.']);
    // Whichever track is the louder one keeps it.
    expect(mergeTrackWords([ben, ann], level).map((w) => `${w.speaker}:${w.text}`)).toEqual(['0:hello', '0:Ben']);
  });

  it('keeps the same word said on both tracks at similar levels (both people said it)', () => {
    const ann = { speaker: 'Ann', words: [word('Yeah.', 4.0, 4.3)] };
    const ben = { speaker: 'Ben', words: [word('yeah', 4.05, 4.35)] };
    expect(mergeTrackWords([ann, ben], levels(-20, -24))).toHaveLength(2);
  });

  it('keeps different words spoken at once, whatever their levels', () => {
    const ann = { speaker: 'Ann', words: [word('right', 2.0, 2.4)] };
    const ben = { speaker: 'Ben', words: [word('okay', 2.0, 2.4)] };
    expect(mergeTrackWords([ann, ben], levels(-10, -40)).map((w) => w.text)).toEqual(['right', 'okay']);
  });

  it('keeps a quieter same word that overlaps the louder one by less than half', () => {
    const ann = { speaker: 'Ann', words: [word('so', 1.0, 2.0)] };
    // 40 % of each word overlaps the other.
    const ben = { speaker: 'Ben', words: [word('so', 1.6, 2.6)] };
    expect(mergeTrackWords([ann, ben], levels(-20, -26))).toHaveLength(2);
    expect(mergeTrackWords([ann, { speaker: 'Ben', words: [word('so', 1.5, 2.5)] }], levels(-20, -26))).toHaveLength(1);
  });

  it('keeps a same word only 5 dB quieter, and drops it at 6 dB', () => {
    const ann = { speaker: 'Ann', words: [word('well', 1.0, 1.3)] };
    const ben = { speaker: 'Ben', words: [word('well', 1.0, 1.3)] };
    expect(mergeTrackWords([ann, ben], levels(-20, -25))).toHaveLength(2);
    expect(mergeTrackWords([ann, ben], levels(-20, -26))).toHaveLength(1);
  });

  it('measures each word over its own time on its own track', () => {
    const calls: Array<[number, number, number]> = [];
    mergeTrackWords([{ speaker: 'Ann', words: [word('a', 1, 2)] }, { speaker: 'Ben', words: [word('b', 3, 4)] }], (...call) => {
      calls.push(call);
      return -20;
    });
    expect(calls).toEqual([[0, 1, 2], [1, 3, 4]]);
  });

  it('drops the bleed of one voice into each of three tracks', () => {
    const ann = { speaker: 'Ann', words: [word('one', 0, 0.4)] };
    const ben = { speaker: 'Ben', words: [word('one', 0.01, 0.41)] };
    const cy = { speaker: 'Cy', words: [word('One.', 0.02, 0.42)] };
    expect(mergeTrackWords([ann, ben, cy], levels(-18, -36, -34)).map((w) => w.speaker)).toEqual([0]);
  });
});

describe('mergeTracks', () => {
  it('makes a new segment at each change of speaker, named by the tracks', () => {
    const ann = { speaker: 'Ann', words: [word('How', 0.2, 0.4), word('are', 0.5, 0.7), word('you?', 0.8, 1.0), word('Good.', 2.6, 3.0)] };
    const ben = { speaker: 'Ben', words: [word('Fine,', 1.2, 1.5), word('thanks.', 1.6, 2.0)] };
    const segments = mergeTracks([ann, ben], levels(-20, -20));
    expect(segments.map((s) => [s.speaker, s.text])).toEqual([
      ['Ann', 'How are you?'],
      ['Ben', 'Fine, thanks.'],
      ['Ann', 'Good.'],
    ]);
    expect(segments[1]).toMatchObject({ start: 1.2, end: 2.0 });
  });

  it('names a speaker who speaks first on the second track by that track', () => {
    const segments = mergeTracks([{ speaker: 'Ann', words: [word('Yes.', 3, 3.4)] }, { speaker: 'Ben', words: [word('Ready?', 1, 1.5)] }], levels(-20, -20));
    expect(segments.map((s) => s.speaker)).toEqual(['Ben', 'Ann']);
  });
});

it('normalizes a word to lower case without punctuation', () => {
  expect(normalizedWord('“Hello,”')).toBe('hello');
  expect(normalizedWord("Don't")).toBe('dont');
});
