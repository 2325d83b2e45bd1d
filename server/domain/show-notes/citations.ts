/** A summary line kept: its text and the segment starts (seconds) it cites. */
export interface CitedLine {
  text: string;
  starts: number[];
}

const CITATION = /\[((?:\d+:)?\d{1,2}:\d{2})\]/g;

const seconds = (clock: string) => clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);

/**
 * A model's summary held to its citations (README "Show notes"): each line (one sentence; a "- " or "1. " before it is
 * taken off) must cite the
 * start of a segment as [mm:ss] or [h:mm:ss]. A citation of a time no segment starts at (to the second) is dropped, and
 * so is a line left with none: what a model says must be checkable against the transcript.
 */
export function citedLines(lines: readonly string[], segmentStarts: readonly number[]): CitedLine[] {
  const starts = new Map(segmentStarts.map((start) => [Math.floor(start), start]));
  return lines.flatMap((line) => {
    const cited = [...line.matchAll(CITATION)].flatMap((match) => {
      const start = starts.get(seconds(match[1]));
      return start === undefined ? [] : [start];
    });
    const text = line
      .replace(CITATION, '')
      .replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '')
      .replace(/\s+([.,;:!?])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim();
    return cited.length && text ? [{ text, starts: [...new Set(cited)] }] : [];
  });
}
