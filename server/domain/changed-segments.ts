import type { Segment, Word } from './segment-types.ts';

const sameWords = (a: readonly Word[] = [], b: readonly Word[] = []) =>
  a.length === b.length && a.every((word, i) => word.text === b[i].text && word.start === b[i].start && word.end === b[i].end && word.confidence === b[i].confidence);

/** Same stored content: a change keeps unchanged segments as the very same objects, so most compare at no cost. */
function sameSegment(a: Segment, b: Segment): boolean {
  return a === b || (a.text === b.text && a.speaker === b.speaker && a.start === b.start && a.end === b.end && sameWords(a.words, b.words));
}

/**
 * The ids of the segments one version added, changed or removed against the version before it (segments are matched
 * by id: every stored segment has one). The new version's ids come first, in its order, then the removed ones.
 */
export function changedSegmentIds(before: readonly Segment[], after: readonly Segment[]): string[] {
  const earlier = new Map(before.map((segment) => [segment.id, segment]));
  const changed: string[] = [];
  for (const segment of after) {
    const was = earlier.get(segment.id);
    if (!was || !sameSegment(was, segment)) changed.push(segment.id!);
    earlier.delete(segment.id);
  }
  for (const id of earlier.keys()) if (id) changed.push(id);
  return changed;
}
