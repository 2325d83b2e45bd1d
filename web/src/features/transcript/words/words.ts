import { wordsIn } from '../../../../../shared/word-count.ts';

/**
 * The word count with unsaved edits: the saved count, corrected only for the segments being edited,
 * so a keystroke costs the edited segments, not the whole transcript.
 */
export function countWordsWithDrafts(
  saved: { total: number; bySegment: ReadonlyMap<string, number> },
  drafts: ReadonlyMap<string, string>,
): number {
  let total = saved.total;
  for (const [id, text] of drafts) {
    const before = saved.bySegment.get(id);
    if (before !== undefined) total += wordsIn(text) - before;
  }
  return total;
}

export interface SavedWordCounts {
  total: number;
  /** By segment id. */
  bySegment: ReadonlyMap<string, number>;
  /** The text each count is of, so the next list counts only the texts that changed. */
  texts: ReadonlyMap<string, string>;
}

/**
 * Per-segment word counts of the saved text, for countWordsWithDrafts. Given the counts of the list before
 * (an autosave changes a few texts of thousands), only the segments whose text changed are counted again.
 */
export function savedWordCounts(segments: ReadonlyArray<{ id: string; text: string }>, previous?: SavedWordCounts): SavedWordCounts {
  const bySegment = new Map<string, number>();
  const texts = new Map<string, string>();
  let total = 0;
  for (const { id, text } of segments) {
    const known = previous?.texts.get(id) === text ? previous.bySegment.get(id) : undefined;
    const count = known ?? wordsIn(text);
    bySegment.set(id, count);
    texts.set(id, text);
    total += count;
  }
  return { total, bySegment, texts };
}
