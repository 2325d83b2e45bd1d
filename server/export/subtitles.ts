import { toCues } from './cues.ts';
import { formatCueTime } from './time.ts';
import type { ExportSegment } from './types.ts';

/** SubRip: numbered blocks, comma before the milliseconds, speaker as a visible prefix. */
export function buildSrt(segments: ExportSegment[]): string {
  return toCues(segments)
    .map((cue, index) =>
      [
        String(index + 1),
        `${formatCueTime(cue.start, ',')} --> ${formatCueTime(cue.end, ',')}`,
        `${cue.speaker}: ${cue.text}`,
      ].join('\n'),
    )
    .map((block) => `${block}\n\n`)
    .join('');
}

// WebVTT cue text is markup: & and < must be escaped, and > as well inside the voice tag's name.
const escapeVtt = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * WebVTT. The speaker is both a voice span (`<v Name>`, for styling and assistive tech) and a visible
 * `Name: ` prefix, because browsers and most players do not display voice names.
 */
export function buildVtt(segments: ExportSegment[]): string {
  const blocks = toCues(segments).map((cue) => {
    const speaker = escapeVtt(cue.speaker);
    return [
      `${formatCueTime(cue.start, '.')} --> ${formatCueTime(cue.end, '.')}`,
      `<v ${speaker}>${speaker}: ${escapeVtt(cue.text)}`,
    ].join('\n');
  });
  return ['WEBVTT', ...blocks].map((block) => `${block}\n\n`).join('');
}
