/** Whitespace-separated words across all texts. */
export function countWords(texts: Iterable<string>): number {
  let count = 0;
  for (const text of texts) {
    const trimmed = text.trim();
    if (trimmed) count += trimmed.split(/\s+/).length;
  }
  return count;
}
