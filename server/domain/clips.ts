import { segmentWords } from '../../shared/segment-words.ts';
import { badInput } from './errors.ts';
import { wordEnd, wordStart, type HighlightSelection } from './highlights.ts';
import type { Segment } from './segment-types.ts';

/** The longest clip, padding included (issue 53: "at most 3 minutes"). */
export const MAX_CLIP_SECONDS = 180;
/** Padding before the first word and after the last: 250 ms unless asked, at most this much. */
export const DEFAULT_PADDING_MS = 250;
export const MAX_PADDING_MS = 5_000;
/** The fade in at the clip's start and out at its end. */
export const CLIP_FADE_SECONDS = 0.01;

/** A stretch of the recording, in seconds. */
export interface ClipWindow {
  start: number;
  end: number;
}

/**
 * When the selected words are said: from the first word's start to the last word's end, the words counted as the
 * editor counts them. A selection may run over several segments and speakers; one without a word is refused.
 */
export function selectionTimes(selection: HighlightSelection, segments: readonly Segment[]): ClipWindow {
  const first = segments.findIndex((segment) => segment.id === selection.fromSegmentId);
  const last = segments.findIndex((segment) => segment.id === selection.toSegmentId);
  if (first < 0 || last < 0) throw badInput('That segment is not in the current version: load the transcript again.');
  const from = segments[first];
  const to = segments[last];
  const valid = (segment: Segment, index: number) => Number.isInteger(index) && index >= 0 && index < segmentWords(segment.text).length;
  if (last < first || (last === first && selection.toWord < selection.fromWord) || !valid(from, selection.fromWord) || !valid(to, selection.toWord)) {
    throw badInput('A clip needs at least one word: fromWord and toWord must be words of their segments, the first not after the last.');
  }
  return { start: wordStart(from, selection.fromWord), end: wordEnd(to, selection.toWord) };
}

/**
 * The stretch a clip cuts: the words' times widened by `paddingMs` on each side, clamped to the recording (0 to
 * `duration` when known); refused when it has no length or is longer than MAX_CLIP_SECONDS.
 */
export function clipWindow(words: ClipWindow, paddingMs: number, duration: number | null): ClipWindow {
  if (!Number.isInteger(paddingMs) || paddingMs < 0 || paddingMs > MAX_PADDING_MS) throw badInput(`paddingMs must be a whole number from 0 to ${MAX_PADDING_MS}.`);
  const padding = paddingMs / 1000;
  const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;
  const start = ms(Math.max(0, words.start - padding));
  const end = ms(duration && duration > 0 ? Math.min(duration, words.end + padding) : words.end + padding);
  if (!(end > start)) throw badInput('A clip needs at least one word with a length: these words have no time in the recording.');
  if (end - start > MAX_CLIP_SECONDS) {
    throw badInput(`A clip is at most ${MAX_CLIP_SECONDS / 60} minutes long: these words with their padding last ${Math.round(end - start)} s. Select fewer words.`);
  }
  return { start, end };
}
