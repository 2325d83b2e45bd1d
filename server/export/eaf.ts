import { segmentEnd } from './cues.ts';
import { speakerLabeller } from './speaker-labels.ts';
import { cleanLine } from './text-clean.ts';
import { byStart, speakerName } from './turns.ts';
import type { ExportInput, ExportOptions } from './types.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const LINGUISTIC_TYPE = 'utterance';

interface Annotation {
  start: number;
  end: number;
  text: string;
}

/**
 * Each speaker's annotations in milliseconds, none overlapping the next on its tier (ELAN refuses overlaps within a
 * tier): an annotation ends by the time its speaker's next one starts, and lasts at least 1 ms.
 */
function tierAnnotations(spoken: { start: number; end: number; text: string }[]): Annotation[] {
  return spoken.map((segment, index) => {
    const start = Math.max(0, Math.round(segment.start * 1000));
    const next = spoken[index + 1];
    const end = Math.round(Math.min(segment.end, next?.start ?? Infinity) * 1000);
    return { start, end: Math.max(end, start + 1), text: segment.text };
  });
}

/**
 * ELAN's annotation format, EAF 3.0: one tier per speaker (in the order they first speak), one time-aligned annotation
 * per segment, times in milliseconds. Tiers are named by the chosen speaker labels (the name or its initials; "Speaker
 * 1", "Speaker 2"… by order of speaking without labels) and the title and subtitle lines are header properties. Time
 * slots are the format's own: the timestamps choice does not apply. No media is linked: ELAN asks for the recording.
 */
export function buildEaf(input: ExportInput, options: ExportOptions, date = new Date()): string {
  const label = speakerLabeller(input.segments, options.speakerLabels);
  const ordered = byStart(input.segments);
  const bySpeaker = new Map<string, { start: number; end: number; text: string }[]>();
  ordered.forEach((segment, index) => {
    const text = cleanLine(segment.text ?? '');
    if (!text) return;
    const speaker = speakerName(segment);
    const spoken = bySpeaker.get(speaker) ?? [];
    spoken.push({ start: segment.start, end: segmentEnd(ordered, index), text });
    bySpeaker.set(speaker, spoken);
  });
  const slots: string[] = [];
  let annotationCount = 0;
  const tiers = [...bySpeaker].map(([speaker, spoken], tierIndex) => {
    const name = label(speaker) || `Speaker ${tierIndex + 1}`;
    const participant = options.speakerLabels === 'none' ? '' : ` PARTICIPANT="${escapeXml(name)}"`;
    const annotations = tierAnnotations(spoken).map(({ start, end, text }) => {
      slots.push(`<TIME_SLOT TIME_SLOT_ID="ts${slots.length + 1}" TIME_VALUE="${start}"/>`, `<TIME_SLOT TIME_SLOT_ID="ts${slots.length + 2}" TIME_VALUE="${end}"/>`);
      annotationCount++;
      return [
        `    <ANNOTATION>`,
        `      <ALIGNABLE_ANNOTATION ANNOTATION_ID="a${annotationCount}" TIME_SLOT_REF1="ts${slots.length - 1}" TIME_SLOT_REF2="ts${slots.length}">`,
        `        <ANNOTATION_VALUE>${escapeXml(text)}</ANNOTATION_VALUE>`,
        `      </ALIGNABLE_ANNOTATION>`,
        `    </ANNOTATION>`,
      ].join('\n');
    });
    return [`  <TIER TIER_ID="${escapeXml(name)}"${participant} LINGUISTIC_TYPE_REF="${LINGUISTIC_TYPE}">`, ...annotations, '  </TIER>'].join('\n');
  });
  const subtitle = cleanLine(input.subtitle ?? '');
  const properties = [['title', cleanLine(input.title)], ...(subtitle ? [['subtitle', subtitle]] : [])];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<ANNOTATION_DOCUMENT AUTHOR="Tapescript" DATE="${date.toISOString()}" FORMAT="3.0" VERSION="3.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.mpi.nl/tools/elan/EAFv3.0.xsd">`,
    '  <HEADER MEDIA_FILE="" TIME_UNITS="milliseconds">',
    ...properties.map(([name, value]) => `    <PROPERTY NAME="${name}">${escapeXml(value)}</PROPERTY>`),
    '  </HEADER>',
    '  <TIME_ORDER>',
    ...slots.map((slot) => `    ${slot}`),
    '  </TIME_ORDER>',
    ...tiers,
    `  <LINGUISTIC_TYPE LINGUISTIC_TYPE_ID="${LINGUISTIC_TYPE}" TIME_ALIGNABLE="true" GRAPHIC_REFERENCES="false"/>`,
    '</ANNOTATION_DOCUMENT>',
    '',
  ].join('\n');
}
