/**
 * The word count's one rule (spec section 9: whitespace-separated words), shared by the server's
 * Transcript.wordCount and the editor's count of unsaved text, so the two never disagree. No imports: the
 * web app bundles this file.
 */
export function wordsIn(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}
