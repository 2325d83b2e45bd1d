import type { Segment } from './segments.ts';
import { findPattern } from '../../shared/find-pattern.ts';

export interface SegmentMatch {
  segment: Segment;
  /** A window of the text around the first match. */
  snippet: string;
  /** Where the match is in the snippet. */
  matchOffset: number;
  matchLength: number;
}

const CONTEXT_CHARS = 60;

/** The segments whose text contains the query (case-insensitive), each with a snippet around the match. */
export function matchSegments(segments: readonly Segment[], query: string): SegmentMatch[] {
  const pattern = findPattern(query, {});
  const matches: SegmentMatch[] = [];
  for (const segment of segments) {
    pattern.lastIndex = 0;
    const found = pattern.exec(segment.text);
    if (!found) continue;
    let from = Math.max(0, found.index - CONTEXT_CHARS);
    let to = Math.min(segment.text.length, found.index + found[0].length + CONTEXT_CHARS);
    // Cut at word boundaries so the snippet does not start or end mid-word.
    if (from > 0) from = segment.text.indexOf(' ', from) + 1 || from;
    if (to < segment.text.length) to = segment.text.lastIndexOf(' ', to) > found.index + found[0].length ? segment.text.lastIndexOf(' ', to) : to;
    const prefix = from > 0 ? '…' : '';
    const suffix = to < segment.text.length ? '…' : '';
    matches.push({
      segment,
      snippet: `${prefix}${segment.text.slice(from, to)}${suffix}`,
      matchOffset: prefix.length + found.index - from,
      matchLength: found[0].length,
    });
  }
  return matches;
}
