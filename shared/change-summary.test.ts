import { describe, expect, it } from 'vitest';
import { summarizeChanges, type ChangeKind } from './change-summary.ts';

const times = (count: number, kind: ChangeKind): ChangeKind[] => Array.from({ length: count }, () => kind);

describe('summarizeChanges', () => {
  it('counts speaker changes as the segments’ speaker labels they are, not as people', () => {
    // Seven segments given back their speaker on a transcript of three speakers.
    expect(summarizeChanges([...times(7, 'speaker'), ...times(11, 'words')])).toBe('11 words, 7 speaker labels');
    expect(summarizeChanges(['speaker'])).toBe('1 speaker label');
  });

  it('names the kinds in their order, one and many', () => {
    expect(summarizeChanges(['deleted', 'punctuation', 'words', 'punctuation', 'inserted'])).toBe('2 punctuation, 1 word, 1 segment added, 1 segment deleted');
    expect(summarizeChanges([])).toBe('no changes');
  });
});
