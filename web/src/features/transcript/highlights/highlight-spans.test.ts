import { describe, expect, it } from 'vitest';
import { highlightAt, highlightedRanges, highlightedWordsBySegment, sameSpeaker, spanTarget, targetOfWords, type WordsSelected } from './highlight-spans.ts';

const SEGMENTS = [
  { id: 's1', speaker: 'Host', text: 'Welcome to the show.' },
  { id: 's2', speaker: 'Ada', text: 'Thank you for having me.' },
  { id: 's3', speaker: 'Ada', text: 'It is a long story.' },
  { id: 's4', speaker: 'Ada', text: 'My father bought cows.' },
];
const words = (segmentId: string, from: number, to: number, quote: string): WordsSelected => ({ segmentId, from, to, quote });

describe('a highlight from the words selected earlier to those selected now', () => {
  it('runs from the earlier selection’s first word to the last one selected now, through the segments between', () => {
    expect(spanTarget(words('s2', 3, 4, 'having me.'), words('s4', 0, 1, 'My father'), SEGMENTS)).toEqual({
      fromSegmentId: 's2',
      fromWord: 3,
      toSegmentId: 's4',
      toWord: 1,
      quote: 'having me. It is a long story. My father',
      segments: 3,
    });
  });

  it('is not offered without an earlier selection, from the same segment, or from a later one (it cannot run backwards)', () => {
    const now = words('s3', 0, 1, 'It is');
    expect(spanTarget(null, now, SEGMENTS)).toBeNull();
    expect(spanTarget(words('s3', 3, 4, 'long story.'), now, SEGMENTS)).toBeNull();
    expect(spanTarget(words('s4', 0, 0, 'My'), now, SEGMENTS)).toBeNull();
  });

  it('knows whether the segments it spans are one speaker’s (the server refuses them otherwise)', () => {
    expect(sameSpeaker(spanTarget(words('s2', 0, 0, 'Thank'), words('s4', 0, 0, 'My'), SEGMENTS)!, SEGMENTS)).toBe(true);
    expect(sameSpeaker(spanTarget(words('s1', 3, 3, 'show.'), words('s2', 0, 1, 'Thank you'), SEGMENTS)!, SEGMENTS)).toBe(false);
    expect(sameSpeaker(targetOfWords(words('s1', 0, 0, 'Welcome')), SEGMENTS)).toBe(true);
  });
});

describe('marking highlighted words', () => {
  const order = SEGMENTS.map((segment) => segment.id);
  const across = { id: 'h1', outdated: false, fromSegmentId: 's2', fromWord: 3, toSegmentId: 's4', toWord: 1 };

  it('marks the first segment from its first word, the segments between whole, the last up to its last word', () => {
    const bySegment = highlightedWordsBySegment([across], order);
    expect(Object.fromEntries(bySegment)).toEqual({
      s2: [{ id: 'h1', from: 3, to: null }],
      s3: [{ id: 'h1', from: 0, to: null }],
      s4: [{ id: 'h1', from: 0, to: 1 }],
    });
    expect(highlightedRanges(SEGMENTS[1].text, bySegment.get('s2')!)).toEqual([{ from: 14, to: 24, id: 'h1' }]);
    expect(highlightedRanges(SEGMENTS[3].text, bySegment.get('s4')!)).toEqual([{ from: 0, to: 9, id: 'h1' }]);
  });

  it('marks nothing for an outdated highlight, or one whose segments are not loaded', () => {
    expect(highlightedWordsBySegment([{ ...across, outdated: true, fromWord: null, toWord: null }], order).size).toBe(0);
    expect(highlightedWordsBySegment([{ ...across, toSegmentId: 'gone' }], order).size).toBe(0);
  });

  it('a draft with fewer words than the highlight had marks what is left, and no more', () => {
    expect(highlightedRanges('Thank you', [{ id: 'h1', from: 1, to: 5 }])).toEqual([{ from: 6, to: 9, id: 'h1' }]);
    expect(highlightedRanges('Thank', [{ id: 'h1', from: 3, to: null }])).toEqual([]);
  });

  it('finds the highlight a caret is in: on its words or between them, not beside them', () => {
    const ranges = [{ from: 14, to: 24, id: 'h1' }];
    expect(highlightAt(ranges, 18)).toBe('h1');
    expect(highlightAt(ranges, 24)).toBe('h1');
    expect(highlightAt(ranges, 5)).toBeNull();
  });
});
