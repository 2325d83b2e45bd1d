import { recognizedWords, segmentEnd } from './cues.ts';
import { speakerLabeller } from './speaker-labels.ts';
import { cleanLine } from './text-clean.ts';
import { titleLine } from './title-line.ts';
import { byStart, knownEnd, speakerName } from './turns.ts';
import type { ExportInput, ExportOptions } from './types.ts';

/** The JSON export's shape, version 1 (README, "The JSON export"): new fields may be added, none changes meaning. */
export interface TranscriptJson {
  format: 'tapescript-transcript';
  version: 1;
  title: string;
  /** As the Word file's first line: "ETRM Interview Series - {title}". */
  titleLine: string;
  subtitle: string | null;
  /** In the order they first speak; `name` is the label chosen (full name or initials), null without labels. */
  speakers: { name: string | null }[];
  segments: {
    id: string | null;
    /** Index into `speakers`. */
    speaker: number;
    /** Seconds from the start of the recording, to the millisecond. */
    start: number;
    end: number;
    /** False when the stored segment has no end: `end` is then the next segment's start (3 s for the last). */
    endKnown: boolean;
    text: string;
    /** The recognizer's words with their times; null when the text was edited since (the words no longer match it) or typed. */
    words: { text: string; start: number; end: number }[] | null;
  }[];
}

const seconds = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The transcript as data: its speakers, and its segments in order with their times and, where they still match, the
 * recognizer's word times. Segments without text are left out, as every export leaves them out. Speaker labels apply
 * (names, initials or none); the timestamps choice does not (every time is there, as a number).
 */
export function buildJson(input: ExportInput, options: ExportOptions): string {
  const label = speakerLabeller(input.segments, options.speakerLabels);
  const ordered = byStart(input.segments);
  const speakers: string[] = [];
  const segments = ordered.flatMap((segment, index) => {
    const text = cleanLine(segment.text ?? '');
    if (!text) return [];
    const speaker = speakerName(segment);
    if (!speakers.includes(speaker)) speakers.push(speaker);
    const end = segmentEnd(ordered, index);
    const words = recognizedWords(text, segment.words);
    return [
      {
        id: segment.id ?? null,
        speaker: speakers.indexOf(speaker),
        start: seconds(segment.start),
        end: seconds(end),
        endKnown: knownEnd(segment) !== undefined,
        text,
        words: words && words.map((word) => ({ text: word.text, start: seconds(word.start), end: seconds(word.end) })),
      },
    ];
  });
  const json: TranscriptJson = {
    format: 'tapescript-transcript',
    version: 1,
    title: cleanLine(input.title),
    titleLine: titleLine(options.seriesName, input.title),
    subtitle: cleanLine(input.subtitle ?? '') || null,
    speakers: speakers.map((speaker) => ({ name: label(speaker) || null })),
    segments,
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}
