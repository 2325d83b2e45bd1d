/** Where a match is in a snippet (UTF-16 code units, as JavaScript strings count). */
export interface TextRange {
  offset: number;
  length: number;
}

export interface MarkedSnippet {
  snippet: string;
  /** Every match in the snippet, in order. */
  matches: TextRange[];
}

/** A segment longer than this is cut to a window that starts a little before its first match. */
const SNIPPET_CHARS = 240;
const CONTEXT_BEFORE = 60;

/** A segment's text as a snippet with the ranges of every match in it (`ranges` in order, not overlapping). */
export function snippetOf(text: string, ranges: readonly TextRange[]): MarkedSnippet {
  if (text.length <= SNIPPET_CHARS) return { snippet: text, matches: [...ranges] };

  const first = ranges[0]?.offset ?? 0;
  let from = Math.max(0, first - CONTEXT_BEFORE);
  // Cut at spaces so the snippet neither starts nor ends mid-word.
  if (from > 0) from = Math.min(first, text.indexOf(' ', from) + 1 || from);
  let to = Math.min(text.length, from + SNIPPET_CHARS);
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    if (space > first) to = space;
  }
  const prefix = from > 0 ? '…' : '';
  const suffix = to < text.length ? '…' : '';
  const matches = ranges
    .filter((range) => range.offset >= from && range.offset + range.length <= to)
    .map((range) => ({ offset: range.offset - from + prefix.length, length: range.length }));
  return { snippet: `${prefix}${text.slice(from, to)}${suffix}`, matches };
}
