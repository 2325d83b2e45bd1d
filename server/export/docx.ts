import { AlignmentType, Document, Footer, HeadingLevel, Packer, PageNumber, Paragraph, TextRun } from 'docx';
import { commentedRuns, placeComments } from './docx-comments.ts';
import { titleLine } from './title-line.ts';
import { documentBlocks } from './chapter-headings.ts';
import type { ExportInput, ExportOptions } from './types.ts';

// House layout, spec section 3 "Word export layout".
const FONT = 'Aptos';
const FONT_SIZE_HALF_POINTS = 22;
export { FONT as DOCX_FONT, FONT_SIZE_HALF_POINTS as DOCX_FONT_SIZE, PARAGRAPH_SPACING as DOCX_PARAGRAPH_SPACING };
export const SUBTITLE_PLACEHOLDER = 'Insert subtitle and speaker description here';

// 8 pt after each paragraph, 1.15 lines, as in Word's current Normal style. The docx package's Normal
// has no spacing, and then Word and LibreOffice both run the turns together into one block.
const PARAGRAPH_SPACING = { after: 160, line: 276 };

// On every run as well as in the document defaults: Word and LibreOffice resolve defaults differently
// (theme fonts, their own Normal style), explicit run properties look the same everywhere.
function paragraph(text: string, style: { bold?: true; italics?: true } = {}, heading?: (typeof HeadingLevel)['HEADING_1' | 'HEADING_2']): Paragraph {
  return new Paragraph({ heading, children: [new TextRun({ text, font: FONT, size: FONT_SIZE_HALF_POINTS, ...style })] });
}

// The title line is a Heading 1, so Word's navigation pane (and a screen reader's heading list) shows it;
// the style itself keeps the layout's look (Aptos 22 half-points, black, not bold) instead of Word's blue heading.
const TITLE_STYLE = {
  id: 'Heading1',
  name: 'Heading 1',
  basedOn: 'Normal',
  next: 'Normal',
  quickFormat: true,
  run: { font: FONT, size: FONT_SIZE_HALF_POINTS, color: '000000', bold: false },
  paragraph: { outlineLevel: 0, spacing: PARAGRAPH_SPACING, keepNext: true },
};

// A chapter's title (the `chapters` option) is a Heading 2 under the title line, in the layout's font, bold.
const CHAPTER_STYLE = { ...TITLE_STYLE, id: 'Heading2', name: 'Heading 2', run: { ...TITLE_STYLE.run, bold: true }, paragraph: { ...TITLE_STYLE.paragraph, outlineLevel: 1 } };

/** "Page N of M", centred, in the layout's font: Word fills the numbers in (PAGE and NUMPAGES fields). */
const pageNumberFooter = () =>
  new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ font: FONT, size: FONT_SIZE_HALF_POINTS, children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES] })],
      }),
    ],
  });

/**
 * The .docx: title line (Heading 1), italic subtitle (the placeholder unless one is given), then one paragraph per speaker turn,
 * "{speaker}: {text}" (labels and timestamps as chosen), bold for the host speaker. With chapters, each chapter's title as
 * a Heading 2 where it starts. With comments, each is a Word comment on
 * its words; with page numbers, a "Page N of M" footer. Without choices, exactly the spec's layout.
 */
export async function buildDocx(input: ExportInput, options: ExportOptions): Promise<Uint8Array> {
  const title = titleLine(options.seriesName, input.title);
  const host = options.hostSpeaker.trim();
  const subtitle = input.subtitle?.trim() || SUBTITLE_PLACEHOLDER;
  const blocks = documentBlocks(input, options);
  const lines = blocks.flatMap((block) => ('turn' in block ? [block.turn] : []));
  const { byTurn, definitions } = placeComments(lines, input.comments ?? []);
  const turns = blocks.map((block) => {
    if ('heading' in block) return paragraph(block.heading, {}, HeadingLevel.HEADING_2);
    const { turn } = block;
    const style = turn.speaker === host ? { bold: true as const } : {};
    const placed = byTurn.get(turn);
    if (!placed) return paragraph(`${turn.lead}${turn.text}`, style);
    const run = (text: string) => new TextRun({ text, font: FONT, size: FONT_SIZE_HALF_POINTS, ...style });
    return new Paragraph({ children: commentedRuns(turn.lead, turn.text, placed, run) });
  });
  const document = new Document({
    title,
    creator: 'Tapescript',
    ...(definitions.length ? { comments: { children: definitions } } : {}),
    styles: {
      default: {
        document: { run: { font: FONT, size: FONT_SIZE_HALF_POINTS }, paragraph: { spacing: PARAGRAPH_SPACING } },
      },
      paragraphStyles: [TITLE_STYLE, CHAPTER_STYLE],
    },
    sections: [
      {
        ...(options.pageNumbers ? { footers: { default: pageNumberFooter() } } : {}),
        children: [paragraph(title, {}, HeadingLevel.HEADING_1), paragraph(subtitle, { italics: true }), ...turns],
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}
