import { TIME_TOLERANCE } from '../playback/active-segment.ts';
import { alignWords, type Word } from '../words/word-align.ts';

export type PlayheadSplit = { ok: true; offset: number } | { ok: false; reason: string };

/**
 * Where a segment's text splits for a new segment at `time`: before the first word still timed as recognized
 * that starts at or after the playhead (a word the playhead is inside stays in the first part). The reason,
 * in the user's words, when there is no such place.
 */
export function splitOffsetAt(text: string, words: readonly Word[], time: number): PlayheadSplit {
  const timed = alignWords(text, words).filter((token) => token.word !== null);
  if (timed.length === 0) {
    return { ok: false, reason: "This segment's words have no times (they were typed or changed), so the playhead can't be placed in its text. Use Split at cursor instead." };
  }
  const next = timed.find((token) => token.word!.start >= time - TIME_TOLERANCE);
  if (!next) return { ok: false, reason: "The playhead is after this segment's last word: there is nothing after it to make a new segment of." };
  if (text.slice(0, next.from).trim() === '') {
    return { ok: false, reason: "The playhead is at this segment's first word: the segment already starts there." };
  }
  return { ok: true, offset: next.from };
}
