import { jsPDF } from 'jspdf';
import { PDF_FONT, pdfFontFile, pdfFontFileName, type PdfFontStyle } from './pdf-font.ts';
import { cleanLine } from './text-clean.ts';
import { titleLine } from './title-line.ts';
import { documentBlocks } from './chapter-headings.ts';
import type { ExportInput, ExportOptions } from './types.ts';

// The Word file's page and paragraphs (docx.ts): A4 with Word's 2.54 cm margins, 11 pt, 1.15 lines, 8 pt after each paragraph.
const MARGIN = 72;
const FONT_SIZE = 11;
const LINE_HEIGHT = FONT_SIZE * 1.15;
const PARAGRAPH_AFTER = 8;
// The footer's baseline, half a margin above the page's bottom edge as Word places a footer.
const FOOTER_FROM_BOTTOM = MARGIN / 2;

interface PdfParagraph {
  text: string;
  style: PdfFontStyle;
}

function newDocument(title: string): jsPDF {
  // Only the fonts used: jsPDF otherwise lists the 14 standard fonts on every page, none of them embedded.
  const pdf = new jsPDF({ unit: 'pt', format: 'a4', compress: true, putOnlyUsedFonts: true });
  for (const style of ['normal', 'bold', 'italic'] as const) {
    pdf.addFileToVFS(pdfFontFileName(style), pdfFontFile(style));
    pdf.addFont(pdfFontFileName(style), PDF_FONT, style);
  }
  pdf.setProperties({ title, creator: 'Tapescript' });
  pdf.setFontSize(FONT_SIZE);
  return pdf;
}

/** The paragraphs laid into lines down the pages, a new page where the next line would cross the bottom margin. */
function layParagraphs(pdf: jsPDF, paragraphs: PdfParagraph[]): void {
  const width = pdf.internal.pageSize.getWidth() - 2 * MARGIN;
  const bottom = pdf.internal.pageSize.getHeight() - MARGIN;
  let y = MARGIN + FONT_SIZE;
  for (const { text, style } of paragraphs) {
    pdf.setFont(PDF_FONT, style);
    for (const line of pdf.splitTextToSize(text, width) as string[]) {
      if (y > bottom) {
        pdf.addPage();
        y = MARGIN + FONT_SIZE;
      }
      pdf.text(line, MARGIN, y);
      y += LINE_HEIGHT;
    }
    y += PARAGRAPH_AFTER;
  }
}

/** "Page N of M", centred in the footer of every page, as the Word file's footer shows it. */
function numberPages(pdf: jsPDF): void {
  const pages = pdf.getNumberOfPages();
  pdf.setFont(PDF_FONT, 'normal');
  for (let page = 1; page <= pages; page++) {
    pdf.setPage(page);
    const { pageSize } = pdf.internal;
    pdf.text(`Page ${page} of ${pages}`, pageSize.getWidth() / 2, pageSize.getHeight() - FOOTER_FROM_BOTTOM, { align: 'center' });
  }
}

/**
 * The Word file's layout as a PDF, for reading and printing as it is: the title line, the italic subtitle (the Word
 * placeholder is left out: it is a prompt for editing in Word), one paragraph per speaker turn with the chosen labels and
 * timestamps, the host's turns in bold, with the `chapters` option each chapter's title (bold) where it starts, and with
 * page numbers a "Page N of M" footer. Aptos is not free to embed: the
 * text is set in its stand-in (pdf-font.ts), embedded.
 */
export function buildPdf(input: ExportInput, options: ExportOptions): Uint8Array {
  const title = titleLine(options.seriesName, input.title);
  const host = options.hostSpeaker.trim();
  const subtitle = cleanLine(input.subtitle ?? '');
  const pdf = newDocument(title);
  const turns = documentBlocks(input, options).map((block): PdfParagraph =>
    'heading' in block ? { text: block.heading, style: 'bold' } : { text: `${block.turn.lead}${block.turn.text}`, style: block.turn.speaker === host ? 'bold' : 'normal' },
  );
  const paragraphs: PdfParagraph[] = [{ text: title, style: 'normal' }, ...(subtitle ? [{ text: subtitle, style: 'italic' as const }] : []), ...turns];
  layParagraphs(pdf, paragraphs);
  if (options.pageNumbers) numberPages(pdf);
  return new Uint8Array(pdf.output('arraybuffer'));
}
