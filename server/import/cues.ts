import { ONE_SPEAKER, speakerLead, type ImportedSegment } from './imported.ts';

/** A cue's timing line: "00:01:02,345 --> 00:01:04,000" (SRT) or "01:02.345 --> 01:04.000 align:start" (WebVTT). */
const TIMING = /^\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})\s*-->\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})/;

function seconds(time: string): number {
  const [clock, fraction] = time.split(/[.,]/);
  const parts = clock.split(':').map(Number);
  const whole = parts.reduce((total, part) => total * 60 + part, 0);
  return whole + Number(`0.${fraction}`);
}

/** A WebVTT cue's text without its markup: the voice span names the speaker; other tags and inline times go. */
function vttText(text: string): { voice?: string; text: string } {
  const voice = /<v(?:\.[^\s>]*)?\s+([^>]+)>/.exec(text)?.[1]?.trim();
  const plain = text
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
  return { voice, text: plain };
}

/**
 * Subtitles, one segment a cue, timed as the file times it: the speaker is the cue's voice span (WebVTT) or its
 * "Name: " prefix, else the speaker of the cue before (the exports name a speaker where their turn starts).
 * Blocks without a timing line (numbers alone, WebVTT's header, NOTE and STYLE blocks) are not text.
 */
function readCues(file: string, vtt: boolean): ImportedSegment[] {
  const segments: ImportedSegment[] = [];
  for (const block of file.split(/\n[ \t]*\n/)) {
    const lines = block.split('\n');
    const at = lines.findIndex((line) => TIMING.test(line));
    if (at === -1) continue;
    const [, from, to] = TIMING.exec(lines[at])!;
    const raw = lines.slice(at + 1).join(' ').trim();
    const { voice, text } = vtt ? vttText(raw) : { voice: undefined, text: raw };
    const lead = speakerLead(text.trim());
    const speaker = voice ?? lead?.speaker ?? segments[segments.length - 1]?.speaker ?? ONE_SPEAKER;
    segments.push({ speaker, text: lead && !voice ? lead.text : text, start: seconds(from), end: seconds(to) });
  }
  return segments;
}

export const readSrt = (file: string) => readCues(file, false);
export const readVtt = (file: string) => readCues(file, true);
