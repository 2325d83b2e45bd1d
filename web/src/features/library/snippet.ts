export interface SnippetPart {
  text: string;
  match: boolean;
}

/**
 * A search snippet cut at its matches, so each can be marked up as text (never as HTML). Ranges outside the
 * snippet are clamped, and one that overlaps an earlier one is skipped, rather than trusted.
 */
export function snippetParts(snippet: string, matches: readonly { offset: number; length: number }[]): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const { offset, length } of [...matches].sort((a, b) => a.offset - b.offset)) {
    const start = Math.min(Math.max(at, offset), snippet.length);
    const end = Math.min(snippet.length, offset + Math.max(0, length));
    if (end <= start) continue;
    if (start > at) parts.push({ text: snippet.slice(at, start), match: false });
    parts.push({ text: snippet.slice(start, end), match: true });
    at = end;
  }
  if (at < snippet.length) parts.push({ text: snippet.slice(at), match: false });
  return parts;
}
