import { badInput } from './errors.ts';
import { conflictOf, type SegmentConflict } from './segment-merge.ts';
import type { Segment, SegmentEdit } from './segment-types.ts';
import { editedSegment } from './segments.ts';

/**
 * A save that carries only its change (mergeEdits with `partial`): the segments changed or added, and the ids of
 * those deleted. Every segment it does not name stays as the version it was made on has it.
 */
export interface PartialEdits {
  /** Changed segments, matched by id only (never by start or place); one without an id is new, placed by its start. */
  segments: readonly SegmentEdit[];
  deletedIds: readonly string[];
}

/** The caller's lists checked on their own, before anything is read: each id named once, none both changed and deleted. */
export function checkPartialEdits({ segments, deletedIds }: PartialEdits): void {
  const changed = new Set<string>();
  for (const { id } of segments) {
    if (!id) continue;
    if (changed.has(id)) throw badInput(`Segment id "${id}" is given twice in segments; send each changed segment once.`);
    changed.add(id);
  }
  const both = deletedIds.find((id) => changed.has(id));
  if (both !== undefined) throw badInput(`Segment id "${both}" is both in segments and in deletedSegmentIds; send it in one of them.`);
}

/**
 * The full list a partial save makes of `from` (the version it was made on): named segments replaced, new ones added,
 * deleted ones removed, the rest the very segment objects of `from` (so nothing unchanged is built, compared or
 * stored again). Ordered by start. `current` is the version now (the same as `from` unless others saved since):
 * - a changed segment whose id `from` lacks but `current` has (added since) is taken as mine for the three-way merge;
 *   one that neither has is `lost`, a conflict with `theirs` null, and not written;
 * - a deleted id that `from` lacks is BAD_USER_INPUT (it names no segment the caller had); one that `current` lacks
 *   (deleted by others too) changes nothing. Deleting an id twice is deleting it once.
 */
export function applyPartialEdits(from: readonly Segment[], current: readonly Segment[], edits: PartialEdits): { segments: Segment[]; lost: SegmentConflict[] } {
  checkPartialEdits(edits);
  const index = (list: readonly Segment[]) => new Map(list.map((segment, i) => [segment.id!, i]));
  let at = index(from);
  const deleted = new Set<string>();
  for (const id of edits.deletedIds) {
    if (!at.has(id)) throw badInput(`deletedSegmentIds: no segment of the version the edits were made on has the id "${id}".`);
    deleted.add(id);
  }
  const segments = deleted.size ? from.filter((segment) => !deleted.has(segment.id!)) : [...from];
  if (deleted.size) at = index(segments);
  const lost: SegmentConflict[] = [];
  const added: SegmentEdit[] = [];
  let currentById: Map<string, Segment> | undefined;
  for (const edit of edits.segments) {
    if (!edit.id) {
      added.push(edit);
      continue;
    }
    const i = at.get(edit.id);
    if (i !== undefined) {
      segments[i] = editedSegment(segments[i], edit);
      continue;
    }
    currentById ??= new Map(current.map((segment) => [segment.id!, segment]));
    const since = currentById.get(edit.id);
    if (since) segments.push(editedSegment(since, edit));
    else lost.push(conflictOf(edit.id, undefined, undefined, editedSegment(undefined, edit)));
  }
  // A changed start may move a segment; the rest of the list is in order already.
  if (segments.some((segment, i) => i > 0 && segments[i - 1].start > segment.start)) segments.sort((a, b) => a.start - b.start);
  for (const edit of added) {
    const place = insertionPoint(segments, edit.start);
    // A new segment without an end ends where the next one starts, as in a full save.
    segments.splice(place, 0, editedSegment(undefined, edit, segments[place]?.start));
  }
  return { segments, lost };
}

/** Where a segment starting at `start` goes in a list ordered by start (after any segment starting there too). */
function insertionPoint(segments: readonly Segment[], start: number): number {
  let low = 0;
  let high = segments.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (segments[middle].start <= start) low = middle + 1;
    else high = middle;
  }
  return low;
}
