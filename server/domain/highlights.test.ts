import { describe, expect, test } from 'vitest';
import { anchorSelection, cleanNote, cleanTags, placeHighlight } from './highlights.ts';

const segments = [
  { id: 'a', speaker: 'Ada', text: 'we started in the garage', start: 0, end: 5 },
  { id: 'b', speaker: 'Ada', text: 'with two old machines', start: 5, end: 9 },
  { id: 'c', speaker: 'Bo', text: 'really?', start: 9, end: 10 },
];

describe('tags and notes', () => {
  test('tags are trimmed onto one line, empty ones dropped, the first spelling of each kept', () => {
    expect(cleanTags(['  origin\nstory ', 'Origin story', '', 'garage'])).toEqual(['origin story', 'garage']);
  });
  test('at most 20 tags of at most 50 characters; a note of at most 2000', () => {
    expect(() => cleanTags(Array.from({ length: 21 }, (_, i) => `t${i}`))).toThrow(/at most 20 tags/);
    expect(cleanTags(Array.from({ length: 25 }, (_, i) => `T${i % 20}`))).toHaveLength(20);
    expect(() => cleanTags(['x'.repeat(51)])).toThrow(/at most 50 characters/);
    expect(cleanNote('  a note \u200b ')).toBe('a note');
    expect(() => cleanNote('x'.repeat(2001))).toThrow(/at most 2000 characters/);
  });
});

describe('anchoring a selection', () => {
  test('across consecutive segments of one speaker: one anchor per segment, times from the words', () => {
    const anchored = anchorSelection({ fromSegmentId: 'a', fromWord: 3, toSegmentId: 'b', toWord: 1 }, segments);
    expect(anchored.parts.map((part) => part.quote)).toEqual(['the garage', 'with two']);
    expect(anchored).toMatchObject({ speaker: 'Ada', start: 3, end: 7 });
    expect(placeHighlight(anchored.parts, segments)).toMatchObject({ fromSegmentId: 'a', fromWord: 3, toSegmentId: 'b', toWord: 1, outdated: false, start: 3, end: 7 });
  });
  test('refused across speakers, backwards, and outside the words', () => {
    expect(() => anchorSelection({ fromSegmentId: 'b', fromWord: 0, toSegmentId: 'c', toWord: 0 }, segments)).toThrow(/one speaker/);
    expect(() => anchorSelection({ fromSegmentId: 'b', fromWord: 0, toSegmentId: 'a', toWord: 0 }, segments)).toThrow(/after it/);
    expect(() => anchorSelection({ fromSegmentId: 'a', fromWord: 5, toSegmentId: 'b', toWord: 0 }, segments)).toThrow(/word indexes/);
    expect(() => anchorSelection({ fromSegmentId: 'a', fromWord: 2, toSegmentId: 'a', toWord: 1 }, segments)).toThrow(/word indexes/);
  });
  test('after an edit its words are found again; when one part’s words are gone it is outdated', () => {
    const { parts } = anchorSelection({ fromSegmentId: 'a', fromWord: 3, toSegmentId: 'b', toWord: 1 }, segments);
    const edited = [{ ...segments[0], text: 'so we started in the garage' }, segments[1], segments[2]];
    expect(placeHighlight(parts, edited)).toMatchObject({ fromWord: 4, toWord: 1, outdated: false });
    const cut = [segments[0], { ...segments[1], text: 'with old machines' }, segments[2]];
    expect(placeHighlight(parts, cut)).toMatchObject({ outdated: true, fromWord: null, start: null, speaker: null });
  });
});
