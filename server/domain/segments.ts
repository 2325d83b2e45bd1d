import { badInput } from './errors.ts';
import { cleanWords, retimeWords } from './word-timings.ts';

export interface Word {
  text: string;
  start: number;
  end: number;
  /** The recognizer's confidence, 0..1; absent for a word a person typed (null in the API). */
  confidence?: number;
}

/** A segment as stored in transcript_data.segments. */
export interface Segment {
  speaker: string;
  text: string;
  start: number;
  end: number;
  /** Word timings from the recognizer, kept through edits (server/domain/word-timings.ts); absent in older transcripts. */
  words?: Word[];
}

/** A segment as a client sends it: speaker and end may be left out to keep what is stored. */
export interface SegmentEdit {
  start: number;
  end?: number | null;
  text: string;
  speaker?: string | null;
}

export const LIMITS = {
  segments: 20_000,
  textChars: 20_000,
  speakerChars: 100,
} as const;

/** Whitespace-separated words across all segments (spec section 9). */
export function wordCount(segments: ReadonlyArray<{ text: string }>): number {
  let count = 0;
  for (const { text } of segments) {
    const trimmed = text.trim();
    if (trimmed) count += trimmed.split(/\s+/).length;
  }
  return count;
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/**
 * Applies a client's full segment list to the stored one: validates it, keeps stored speakers, ends and
 * word timings where the client left them out, and returns the segments ordered by start.
 */
export function applyEdits(current: readonly Segment[], edits: readonly SegmentEdit[]): Segment[] {
  if (edits.length === 0) throw badInput('A transcript needs at least one segment; send the full segment list.');
  if (edits.length > LIMITS.segments) throw badInput(`A transcript can have at most ${LIMITS.segments} segments.`);
  const byStart = new Map(current.map((segment) => [segment.start, segment]));
  const seen = new Set<number>();
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  return sorted.map((edit, index) => {
    const where = `Segment ${index + 1}`;
    if (!isTime(edit.start)) throw badInput(`${where}: start must be a finite number of seconds, 0 or more.`);
    if (seen.has(edit.start)) throw badInput(`${where}: two segments start at ${edit.start} s; starts must be unique.`);
    seen.add(edit.start);
    if (typeof edit.text !== 'string') throw badInput(`${where}: text must be a string.`);
    if (edit.text.length > LIMITS.textChars) throw badInput(`${where}: text is longer than ${LIMITS.textChars} characters.`);
    if (edit.speaker != null && edit.speaker.length > LIMITS.speakerChars) {
      throw badInput(`${where}: speaker is longer than ${LIMITS.speakerChars} characters.`);
    }
    const stored = byStart.get(edit.start);
    const next = sorted[index + 1]?.start;
    const end = edit.end ?? stored?.end ?? next ?? edit.start;
    if (!isTime(end)) throw badInput(`${where}: end must be a finite number of seconds, 0 or more.`);
    if (end < edit.start) throw badInput(`${where}: end (${end}) is before start (${edit.start}).`);
    const segment: Segment = {
      speaker: edit.speaker ?? stored?.speaker ?? '',
      text: edit.text,
      start: edit.start,
      end,
    };
    const words = retimeWords(stored, segment.text, segment);
    if (words) segment.words = words;
    return segment;
  });
}

/** Makes an editor-service answer safe to store: typed fields, finite times, ordered and unique starts. */
export function normalizeTranscribed(raw: ReadonlyArray<Partial<Segment>>): Segment[] {
  const segments = raw
    .filter((s) => isTime(s.start) && typeof s.text === 'string')
    .map((s) => ({
      speaker: typeof s.speaker === 'string' ? s.speaker : '',
      text: (s.text as string).trim(),
      start: s.start as number,
      end: isTime(s.end) && (s.end as number) >= (s.start as number) ? (s.end as number) : (s.start as number),
      words: s.words as unknown,
    }))
    .sort((a, b) => a.start - b.start);
  // Starts identify segments in the editor, so two equal starts are nudged apart by a millisecond.
  for (let i = 1; i < segments.length; i++) {
    if (segments[i].start <= segments[i - 1].start) segments[i].start = segments[i - 1].start + 0.001;
    if (segments[i].end < segments[i].start) segments[i].end = segments[i].start;
  }
  return segments.map((s) => ({ ...s, words: cleanWords(s.words, s) }));
}
