import { cleanLine } from './text-clean.ts';
import { byStart, knownEnd, speakerName } from './turns.ts';
import type { ExportSegment } from './types.ts';

export interface Cue {
  start: number;
  end: number;
  speaker: string;
  /** The cue's text as shown: one or two lines; a segment's first cue starts with "Speaker: " unless `namePrefix` is off. */
  lines: string[];
}

/** How long the last cue stays on screen when its segment has no end. */
export const LAST_CUE_SECONDS = 3;

/**
 * Common broadcast practice for subtitles (the BBC's and Netflix's guidelines agree): at most 42 characters a line,
 * two lines a cue, and a cue short enough to read, about 7 seconds at most.
 */
export const CUE_LIMITS = { lineChars: 42, lines: 2, seconds: 7 } as const;

export interface TimedWord {
  text: string;
  start: number;
  end: number;
}

function nextLaterStart(ordered: readonly ExportSegment[], index: number): number | undefined {
  for (let next = index + 1; next < ordered.length; next++) {
    if (ordered[next].start > ordered[index].start) return ordered[next].start;
  }
  return undefined;
}

/**
 * Where the segment at `index` of `ordered` (by start) ends: its own end when known, else the start of the next later
 * segment (the speaker is talking until someone else starts), or its start + LAST_CUE_SECONDS for the last.
 */
export function segmentEnd(ordered: readonly ExportSegment[], index: number): number {
  return knownEnd(ordered[index]) ?? nextLaterStart(ordered, index) ?? ordered[index].start + LAST_CUE_SECONDS;
}

/** The recognizer's timed words of a segment when they still match its text's words one by one (an edit breaks them); else null. */
export function recognizedWords(text: string, words: ExportSegment['words']): TimedWord[] | null {
  const tokens = text.split(' ').filter(Boolean);
  const known = (words ?? []).filter((word) => Number.isFinite(word.start) && Number.isFinite(word.end));
  if (known.length !== tokens.length || !known.every((word, i) => cleanLine(word.text) === tokens[i])) return null;
  return tokens.map((token, i) => ({ text: token, start: known[i].start, end: Math.max(known[i].end, known[i].start) }));
}

/**
 * The segment's words with their times: the recognizer's where they still match the text (`timed`), else the text's
 * words spread over the segment by their length (a typed segment has no timings).
 */
function timedWords(text: string, start: number, end: number, words: ExportSegment['words']): { words: TimedWord[]; timed: boolean } {
  const tokens = text.split(' ').filter(Boolean);
  const recognized = recognizedWords(text, words);
  if (recognized) {
    return { words: recognized.map((word) => ({ ...word, start: Math.max(start, word.start), end: Math.min(end, word.end) })), timed: true };
  }
  const total = tokens.reduce((sum, token) => sum + token.length + 1, 0);
  let at = start;
  const spread = tokens.map((token) => {
    const length = ((end - start) * (token.length + 1)) / total;
    const word = { text: token, start: at, end: at + length };
    at += length;
    return word;
  });
  return { words: spread, timed: false };
}

/** Words laid into lines of at most CUE_LIMITS.lineChars (a longer word has a line of its own). */
function layLines(words: readonly string[], prefix: string): string[] {
  const lines: string[] = [];
  let line = prefix;
  for (const word of words) {
    const candidate = line && !line.endsWith(': ') ? `${line} ${word}` : `${line}${word}`;
    if (candidate.length <= CUE_LIMITS.lineChars || !line || line === prefix) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Subtitle cues, ordered by start. Each segment with text becomes one cue, or several when its text does not fit
 * CUE_LIMITS: split between words, at the words' times (by length where it has none), the speaker named at the
 * segment's first cue. A missing end
 * becomes the start of the next later segment (the speaker is talking until someone else starts), or start +
 * LAST_CUE_SECONDS for the last. Empty segments are skipped: a blank cue would end an SRT block early and shows
 * nothing anyway. `namePrefix: false` leaves the name out of the text, for a format that names the speaker otherwise.
 */
export function toCues(segments: ExportSegment[], { namePrefix = true }: { namePrefix?: boolean } = {}): Cue[] {
  const ordered = byStart(segments);
  const cues: Cue[] = [];
  ordered.forEach((segment, index) => {
    const text = cleanLine(segment.text ?? '');
    if (!text) return;
    const end = segmentEnd(ordered, index);
    const speaker = speakerName(segment);
    // Without real word times the reading time is a guess: then only the text's length splits a cue.
    const { words, timed } = timedWords(text, segment.start, end, segment.words);
    let first = 0;
    while (first < words.length) {
      const prefix = first === 0 && namePrefix ? `${speaker}: ` : '';
      // The longest run of words from `first` that fits the limits (always at least one word).
      let last = first;
      while (
        last + 1 < words.length &&
        layLines(words.slice(first, last + 2).map((word) => word.text), prefix).length <= CUE_LIMITS.lines &&
        (!timed || words[last + 1].end - words[first].start <= CUE_LIMITS.seconds)
      ) {
        last++;
      }
      const done = last + 1 === words.length;
      cues.push({
        start: first === 0 ? segment.start : words[first].start,
        // The next cue of the segment takes over where its first word starts: no gap, no overlap.
        end: done ? end : words[last + 1].start,
        speaker,
        lines: layLines(words.slice(first, last + 1).map((word) => word.text), prefix),
      });
      first = last + 1;
    }
  });
  return cues;
}
