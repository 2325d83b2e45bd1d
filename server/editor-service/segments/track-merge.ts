import type { Segment } from '../contract.ts';
import { groupSegments, type RecognizedWord, type SpokenWord } from './group.ts';

/** One speaker's track as transcribed alone: times are seconds from the recording's common start. */
export interface TranscribedTrack {
  speaker: string;
  words: readonly RecognizedWord[];
}

/** A word's loudness: the RMS level in dBFS of its track's samples over [start, end]. */
export type TrackLevel = (track: number, start: number, end: number) => number;

/** The bleed rule: the same word on another track, overlapping by at least half, at least 6 dB louder there. */
export const BLEED = { overlap: 0.5, louderDb: 6 } as const;

/** A word as compared for bleed: lower case, without punctuation ("Hello," and "hello" are the same word). */
export const normalizedWord = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** How much of the shorter of two words the other covers, 0..1. */
export function overlapShare(a: Pick<RecognizedWord, 'start' | 'end'>, b: Pick<RecognizedWord, 'start' | 'end'>): number {
  const overlap = Math.min(a.end, b.end) - Math.max(a.start, b.start);
  const shorter = Math.min(a.end - a.start, b.end - b.start);
  if (overlap < 0) return 0;
  return shorter > 0 ? Math.min(1, overlap / shorter) : 1;
}

/**
 * The words of all tracks as one speaker-labelled list in time order (each word its track's speaker, numbered by
 * track), without bleed: a word one microphone caught of another person is dropped when that same word is on the
 * other person's track, overlapping it by at least half (of the shorter), and at least 6 dB louder there. Anything
 * else, such as two people saying different words at once, or the same word at similar levels, is kept.
 */
export function mergeTrackWords(tracks: readonly TranscribedTrack[], level: TrackLevel): SpokenWord[] {
  const words = tracks
    .flatMap((track, speaker) => track.words.map((word) => ({ ...word, speaker, key: normalizedWord(word.text), db: level(speaker, word.start, word.end) })))
    .sort((a, b) => a.start - b.start || a.speaker - b.speaker);
  const longest = Math.max(0, ...words.map((word) => word.end - word.start));
  const kept: SpokenWord[] = [];
  words.forEach((word, i) => {
    // Sorted by start: only words starting within the longest word's length of this one can overlap it.
    let bleed = false;
    for (let j = i - 1; j >= 0 && words[j].start >= word.start - longest && !bleed; j--) bleed = isBleedOf(word, words[j]);
    for (let j = i + 1; j < words.length && words[j].start <= word.end && !bleed; j++) bleed = isBleedOf(word, words[j]);
    if (!bleed) kept.push({ text: word.text, start: word.start, end: word.end, ...(word.confidence === undefined ? {} : { confidence: word.confidence }), speaker: word.speaker });
  });
  return kept;
}

type Measured = SpokenWord & { key: string; db: number };

const isBleedOf = (word: Measured, other: Measured) =>
  other.speaker !== word.speaker && word.key !== '' && other.key === word.key && other.db - word.db >= BLEED.louderDb && overlapShare(word, other) >= BLEED.overlap;

/** The tracks' words as segments (segments/group.ts: a new one at every change of speaker), speakers named by their tracks. */
export function mergeTracks(tracks: readonly TranscribedTrack[], level: TrackLevel): Segment[] {
  return groupSegments(mergeTrackWords(tracks, level), { name: (speaker) => tracks[speaker].speaker });
}
