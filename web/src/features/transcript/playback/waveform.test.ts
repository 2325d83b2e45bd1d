import { describe, expect, it } from 'vitest';
import { peaksForColumns } from './waveform.ts';

describe('peaksForColumns', () => {
  it('keeps the loudest peak of each stretch when folding many peaks into few bars', () => {
    expect(peaksForColumns([0.1, 0.9, 0.2, 0.3, 0.5, 0.4], 3)).toEqual([0.9, 0.3, 0.5]);
  });

  it('repeats peaks when there are more bars than peaks, and clamps to 0..1', () => {
    expect(peaksForColumns([0.2, 1.5], 4)).toEqual([0.2, 0.2, 1, 1]);
    expect(peaksForColumns([], 4)).toEqual([]);
  });
});
