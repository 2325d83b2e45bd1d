import { badInput } from './errors.ts';
import { cleanLine, cleanText } from './user-text.ts';
import { matchToBase } from './segment-ids.ts';
import { cleanWords, retimeWords } from './word-timings.ts';
import { wordsIn } from '../../shared/word-count.ts';
import type { Segment, SegmentEdit } from './segment-types.ts';

export const LIMITS = {
  segments: 20_000,
  textChars: 20_000,
  speakerChars: 100,
} as const;

/**
 * What was worked out once per segment object, with the text it was worked out on. A version's segments are
 * immutable values and a change keeps most of them as the very objects of the version before, so the work on a
 * long transcript's unchanged segments is not done again on every autosave; the text is compared, in case.
 */
const countedWords = new WeakMap<object, { text: string; words: number }>();
const checkedClean = new WeakMap<Segment, { text: string; speaker: string }>();

/** Whitespace-separated words across all segments (spec section 9). */
export function wordCount(segments: ReadonlyArray<{ text: string }>): number {
  let count = 0;
  for (const segment of segments) {
    const known = countedWords.get(segment);
    if (known?.text === segment.text) {
      count += known.words;
      continue;
    }
    const words = wordsIn(segment.text);
    countedWords.set(segment, { text: segment.text, words });
    count += words;
  }
  return count;
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** How far past the audio's end a time may lie: recognizers and players round differently. */
export const TIME_TOLERANCE_S = 1;
/** The bound on times while the audio's length is unknown (transcripts made before it was stored). */
const UNKNOWN_DURATION_MAX_S = 24 * 60 * 60;

/** The latest time a segment may name in audio of `duration` seconds (0 when unknown). */
export function latestTime(duration: number): number {
  return duration > 0 ? duration + TIME_TOLERANCE_S : UNKNOWN_DURATION_MAX_S;
}

/**
 * The rules every stored version obeys, whatever change made it (a save, a replace, a split, a restore, a
 * refine): at most LIMITS.segments segments ordered by unique starts, finite times from 0 to the audio's end,
 * and user strings cleaned and within their limits. Returns the segments with their strings cleaned.
 */
export function checkSegments(segments: readonly Segment[], audioDuration: number): Segment[] {
  if (segments.length > LIMITS.segments) throw badInput(`A transcript can have at most ${LIMITS.segments} segments.`);
  const latest = latestTime(audioDuration);
  const time = (where: string, name: string, value: unknown) => {
    if (isTime(value) && value <= latest) return;
    const range = audioDuration > 0 ? `from 0 to ${latest} (the audio is ${audioDuration} s long)` : `from 0 to ${latest}`;
    throw badInput(`${where}: ${name} must be a finite number of seconds ${range}.`);
  };
  return segments.map((segment, index) => {
    const where = `Segment ${index + 1}`;
    time(where, 'start', segment.start);
    time(where, 'end', segment.end);
    if (segment.end < segment.start) throw badInput(`${where}: end (${segment.end}) is before start (${segment.start}).`);
    if (index > 0) {
      const previous = segments[index - 1].start;
      if (previous === segment.start) throw badInput(`${where}: two segments start at ${segment.start} s; starts must be unique.`);
      if (previous > segment.start) throw badInput(`${where}: segments must be ordered by start.`);
    }
    const known = checkedClean.get(segment);
    if (known && known.text === segment.text && known.speaker === segment.speaker) return segment;
    if (typeof segment.text !== 'string') throw badInput(`${where}: text must be a string.`);
    if (typeof segment.speaker !== 'string') throw badInput(`${where}: speaker must be a string.`);
    const text = cleanText(segment.text);
    if (text.length > LIMITS.textChars) throw badInput(`${where}: text is longer than ${LIMITS.textChars} characters.`);
    const speaker = cleanLine(segment.speaker);
    if (speaker.length > LIMITS.speakerChars) throw badInput(`${where}: speaker is longer than ${LIMITS.speakerChars} characters.`);
    const checked = text === segment.text && speaker === segment.speaker ? segment : { ...segment, text, speaker };
    checkedClean.set(checked, { text, speaker });
    return checked;
  });
}

/**
 * Applies a client's full segment list to the stored one: each edit is matched to a stored segment by the one
 * rule (segment-ids.ts matchToBase: id, else exact start, else position), whose id it keeps, as it keeps the
 * stored speaker, end and word timings where the client left them out. Returns the segments ordered by start.
 * The version writer checks the result against the limits every version obeys (checkSegments).
 */
export function applyEdits(current: readonly Segment[], edits: readonly SegmentEdit[]): Segment[] {
  if (edits.length === 0) throw badInput('A transcript needs at least one segment; send the full segment list.');
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  const matched = matchToBase(current, sorted);
  return sorted.map((edit, index) => editedSegment(matched[index], edit, sorted[index + 1]?.start));
}

/**
 * One edit applied to the stored segment it names (undefined: a new segment), keeping what the edit leaves out;
 * a new segment without `end` ends where `next` (the following segment) starts.
 */
export function editedSegment(stored: Segment | undefined, edit: SegmentEdit, next?: number): Segment {
  // Unchanged: the stored segment itself, so the version store sees at once that it holds it already.
  if (stored && edit.start === stored.start && edit.text === stored.text && (edit.speaker ?? stored.speaker) === stored.speaker && (edit.end ?? stored.end) === stored.end) {
    return stored;
  }
  const segment: Segment = {
    ...(stored?.id || edit.id ? { id: stored?.id ?? edit.id! } : {}),
    speaker: edit.speaker ?? stored?.speaker ?? '',
    text: edit.text,
    start: edit.start,
    end: edit.end ?? stored?.end ?? next ?? edit.start,
  };
  const words = retimeWords(stored, segment.text, segment);
  if (words) segment.words = words;
  return segment;
}

/**
 * Makes an editor-service answer safe to store, so that it obeys checkSegments and later edits of it are not
 * refused: typed, cleaned fields, finite times within `duration` (the audio's length as the service measured
 * it, 0 when unknown), ordered and unique starts.
 */
export function normalizeTranscribed(raw: ReadonlyArray<Partial<Segment>>, duration = 0): Segment[] {
  const latest = latestTime(Number.isFinite(duration) ? duration : 0);
  const segments = raw
    .filter((s) => isTime(s.start) && s.start <= latest && typeof s.text === 'string')
    .map((s) => ({
      speaker: typeof s.speaker === 'string' ? cleanLine(s.speaker).slice(0, LIMITS.speakerChars) : '',
      text: cleanText(s.text as string).trim(),
      start: s.start as number,
      end: isTime(s.end) && (s.end as number) >= (s.start as number) ? Math.min(s.end as number, latest) : (s.start as number),
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
