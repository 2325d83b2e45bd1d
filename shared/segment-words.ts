/**
 * The words of a segment's text as comments count them (fromWord, toWord): whitespace-separated, as the word count
 * (word-count.ts). Shared by the server, which anchors comments, and the web app, which lets a reader select words.
 * No imports: the web app bundles this file.
 */
export function segmentWords(text: string): string[] {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/) : [];
}

/** A word as a quote is matched again after edits: case and the punctuation around it do not count. */
export function wordKey(word: string): string {
  return word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}
