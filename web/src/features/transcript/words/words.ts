import { wordsIn } from '../../../../../shared/word-count.ts';

/**
 * The word count with unsaved edits: the saved count, corrected only for the segments being edited,
 * so a keystroke costs the edited segments, not the whole transcript.
 */
export function countWordsWithDrafts(
  saved: { total: number; bySegment: ReadonlyMap<number, number> },
  drafts: ReadonlyMap<number, string>,
): number {
  let total = saved.total;
  for (const [start, text] of drafts) {
    const before = saved.bySegment.get(start);
    if (before !== undefined) total += wordsIn(text) - before;
  }
  return total;
}

export interface SavedWordCounts {
  total: number;
  bySegment: ReadonlyMap<number, number>;
  /** The text each count is of, so the next list counts only the texts that changed. */
  texts: ReadonlyMap<number, string>;
}

/**
 * Per-segment word counts of the saved text, for countWordsWithDrafts. Given the counts of the list before
 * (an autosave changes a few texts of thousands), only the segments whose text changed are counted again.
 */
export function savedWordCounts(segments: ReadonlyArray<{ start: number; text: string }>, previous?: SavedWordCounts): SavedWordCounts {
  const bySegment = new Map<number, number>();
  const texts = new Map<number, string>();
  let total = 0;
  for (const { start, text } of segments) {
    const known = previous?.texts.get(start) === text ? previous.bySegment.get(start) : undefined;
    const count = known ?? wordsIn(text);
    bySegment.set(start, count);
    texts.set(start, text);
    total += count;
  }
  return { total, bySegment, texts };
}
