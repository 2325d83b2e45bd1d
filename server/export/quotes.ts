import { Document, Packer, Paragraph, TextRun } from 'docx';
import { DOCX_FONT, DOCX_FONT_SIZE, DOCX_PARAGRAPH_SPACING } from './docx.ts';
import { escapeMarkdown } from './markdown.ts';
import { cleanLine } from './text-clean.ts';
import { formatTimestamp } from './time.ts';
import { MIME_TYPES } from './index.ts';
import type { ExportedDocument } from './types.ts';

/** One quote of the bank as exported (README "Quotes"), already as the asker is shown it. */
export interface ExportQuote {
  quote: string;
  speaker: string;
  title: string;
  /** Seconds. */
  start: number;
  tags: readonly string[];
  note: string;
  author: string;
  /** The page that opens the transcript at the quote: "/transcript/{id}?t={start}". */
  link: string;
  highlightId: string;
  transcriptId: string;
}

export type QuoteFormat = 'docx' | 'csv' | 'md';

/** `(00:12:34)`: when the quote begins, as the exports write times. */
const timeOf = (seconds: number) => `(${formatTimestamp(seconds).slice(1, -1)})`;

/** `"…" — Speaker, Title (00:12:34)`: a quote as cited (the page's "Copy as quote" puts the same on the clipboard). */
export function citation(quote: Pick<ExportQuote, 'quote' | 'speaker' | 'title' | 'start'>): string {
  return `"${cleanLine(quote.quote)}" — ${cleanLine(quote.speaker)}, ${cleanLine(quote.title)} ${timeOf(quote.start)}`;
}

/**
 * A CSV cell (RFC 4180: always quoted, quotes doubled). A value a spreadsheet would run as a formula (it begins with
 * = + - @, a tab or a carriage return: OWASP's "CSV injection") is prefixed with a ' so it is shown as text.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

const CSV_COLUMNS = ['quote', 'speaker', 'interview', 'time', 'tags', 'note', 'author', 'link', 'highlight_id', 'transcript_id'] as const;

export function buildQuotesCsv(quotes: readonly ExportQuote[]): string {
  const rows = quotes.map((q) => [q.quote, q.speaker, q.title, timeOf(q.start).slice(1, -1), q.tags.join(', '), q.note, q.author, q.link, q.highlightId, q.transcriptId]);
  return `${[[...CSV_COLUMNS], ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Markdown: a heading, then each quote as a block quote with its attribution, its tags and note under it. */
export function buildQuotesMarkdown(quotes: readonly ExportQuote[]): string {
  const blocks = quotes.map((q) => {
    const extra = [q.tags.length ? `Tags: ${q.tags.join(', ')}` : '', q.note ? `Note: ${cleanLine(q.note)}` : ''].filter(Boolean);
    return [`> ${escapeMarkdown(citation(q))}`, ...extra.map((line) => escapeMarkdown(line))].join('\n\n');
  });
  return `${['# Quotes', ...blocks].join('\n\n')}\n`;
}

/** Word, in the house layout's font and spacing: "Quotes" as the title line, each citation, its tags and note in italics. */
export async function buildQuotesDocx(quotes: readonly ExportQuote[]): Promise<Uint8Array> {
  const run = (text: string, style: { italics?: true } = {}) => new TextRun({ text, font: DOCX_FONT, size: DOCX_FONT_SIZE, ...style });
  const paragraphs = quotes.flatMap((q) => {
    const extra = [q.tags.length ? `Tags: ${q.tags.join(', ')}` : '', q.note ? `Note: ${cleanLine(q.note)}` : ''].filter(Boolean).join(' · ');
    return [new Paragraph({ children: [run(citation(q))] }), ...(extra ? [new Paragraph({ children: [run(extra, { italics: true })] })] : [])];
  });
  const document = new Document({
    title: 'Quotes',
    creator: 'Tapescript',
    styles: { default: { document: { run: { font: DOCX_FONT, size: DOCX_FONT_SIZE }, paragraph: { spacing: DOCX_PARAGRAPH_SPACING } } } },
    sections: [{ children: [new Paragraph({ children: [run('Quotes')] }), ...paragraphs] }],
  });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}

/** The quotes as a file named "quotes.{extension}". */
export async function buildQuotesExport(format: QuoteFormat, quotes: readonly ExportQuote[]): Promise<ExportedDocument> {
  const utf8 = (text: string) => new TextEncoder().encode(text);
  const bytes = format === 'docx' ? await buildQuotesDocx(quotes) : utf8(format === 'csv' ? buildQuotesCsv(quotes) : buildQuotesMarkdown(quotes));
  return { bytes, filename: `quotes.${format}`, mimeType: format === 'csv' ? 'text/csv; charset=utf-8' : MIME_TYPES[format] };
}
