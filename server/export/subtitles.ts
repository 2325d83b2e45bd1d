import { toCues } from './cues.ts';
import { formatCueTime } from './time.ts';
import type { ExportSegment } from './types.ts';

/** SubRip: numbered blocks, comma before the milliseconds, speaker as a visible prefix where their turn starts. */
export function buildSrt(segments: ExportSegment[]): string {
  return toCues(segments)
    .map((cue, index) => [String(index + 1), `${formatCueTime(cue.start, ',')} --> ${formatCueTime(cue.end, ',')}`, ...cue.lines].join('\n'))
    .map((block) => `${block}\n\n`)
    .join('');
}

// WebVTT cue text is markup: & and < must be escaped, and > as well inside the voice tag's name.
const escapeVtt = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * WebVTT. The speaker is a voice span on every cue (`<v Name>`) and nowhere else: the voice tag is the format's way to
 * name a speaker, and a `Name: ` prefix as well would say it twice to every reader that shows or speaks voices.
 */
export function buildVtt(segments: ExportSegment[]): string {
  const blocks = toCues(segments, { namePrefix: false }).map((cue) => {
    const text = cue.lines.map(escapeVtt).join('\n');
    return [`${formatCueTime(cue.start, '.')} --> ${formatCueTime(cue.end, '.')}`, `<v ${escapeVtt(cue.speaker)}>${text}`].join('\n');
  });
  return ['WEBVTT', ...blocks].map((block) => `${block}\n\n`).join('');
}
