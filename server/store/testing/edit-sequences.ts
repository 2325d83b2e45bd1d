import { mergeWithPrevious, setSegmentSpeaker, splitSegment } from '../../domain/segment-edits.ts';
import { settleIds } from '../../domain/segment-ids.ts';
import { applyEdits, checkSegments } from '../../domain/segments.ts';
import type { Segment } from '../../domain/segment-types.ts';
import { retext } from '../../domain/word-timings.ts';
import { seededRandom } from '../../lib/seeded-random.ts';

/**
 * Random histories of a transcript, made with the product's own edit functions and the version writer's rules
 * (checkSegments, then settleIds): typing (saveEdits' matching), split, merge, speaker change, refine, restore and
 * undo. Each step is the segments a version holds, for the property tests of the version store.
 */
export type Step = 'upload' | 'typing' | 'split' | 'merge' | 'speaker' | 'refine' | 'restore' | 'undo';
export interface Version {
  step: Step;
  segments: Segment[];
}

export const DURATION = 3600;
export const WORDS = ['so', 'the', 'interview', 'recording', 'we', 'talked', 'about', 'trading', 'copper', 'in', 'Lagos', 'and', 'Chicago', 'Okonkwo', 'café'];

/** A transcription's segments: 2 to 26, word-timed nine times in ten, three speakers. */
export function firstSegments(random: () => number): Segment[] {
  const count = 2 + Math.floor(random() * 25);
  let at = 0;
  return Array.from({ length: count }, (_, i) => {
    const words = Array.from({ length: 2 + Math.floor(random() * 12) }, () => WORDS[Math.floor(random() * WORDS.length)]);
    const start = at;
    const timed = words.map((text) => ({ text, start: (at = Math.round((at + 0.3) * 1000) / 1000) - 0.3, end: at, ...(random() < 0.8 && { confidence: Math.round(random() * 100) / 100 }) }));
    at += 0.5;
    return { speaker: `Speaker ${(i % 3) + 1}`, text: words.join(' '), start, end: at, ...(random() < 0.9 && { words: timed }) };
  });
}

/** One random history of `length` versions (the first is the upload), repeatable by its seed. */
export function editSequence(seed: number, length: number): Version[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const store = (step: Step, segments: Segment[]): Version => ({ step, segments: settleIds(checkSegments(segments, DURATION)) });
  const versions: Version[] = [store('upload', firstSegments(random))];
  while (versions.length < length) {
    const current = versions.at(-1)!.segments;
    const target = pick(current);
    const step = pick<Step>(['typing', 'typing', 'typing', 'split', 'merge', 'speaker', 'refine', 'restore', 'undo']);
    let next: Segment[] = current;
    try {
      switch (step) {
        case 'typing': {
          // As the web app saves: every segment by start (and id, half the time), one text changed.
          const edits = current.map((segment) => ({
            ...(random() < 0.5 && { id: segment.id }),
            start: segment.start,
            text: segment === target ? `${segment.text} ${pick(WORDS)}`.trim() : segment.text,
          }));
          next = applyEdits(current, edits);
          break;
        }
        case 'split':
          next = splitSegment(current, target.start, Math.max(1, Math.floor(target.text.length / 2)));
          break;
        case 'merge':
          next = mergeWithPrevious(current, target.start);
          break;
        case 'speaker':
          next = setSegmentSpeaker(current, target.start, pick(['ETRM', 'Ada Okonkwo', 'Speaker 2']));
          break;
        case 'refine':
          next = current.map((segment) => (random() < 0.3 ? retext(segment, segment.text.charAt(0).toUpperCase() + segment.text.slice(1) + '.') : segment));
          break;
        case 'restore':
          next = pick(versions).segments;
          break;
        case 'undo':
          next = versions.at(-2)?.segments ?? current;
          break;
      }
    } catch {
      continue; // e.g. merging the first segment, or splitting a one-word one: the product refuses it too
    }
    versions.push(store(step, next));
  }
  return versions;
}
