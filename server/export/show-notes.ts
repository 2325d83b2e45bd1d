import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { minutesClock } from '../domain/clock.ts';
import { buildYoutubeChapters } from './chapters.ts';
import { DOCX_FONT, DOCX_FONT_SIZE, DOCX_PARAGRAPH_SPACING } from './docx.ts';
import type { ExportChapter } from './types.ts';

/** A key quote: a highlight's words, who says them and where. */
export interface ShowNotesQuote {
  quote: string;
  speaker: string;
  start: number;
}

/** A summary line: its text, who said it (an extractive line's speaker) and the segment starts it cites, in seconds. */
export interface SummaryLine {
  text: string;
  speaker?: string | null;
  starts: number[];
}

/** What a draft of show notes holds (README "Show notes"). */
export interface ShowNotesDraft {
  title: string;
  summary: SummaryLine[];
  chapters: ExportChapter[];
  quotes: ShowNotesQuote[];
  speakers: string[];
}

const cite = (starts: readonly number[]) => starts.map((start) => `[${minutesClock(start)}]`).join(' ');
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A draft's markdown: the title, then Summary (each line with its speaker and time), Chapters (the YouTube lines,
 * CHAPTERS_YOUTUBE's), Key quotes (the highlights, as block quotes) and Speakers; a part with nothing in it is left out.
 */
export function draftMarkdown(draft: ShowNotesDraft): string {
  const parts = [`# ${oneLine(draft.title)}`];
  if (draft.summary.length) {
    const lines = draft.summary.map((line) => `- ${oneLine(line.text)} (${line.speaker ? `${oneLine(line.speaker)}, ` : ''}${cite(line.starts)})`);
    parts.push(`## Summary\n\n${lines.join('\n')}`);
  }
  if (draft.chapters.length) parts.push(`## Chapters\n\n${buildYoutubeChapters(draft.chapters).trimEnd().split('\n').join('  \n')}`);
  if (draft.quotes.length) parts.push(`## Key quotes\n\n${draft.quotes.map((q) => `> “${oneLine(q.quote)}”  \n> ${oneLine(q.speaker)}, ${cite([q.start])}`).join('\n\n')}`);
  if (draft.speakers.length) parts.push(`## Speakers\n\n${draft.speakers.map((speaker) => `- ${oneLine(speaker)}`).join('\n')}`);
  return `${parts.join('\n\n')}\n`;
}

const run = (text: string, style: { bold?: boolean; italics?: boolean } = {}) => new TextRun({ text, font: DOCX_FONT, size: DOCX_FONT_SIZE, ...style });

/** A markdown line's text runs: **bold** and *italic* (or _italic_) kept, the marks taken off. */
function runs(text: string): TextRun[] {
  return text
    .split(/(\*\*[^*]+\*\*|\*[^*]+\*|_[^_]+_)/)
    .filter(Boolean)
    .map((part) => (part.startsWith('**') ? run(part.slice(2, -2), { bold: true }) : /^([*_]).+\1$/.test(part) ? run(part.slice(1, -1), { italics: true }) : run(part)));
}

/**
 * Show notes as a Word file: the markdown's headings as Word headings, list items as bullets, block quotes indented
 * and italic, other lines as paragraphs (a line ending in two spaces or a backslash is a line break, as in markdown).
 */
export async function buildShowNotesDocx(markdown: string): Promise<Uint8Array> {
  const children: Paragraph[] = [];
  for (const block of markdown.split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((line) => line.trim());
    for (const [i, raw] of lines.entries()) {
      const line = raw.replace(/(?: {2,}|\\)$/, '');
      const heading = /^(#{1,6})\s+(.*)$/.exec(line);
      const item = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
      const quote = /^>\s?(.*)$/.exec(line);
      if (heading) children.push(new Paragraph({ heading: heading[1].length === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2, children: [run(heading[2], { bold: true })] }));
      else if (item) children.push(new Paragraph({ bullet: { level: 0 }, spacing: DOCX_PARAGRAPH_SPACING, children: runs(item[1]) }));
      else if (quote) children.push(new Paragraph({ indent: { left: 720 }, spacing: i === lines.length - 1 ? DOCX_PARAGRAPH_SPACING : { after: 0 }, children: [run(quote[1], { italics: true })] }));
      else children.push(new Paragraph({ alignment: AlignmentType.LEFT, spacing: i === lines.length - 1 ? DOCX_PARAGRAPH_SPACING : { after: 0 }, children: runs(line) }));
    }
  }
  const document = new Document({ creator: 'Tapescript', styles: { default: { document: { run: { font: DOCX_FONT, size: DOCX_FONT_SIZE } } } }, sections: [{ children }] });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}
