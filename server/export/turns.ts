import { cleanLine } from './text-clean.ts';
import type { ExportSegment } from './types.ts';

export interface Turn {
  speaker: string;
  text: string;
  start: number;
  end: number;
  /** With `withParts`: where each segment's (cleaned) text sits in `text`, so comments on a segment find their place. */
  parts?: TurnPart[];
}

export interface TurnPart {
  id?: string;
  /** The segment's start. */
  start: number;
  offset: number;
  text: string;
}

const UNKNOWN_SPEAKER = 'Unknown';

export function speakerName(segment: ExportSegment): string {
  return cleanLine(segment.speaker ?? '') || UNKNOWN_SPEAKER;
}

/** The segment's end when it is usable: a finite number after the start. */
export function knownEnd(segment: ExportSegment): number | undefined {
  const { start, end } = segment;
  return typeof end === 'number' && Number.isFinite(end) && end > start ? end : undefined;
}

/** Segments by start; ties keep their given order (Array.prototype.sort is stable). */
export function byStart<T extends { start: number }>(segments: readonly T[]): T[] {
  return [...segments].sort((a, b) => a.start - b.start);
}

/**
 * Speaker turns (spec section 4, "Export"): segments ordered by start, consecutive segments of one
 * speaker merged with a single space, a missing or empty speaker named "Unknown". Segments with no text
 * are skipped, so an emptied segment neither prints "Speaker: " nor splits a speaker's turn in two. A segment whose start
 * is in `breakAt` (where a chapter starts) always begins a turn.
 */
export function mergeTurns(segments: ExportSegment[], { withParts = false, breakAt }: { withParts?: boolean; breakAt?: ReadonlySet<number> } = {}): Turn[] {
  const turns: Turn[] = [];
  for (const segment of byStart(segments)) {
    const text = cleanLine(segment.text ?? '');
    if (!text) continue;
    const speaker = speakerName(segment);
    const end = knownEnd(segment) ?? segment.start;
    const last = turns.at(-1);
    if (last?.speaker === speaker && !breakAt?.has(segment.start)) {
      last.parts?.push({ id: segment.id, start: segment.start, offset: last.text.length + 1, text });
      last.text += ` ${text}`;
      last.end = Math.max(last.end, end);
    } else {
      turns.push({ speaker, text, start: segment.start, end, ...(withParts ? { parts: [{ id: segment.id, start: segment.start, offset: 0, text }] } : {}) });
    }
  }
  return turns;
}
