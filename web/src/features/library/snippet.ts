export interface SnippetParts {
  before: string;
  match: string;
  after: string;
}

/**
 * A search snippet cut around its match, so the match can be marked up as text (never as HTML).
 * Offsets outside the snippet are clamped rather than trusted.
 */
export function splitSnippet(snippet: string, offset: number, length: number): SnippetParts {
  const start = Math.min(Math.max(0, offset), snippet.length);
  const end = Math.min(snippet.length, start + Math.max(0, length));
  return { before: snippet.slice(0, start), match: snippet.slice(start, end), after: snippet.slice(end) };
}
