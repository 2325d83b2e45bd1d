import { initialsBySpeaker } from './initials.ts';
import { cleanLine } from './text-clean.ts';
import { byStart, speakerName } from './turns.ts';
import type { ExportSegment, SpeakerLabelStyle } from './types.ts';

/**
 * How an export names each speaker (by `speakerName`): the name, its initials numbered apart in the order the
 * speakers first speak, or '' for no label.
 */
export function speakerLabeller(segments: readonly ExportSegment[], style: SpeakerLabelStyle = 'full'): (speaker: string) => string {
  if (style === 'full') return (speaker) => speaker;
  if (style === 'none') return () => '';
  // Only segments with text are exported: a speaker of emptied segments alone takes no initials from anyone.
  const speaking = byStart(segments).filter((segment) => cleanLine(segment.text ?? ''));
  const labels = initialsBySpeaker(speaking.map(speakerName));
  return (speaker) => labels.get(speaker) ?? speaker;
}
