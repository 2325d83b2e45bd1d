import type { Segment } from './segment-types.ts';

/**
 * Every stored segment has an id that survives edits, speaker changes, refine and restore. The rules:
 * - a segment that has none (a transcription's, or one a user added) gets one from its start: `t` + the start
 *   in milliseconds, base 36;
 * - a segment whose id an earlier segment of the list already has (the second part of a split, which inherits the
 *   parent's) gets the parent's id with its own start: `parent.start36`. So the same split made twice, apart, gives
 *   the same id;
 * - a merge keeps the first segment's id (segment-edits.ts mergeWithPrevious).
 */
const ms36 = (seconds: number) => Math.round(seconds * 1000).toString(36);

export function settleIds(segments: readonly Segment[]): Segment[] {
  const taken = new Set<string>();
  let changed = false;
  const settled = segments.map((segment) => {
    let id = segment.id || `t${ms36(segment.start)}`;
    if (taken.has(id)) id = `${id}.${ms36(segment.start)}`;
    // Starts are unique, so this only loops for ids a client chose to collide.
    for (let n = 2; taken.has(id); n++) id = `${segment.id || 't'}.${ms36(segment.start)}.${n}`;
    taken.add(id);
    if (id === segment.id) return segment;
    changed = true;
    return { ...segment, id };
  });
  return changed ? settled : (segments as Segment[]);
}

/**
 * The one rule for matching a list of segments to a base version (a save's segments, or a version being converted
 * to the id'd layout): each incoming segment is the base's segment with its id; else the one with its exact start;
 * else, when the two lists have as many segments, the one at its position. Unmatched ones are new (undefined).
 * A base segment is matched at most once.
 */
type Identified = { id?: string | null; start: number };

export function matchToBase<B extends Identified, T extends Identified>(base: readonly B[], incoming: readonly T[]): (B | undefined)[] {
  const byId = new Map(base.filter((segment) => segment.id).map((segment) => [segment.id!, segment]));
  const byStart = new Map(base.map((segment) => [segment.start, segment]));
  const used = new Set<B>();
  const take = (segment: B | undefined) => {
    if (!segment || used.has(segment)) return undefined;
    used.add(segment);
    return segment;
  };
  const matched = incoming.map((segment) => (segment.id ? take(byId.get(segment.id)) : undefined));
  incoming.forEach((segment, i) => {
    matched[i] ??= take(byStart.get(segment.start));
  });
  if (base.length === incoming.length) {
    incoming.forEach((_, i) => {
      matched[i] ??= take(base[i]);
    });
  }
  return matched;
}
