/** Transcript files made elsewhere, read into segments: the formats, their limits and their refusals. */
import { badInput, userError } from '../domain/errors.ts';
import { LIMITS } from '../domain/segments.ts';
import { cleanLine } from '../domain/user-text.ts';
import { MIB } from '../config.ts';
import { MAX_DOCX_UNZIPPED_BYTES, readDocx } from './docx.ts';
import { readEaf } from './eaf.ts';
import { readSrt, readVtt } from './cues.ts';
import { readText } from './text.ts';
import type { ImportedSegment } from './imported.ts';

export type { ImportedSegment } from './imported.ts';

/** The largest transcript file taken, whatever its format. */
export const MAX_TRANSCRIPT_BYTES = 5 * MIB;

const READERS = {
  docx: readDocx,
  srt: (bytes: Uint8Array) => readSrt(textOf(bytes, 'srt')),
  vtt: (bytes: Uint8Array) => readVtt(textOf(bytes, 'vtt')),
  eaf: (bytes: Uint8Array) => readEaf(textOf(bytes, 'eaf')),
  txt: (bytes: Uint8Array) => readText(textOf(bytes, 'txt')),
} as const;

export type TranscriptFormat = keyof typeof READERS;
export const TRANSCRIPT_FORMATS = Object.keys(READERS) as TranscriptFormat[];
const ACCEPTED = TRANSCRIPT_FORMATS.map((format) => `.${format}`).join(', ');

/** What a transcript file may be, in words (for the schema's descriptions). */
export const TRANSCRIPT_FILE_RULES = `${ACCEPTED}, at most ${MAX_TRANSCRIPT_BYTES / MIB} MB, a .docx unpacking to at most ${MAX_DOCX_UNZIPPED_BYTES / MIB} MB, XML without a document type declaration`;

/** The file's text: UTF-8 (a byte-order mark is dropped), line ends as newlines; anything else is not a transcript. */
function textOf(bytes: Uint8Array, format: string): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw badInput(`The .${format} file is not UTF-8 text.`);
  }
  // Text has no NUL; a binary file may still decode.
  if (text.includes('\u0000')) throw badInput(`The .${format} file is not text.`);
  return text.replace(/\r\n?/g, '\n');
}

/** The format a file name says, refused when it says none of them. */
export function transcriptFormat(filename: string): TranscriptFormat {
  const extension = /\.([A-Za-z0-9]+)$/.exec(filename.trim())?.[1]?.toLowerCase();
  if (!extension || !(extension in READERS)) throw badInput(`Transcript file type not supported: import ${ACCEPTED}.`);
  return extension as TranscriptFormat;
}

/** Whitespace as one space, names and text cleaned, empty segments left out; within the limits every version keeps. */
function cleaned(segments: readonly ImportedSegment[]): ImportedSegment[] {
  const kept = segments
    .map((segment) => ({ ...segment, speaker: cleanLine(segment.speaker).slice(0, LIMITS.speakerChars), text: cleanLine(segment.text) }))
    .filter((segment) => segment.text);
  if (!kept.length) throw badInput('The transcript file holds no text.');
  if (kept.length > LIMITS.segments) throw badInput(`The transcript file has ${kept.length} segments; a transcript can have at most ${LIMITS.segments}.`);
  const long = kept.findIndex((segment) => segment.text.length > LIMITS.textChars);
  if (long !== -1) throw badInput(`Segment ${long + 1} of the transcript file is longer than ${LIMITS.textChars} characters; split it into paragraphs.`);
  return kept;
}

/**
 * Reads a transcript file by its name's extension: .docx, .srt, .vtt, .eaf or .txt, at most MAX_TRANSCRIPT_BYTES
 * (the size of a file larger than that is all that is looked at). Refusals are BAD_USER_INPUT (PAYLOAD_TOO_LARGE for
 * the size) and say what is wrong; nothing is kept of a refused file.
 */
export function readTranscriptFile(filename: string, size: number, read: () => Uint8Array): ImportedSegment[] {
  const format = transcriptFormat(filename);
  if (size > MAX_TRANSCRIPT_BYTES) {
    throw userError('PAYLOAD_TOO_LARGE', `The transcript file is larger than ${MAX_TRANSCRIPT_BYTES / MIB} MB, the limit for a transcript.`, { maxBytes: MAX_TRANSCRIPT_BYTES });
  }
  if (size === 0) throw badInput('The transcript file is empty.');
  return cleaned(READERS[format](read()));
}
