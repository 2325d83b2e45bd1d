import { cleanLine } from './text-clean.ts';
import { titleLine } from './title-line.ts';
import { documentBlocks } from './chapter-headings.ts';
import type { ExportInput, ExportOptions } from './types.ts';

// Our own `[hh:mm:ss]` stays as written (with no link after it, Markdown shows it as it is); any other character that
// Markdown reads as markup is escaped, so a transcript's "*", "_" or "[a](b)" is shown, never made emphasis or a link.
const INLINE_MARKUP = /\[\d{2}:\d{2}:\d{2}\]|[\\`*_[\]<>~|]|&(?=#?\w+;)/g;
// At the start of a paragraph these begin a heading, quote, list or rule.
const BLOCK_START = /^(\d*)([#>+=.)-])/;

/** A line of transcript text as Markdown that shows exactly that text. */
export function escapeMarkdown(line: string): string {
  return line.replace(INLINE_MARKUP, (markup) => (markup.length > 1 ? markup : `\\${markup}`)).replace(BLOCK_START, '$1\\$2');
}

/**
 * Markdown (CommonMark): the title line as a heading, the subtitle line in italics when one is given, then one paragraph per
 * speaker turn, "{speaker}: {text}" with the chosen labels and timestamps, the host speaker's turns in bold as in the
 * Word file. The Word subtitle placeholder is left out, as in the text export. With the `chapters` option each chapter's
 * title is a second-level heading where it starts.
 */
export function buildMarkdown(input: ExportInput, options: ExportOptions): string {
  const subtitle = cleanLine(input.subtitle ?? '');
  const host = options.hostSpeaker.trim();
  const paragraphs = documentBlocks(input, options).map((block) => {
    if ('heading' in block) return `## ${escapeMarkdown(block.heading)}`;
    const { turn } = block;
    const line = escapeMarkdown(`${turn.lead}${turn.text}`);
    return turn.speaker === host ? `**${line}**` : line;
  });
  const heading = `# ${escapeMarkdown(titleLine(options.seriesName, input.title))}`;
  return `${[heading, ...(subtitle ? [`*${escapeMarkdown(subtitle)}*`] : []), ...paragraphs].join('\n\n')}\n`;
}
