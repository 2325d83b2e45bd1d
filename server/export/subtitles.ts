import { toCues } from './cues.ts';
import { speakerLabeller } from './speaker-labels.ts';
import { formatCueTime } from './time.ts';
import { speakerName } from './turns.ts';
import type { ExportSegment, SpeakerLabelStyle } from './types.ts';

/** The segments with each speaker named by its label ('' for none), so cues name them so. */
function labelled(segments: ExportSegment[], style: SpeakerLabelStyle): ExportSegment[] {
  if (style !== 'initials') return segments;
  const label = speakerLabeller(segments, style);
  return segments.map((segment) => ({ ...segment, speaker: label(speakerName(segment)) }));
}

/**
 * SubRip: numbered blocks, comma before the milliseconds, speaker as a visible prefix where their turn starts (its
 * initials, or none, as chosen). Cue times are the format's own: the timestamps choice does not apply.
 */
export function buildSrt(segments: ExportSegment[], speakerLabels: SpeakerLabelStyle = 'full'): string {
  return toCues(labelled(segments, speakerLabels), { namePrefix: speakerLabels !== 'none' })
    .map((cue, index) => [String(index + 1), `${formatCueTime(cue.start, ',')} --> ${formatCueTime(cue.end, ',')}`, ...cue.lines].join('\n'))
    .map((block) => `${block}\n\n`)
    .join('');
}

// WebVTT cue text is markup: & and < must be escaped, and > as well inside the voice tag's name.
const escapeVtt = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * WebVTT. The speaker is a voice span on every cue (`<v Name>`, or `<v AO>` with initials; none without labels) and
 * nowhere else: the voice tag is the format's way to name a speaker, and a `Name: ` prefix as well would say it twice to
 * every reader that shows or speaks voices. Cue times are the format's own: the timestamps choice does not apply.
 */
export function buildVtt(segments: ExportSegment[], speakerLabels: SpeakerLabelStyle = 'full'): string {
  const blocks = toCues(labelled(segments, speakerLabels), { namePrefix: false }).map((cue) => {
    const text = cue.lines.map(escapeVtt).join('\n');
    const voice = speakerLabels === 'none' ? '' : `<v ${escapeVtt(cue.speaker)}>`;
    return [`${formatCueTime(cue.start, '.')} --> ${formatCueTime(cue.end, '.')}`, `${voice}${text}`].join('\n');
  });
  return ['WEBVTT', ...blocks].map((block) => `${block}\n\n`).join('');
}
