/** Whitespace-separated words across all texts. */
export function countWords(texts: Iterable<string>): number {
  let count = 0;
  for (const text of texts) {
    const trimmed = text.trim();
    if (trimmed) count += trimmed.split(/\s+/).length;
  }
  return count;
}

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
    if (before !== undefined) total += countWords([text]) - before;
  }
  return total;
}

/** Per-segment word counts of the saved text, for countWordsWithDrafts. */
export function savedWordCounts(segments: ReadonlyArray<{ start: number; text: string }>) {
  const bySegment = new Map<number, number>();
  let total = 0;
  for (const { start, text } of segments) {
    const count = countWords([text]);
    bySegment.set(start, count);
    total += count;
  }
  return { total, bySegment };
}
