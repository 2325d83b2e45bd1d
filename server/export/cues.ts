import { cleanLine } from './text-clean.ts';
import { byStart, knownEnd, speakerName } from './turns.ts';
import type { ExportSegment } from './types.ts';

export interface Cue {
  start: number;
  end: number;
  speaker: string;
  text: string;
}

/** How long the last cue stays on screen when its segment has no end. */
export const LAST_CUE_SECONDS = 3;

function nextLaterStart(ordered: readonly ExportSegment[], index: number): number | undefined {
  for (let next = index + 1; next < ordered.length; next++) {
    if (ordered[next].start > ordered[index].start) return ordered[next].start;
  }
  return undefined;
}

/**
 * One cue per segment with text, ordered by start. A missing end becomes the start of the next later
 * segment (the speaker is talking until someone else starts), or start + LAST_CUE_SECONDS for the last.
 * Empty segments are skipped: a blank cue would end an SRT block early and shows nothing anyway.
 */
export function toCues(segments: ExportSegment[]): Cue[] {
  const ordered = byStart(segments);
  const cues: Cue[] = [];
  ordered.forEach((segment, index) => {
    const text = cleanLine(segment.text ?? '');
    if (!text) return;
    const nextStart = nextLaterStart(ordered, index);
    const end = knownEnd(segment) ?? nextStart ?? segment.start + LAST_CUE_SECONDS;
    cues.push({ start: segment.start, end, speaker: speakerName(segment), text });
  });
  return cues;
}
