/** What every transcript file format reads into, and the pieces of text layout several formats share. */
import { cleanLine } from '../domain/user-text.ts';

/** One turn or cue of an imported file: its speaker, its text as written, and the file's own times when it has them. */
export interface ImportedSegment {
  speaker: string;
  text: string;
  /** Seconds; absent where the file says nothing (a .txt or .docx without timestamps). */
  start?: number;
  end?: number;
}

/** The speaker of a file that names none. */
export const ONE_SPEAKER = 'Speaker 1';

/**
 * "Name: text" as the Word and text exports write a turn (also subtitles' first cue of a turn): a name of at most 40
 * characters that starts with a capital letter and holds no sentence punctuation, so "Well, he said: no" is text.
 */
const SPEAKER_LEAD = /^(\p{Lu}[\p{L}\p{M}\p{N} .'’_-]{0,39}):\s+(.*)$/su;

/** `[hh:mm:ss]`, as the exports write a moment. */
const STAMP = /\[(\d{1,3}):([0-5]\d):([0-5]\d)\]/;

/** The speaker a line names ("Name: text"), and the rest of it; undefined when it names none. */
export function speakerLead(line: string): { speaker: string; text: string } | undefined {
  const match = SPEAKER_LEAD.exec(line);
  return match ? { speaker: cleanLine(match[1]), text: match[2] } : undefined;
}

const stampSeconds = (match: RegExpExecArray | RegExpMatchArray) => Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);

/**
 * A paragraph of the Word or text export: "[hh:mm:ss] Name: text" with the timestamp optional, and further
 * " [hh:mm:ss] " inside a turn starting its later segments (timestamps by segment). Undefined if it names no speaker.
 */
export function turnParagraph(paragraph: string): ImportedSegment[] | undefined {
  const line = paragraph.trim();
  const leading = new RegExp(`^${STAMP.source}\\s*`).exec(line);
  const lead = speakerLead(leading ? line.slice(leading[0].length) : line);
  if (!lead) return undefined;
  const parts = lead.text.split(new RegExp(`\\s*(${STAMP.source.replace(/[()]/g, '')})\\s*`));
  const segments: ImportedSegment[] = [{ speaker: lead.speaker, text: parts[0], ...(leading ? { start: stampSeconds(leading) } : {}) }];
  for (let i = 1; i < parts.length; i += 2) {
    const stamp = STAMP.exec(parts[i]);
    segments.push({ speaker: lead.speaker, text: parts[i + 1] ?? '', ...(stamp ? { start: stampSeconds(stamp) } : {}) });
  }
  return segments;
}

/**
 * Paragraphs as the Word and text exports write them: each turn "Speaker: text", or, in a file where no paragraph names
 * a speaker, every paragraph a segment of one speaker. In a file with turns, what precedes the first is its heading
 * (the title and subtitle lines) and is left out; a later paragraph without a name continues with the last speaker.
 */
export function paragraphSegments(paragraphs: readonly string[]): ImportedSegment[] {
  const read = paragraphs.map((paragraph) => ({ paragraph, turn: turnParagraph(paragraph) }));
  const first = read.findIndex(({ turn }) => turn);
  if (first === -1) return paragraphs.map((text) => ({ speaker: ONE_SPEAKER, text }));
  const segments: ImportedSegment[] = [];
  for (const { paragraph, turn } of read.slice(first)) {
    if (turn) segments.push(...turn);
    else segments.push({ speaker: segments[segments.length - 1].speaker, text: paragraph });
  }
  return segments;
}
