import { badInput } from '../domain/errors.ts';
import type { ImportedSegment } from './imported.ts';
import { readXml } from './xml.ts';

interface Annotation {
  speaker: string;
  text: string;
  from: string;
  to: string;
}

/**
 * ELAN's annotation format: each time-aligned annotation of a top-level tier is a segment, its speaker the tier's
 * participant (else the tier's name), its times the time slots' (milliseconds; a slot ELAN left unaligned gives none).
 * Dependent tiers (translations, glosses: PARENT_REF) repeat or describe the text, and are not read.
 */
export function readEaf(xml: string): ImportedSegment[] {
  const slots = new Map<string, number>();
  const annotations: Annotation[] = [];
  let tier: { speaker: string; dependent: boolean } | undefined;
  let annotation: Annotation | undefined;
  let inValue = false;
  let isEaf = false;
  readXml(xml, '.eaf file', {
    open: (name, attributes) => {
      if (name === 'ANNOTATION_DOCUMENT') isEaf = true;
      else if (name === 'TIME_SLOT' && attributes.TIME_VALUE !== undefined) slots.set(attributes.TIME_SLOT_ID, Number(attributes.TIME_VALUE) / 1000);
      else if (name === 'TIER') tier = { speaker: (attributes.PARTICIPANT || attributes.TIER_ID || '').trim(), dependent: attributes.PARENT_REF !== undefined };
      else if (name === 'ALIGNABLE_ANNOTATION' && tier && !tier.dependent) {
        annotation = { speaker: tier.speaker, text: '', from: attributes.TIME_SLOT_REF1, to: attributes.TIME_SLOT_REF2 };
      } else if (name === 'ANNOTATION_VALUE') inValue = true;
    },
    text: (text) => {
      if (inValue && annotation) annotation.text += text;
    },
    close: (name) => {
      if (name === 'ANNOTATION_VALUE') inValue = false;
      else if (name === 'ALIGNABLE_ANNOTATION' && annotation) {
        annotations.push(annotation);
        annotation = undefined;
      } else if (name === 'TIER') tier = undefined;
    },
  });
  if (!isEaf) throw badInput('The .eaf file is not an ELAN annotation document (no ANNOTATION_DOCUMENT).');
  const segments = annotations.map(({ speaker, text, from, to }): ImportedSegment => {
    const [start, end] = [slots.get(from), slots.get(to)];
    return { speaker, text, ...(start !== undefined ? { start } : {}), ...(end !== undefined ? { end } : {}) };
  });
  // Tiers follow one another in the file, the conversation is in the order of time: by start, when all have one.
  return segments.every((segment) => segment.start !== undefined) ? segments.sort((a, b) => a.start! - b.start!) : segments;
}
