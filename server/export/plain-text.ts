import { cleanLine } from './text-clean.ts';
import { titleLine } from './title-line.ts';
import { turnLines } from './turn-lines.ts';
import type { ExportInput, ExportOptions } from './types.ts';

/**
 * The Word file's turns as plain text: title line first, the subtitle line when one is given, then one paragraph per
 * turn, paragraphs separated by a blank line. The Word subtitle placeholder is left out: it is a prompt for editing in
 * Word, not content. Timestamps and speaker labels as chosen (`turnLines`).
 */
export function buildPlainText(input: ExportInput, options: ExportOptions): string {
  const subtitle = cleanLine(input.subtitle ?? '');
  const paragraphs = turnLines(input.segments, options).map((turn) => `${turn.lead}${turn.text}`);
  return `${[titleLine(options.seriesName, input.title), ...(subtitle ? [subtitle] : []), ...paragraphs].join('\n\n')}\n`;
}
