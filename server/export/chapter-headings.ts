import { turnLines, type TurnLine } from './turn-lines.ts';
import type { ExportInput, ExportOptions } from './types.ts';

/** A paragraph of a document export: a chapter's heading, or a speaker turn. */
export type DocumentBlock = { heading: string } | { turn: TurnLine };

/**
 * The turns of a Word, PDF or Markdown export, with the `chapters` option each chapter's title as a heading before the
 * turn it starts (a turn is cut where a chapter starts); without it, only the turns.
 */
export function documentBlocks(input: ExportInput, options: ExportOptions): DocumentBlock[] {
  const chapters = options.chapters ? (input.chapters ?? []) : [];
  const turns = turnLines(input.segments, options, chapters.length ? new Set(chapters.map((chapter) => chapter.start)) : undefined);
  const blocks: DocumentBlock[] = [];
  let next = 0;
  for (const turn of turns) {
    // A chapter whose segment has no text heads the next turn there is.
    for (; next < chapters.length && chapters[next].start <= turn.start; next++) blocks.push({ heading: chapters[next].title });
    blocks.push({ turn });
  }
  for (; next < chapters.length; next++) blocks.push({ heading: chapters[next].title });
  return blocks;
}
