import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The PDF's stand-in for Aptos, the house layout's font, which is Microsoft's and not free to ship: Carlito, from
 * Debian's fonts-crosextra-carlito (scripts/packages.sh), a free font metrically compatible with Calibri, the Office
 * font Aptos succeeded, so a page breaks about where it would in Word. It covers Latin, Greek and Cyrillic; scripts it
 * has no glyphs for (README, "PDF") print as blanks.
 */
export const PDF_FONT = 'Carlito';
export const PDF_FONT_PACKAGE = 'fonts-crosextra-carlito';
/** Where Debian puts its files (also where libass finds it for audiograms' captions). */
export const PDF_FONT_DIR = '/usr/share/fonts/truetype/crosextra';

export type PdfFontStyle = 'normal' | 'bold' | 'italic';

const FILES: Record<PdfFontStyle, string> = { normal: 'Carlito-Regular.ttf', bold: 'Carlito-Bold.ttf', italic: 'Carlito-Italic.ttf' };

const loaded = new Map<PdfFontStyle, string>();

/** The font file of `style` as a binary string (what jsPDF's virtual file system takes), read once. */
export function pdfFontFile(style: PdfFontStyle): string {
  const cached = loaded.get(style) ?? readFontFile(PDF_FONT_DIR, style);
  loaded.set(style, cached);
  return cached;
}

/** The font file of `style` in `dir`, or an error saying which file is missing and which package brings it. */
export function readFontFile(dir: string, style: PdfFontStyle): string {
  const file = path.join(dir, FILES[style]);
  try {
    return readFileSync(file).toString('latin1');
  } catch (error) {
    throw new Error(`The PDF export needs the font ${file}: install the Debian package ${PDF_FONT_PACKAGE} (scripts/setup.sh does)`, { cause: error });
  }
}

/** The name jsPDF's file system gives a style's font file. */
export const pdfFontFileName = (style: PdfFontStyle) => FILES[style];
