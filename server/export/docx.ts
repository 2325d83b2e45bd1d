import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { commentedRuns, placeComments } from './docx-comments.ts';
import { titleLine } from './title-line.ts';
import { mergeTurns } from './turns.ts';
import type { ExportInput, ExportOptions } from './types.ts';

// House layout, spec section 3 "Word export layout".
const FONT = 'Aptos';
const FONT_SIZE_HALF_POINTS = 22;
export const SUBTITLE_PLACEHOLDER = 'Insert subtitle and speaker description here';

// 8 pt after each paragraph, 1.15 lines, as in Word's current Normal style. The docx package's Normal
// has no spacing, and then Word and LibreOffice both run the turns together into one block.
const PARAGRAPH_SPACING = { after: 160, line: 276 };

// On every run as well as in the document defaults: Word and LibreOffice resolve defaults differently
// (theme fonts, their own Normal style), explicit run properties look the same everywhere.
function paragraph(text: string, style: { bold?: true; italics?: true } = {}, heading?: (typeof HeadingLevel)['HEADING_1']): Paragraph {
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

/**
 * The .docx: title line (Heading 1), italic subtitle (the placeholder unless one is given), then one paragraph per speaker turn,
 * "{speaker}: {text}", bold for the host speaker. With comments, each is a Word comment on its words.
 */
export async function buildDocx(input: ExportInput, options: ExportOptions): Promise<Uint8Array> {
  const title = titleLine(options.seriesName, input.title);
  const host = options.hostSpeaker.trim();
  const subtitle = input.subtitle?.trim() || SUBTITLE_PLACEHOLDER;
  const merged = mergeTurns(input.segments, { withParts: Boolean(input.comments?.length) });
  const { byTurn, definitions } = placeComments(merged, input.comments ?? []);
  const turns = merged.map((turn) => {
    const style = turn.speaker === host ? { bold: true as const } : {};
    const placed = byTurn.get(turn);
    if (!placed) return paragraph(`${turn.speaker}: ${turn.text}`, style);
    const run = (text: string) => new TextRun({ text, font: FONT, size: FONT_SIZE_HALF_POINTS, ...style });
    return new Paragraph({ children: commentedRuns(`${turn.speaker}: `, turn.text, placed, run) });
  });
  const document = new Document({
    title,
    creator: 'Tapescript',
    ...(definitions.length ? { comments: { children: definitions } } : {}),
    styles: {
      default: {
        document: { run: { font: FONT, size: FONT_SIZE_HALF_POINTS }, paragraph: { spacing: PARAGRAPH_SPACING } },
      },
      paragraphStyles: [TITLE_STYLE],
    },
    sections: [{ children: [paragraph(title, {}, HeadingLevel.HEADING_1), paragraph(subtitle, { italics: true }), ...turns] }],
  });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}
