import { paragraphSegments, turnParagraph, type ImportedSegment } from './imported.ts';

/**
 * A .txt transcript: paragraphs separated by blank lines, as the text export writes them, or one "Speaker: text" turn
 * a line. A line that names no speaker continues the paragraph before it in its block (text wrapped by hand).
 */
export function readText(text: string): ImportedSegment[] {
  const paragraphs: string[] = [];
  for (const block of text.split(/\n[ \t]*\n/)) {
    let paragraph: string | undefined;
    for (const line of block.split('\n')) {
      if (!line.trim()) continue;
      if (paragraph !== undefined && !turnParagraph(line)) paragraph += ` ${line.trim()}`;
      else {
        if (paragraph !== undefined) paragraphs.push(paragraph);
        paragraph = line.trim();
      }
    }
    if (paragraph !== undefined) paragraphs.push(paragraph);
  }
  return paragraphSegments(paragraphs);
}
