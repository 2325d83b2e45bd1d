import { describe, expect, it } from 'vitest';
import { withSegmentAt } from './segment-list-edits.ts';

const segments = [
  { start: 0, end: 4, text: 'One.' },
  { start: 4, end: 9, text: 'Two.' },
  { start: 12, end: 15, text: 'Three.' },
];

describe('withSegmentAt', () => {
  it('splits the time of the segment playing at the playhead', () => {
    const { segments: list, start } = withSegmentAt(segments, 6.2004, 20);
    expect(start).toBe(6.2);
    expect(list).toEqual([
      { start: 0, text: 'One.' },
      { start: 4, end: 6.2, text: 'Two.' },
      { start: 6.2, end: 9, speaker: '', text: '' },
      { start: 12, text: 'Three.' },
    ]);
  });

  it('fills a gap until the next segment, or the end of the audio after the last', () => {
    expect(withSegmentAt(segments, 10, 20).segments[2]).toEqual({ start: 10, end: 12, speaker: '', text: '' });
    expect(withSegmentAt(segments, 17, 20).segments[3]).toEqual({ start: 17, end: 20, speaker: '', text: '' });
  });

  it('adds the first segment to a transcript without any', () => {
    expect(withSegmentAt([], 0, 30)).toEqual({ segments: [{ start: 0, end: 30, speaker: '', text: '' }], start: 0 });
    expect(withSegmentAt([], 3, null).segments).toEqual([{ start: 3, end: 3, speaker: '', text: '' }]);
  });

  it('moves off a start that is taken', () => {
    const { start, segments: list } = withSegmentAt(segments, 4, 20);
    expect(start).toBe(4.001);
    expect(list.map((segment) => segment.start)).toEqual([0, 4, 4.001, 12]);
  });
});
