import { formatClock } from './time.ts';
import { titleLine } from './title-line.ts';
import { mergeTurns } from './turns.ts';
import type { ExportInput, ExportOptions } from './types.ts';

/**
 * The Word file's turns as plain text: title line first, then one paragraph per turn, paragraphs
 * separated by a blank line. The italic subtitle placeholder is left out: it is a prompt for editing in
 * Word, not content. Optional `[m:ss]` timecodes give each turn's start.
 */
export function buildPlainText(input: ExportInput, options: ExportOptions): string {
  const paragraphs = mergeTurns(input.segments).map((turn) => {
    const line = `${turn.speaker}: ${turn.text}`;
    return options.timecodes ? `[${formatClock(turn.start)}] ${line}` : line;
  });
  return `${[titleLine(options.seriesName, input.title), ...paragraphs].join('\n\n')}\n`;
}
