import type { Segment, Word } from './segment-types.ts';

/**
 * The three-way merge of segment lists behind saves made on an older version (issue 31): base is the version the
 * writer started from, theirs the current version, mine the writer's result. All three carry settled ids
 * (segment-ids.ts), so a segment is the same segment on every side when its id is. Per id:
 * - changed on one side only: that side's segment (added, changed or deleted);
 * - changed on both sides to the same segment (its words' timings aside): no conflict, theirs is kept;
 * - changed on both sides differently (a delete against a change included): a conflict, and theirs stays.
 * A segment is taken whole: text, speaker, start, end and the words that time its text.
 */

/** A segment changed on both sides to different results; texts and speakers are null where that side deleted it. */
export interface SegmentConflict {
  segmentId: string;
  mine: string | null;
  theirs: string | null;
  /** Null when the segment is new on both sides. */
  base: string | null;
  mineSpeaker: string | null;
  theirsSpeaker: string | null;
  /** Where the segment starts in theirs (in mine when deleted there). */
  start: number;
}

export interface MergeOutcome {
  /** Ordered by start, starts unique: every change without a conflict, and theirs where one is. */
  segments: Segment[];
  /** Ordered by start. */
  conflicts: SegmentConflict[];
}

const sameWord = (a: Word, b: Word) => a.text === b.text && a.start === b.start && a.end === b.end && a.confidence === b.confidence;

function sameWords(a: readonly Word[] | undefined, b: readonly Word[] | undefined): boolean {
  if (!a?.length || !b?.length) return !a?.length && !b?.length;
  return a.length === b.length && a.every((word, i) => sameWord(word, b[i]));
}

/** What a person sees of a segment at its start: who says what, until when. */
const sameContent = (a: Segment, b: Segment) => a.speaker === b.speaker && a.text === b.text && a.end === b.end;

/**
 * Both sides made a segment into the same thing. Word timings are left out: they follow the text, and the same text
 * reached by a split command and by typing may be timed a little differently (theirs are kept).
 */
const sameResult = (a: Segment | undefined, b: Segment | undefined) => (!a || !b ? a === b : a.start === b.start && sameContent(a, b));

/** The same segment, field for field (undefined: absent on that side). */
export function sameSegment(a: Segment | undefined, b: Segment | undefined): boolean {
  if (!a || !b) return a === b;
  return a === b || (a.id === b.id && a.start === b.start && sameContent(a, b) && sameWords(a.words, b.words));
}

/** The same list, segment for segment. */
export function sameSegments(a: readonly Segment[], b: readonly Segment[]): boolean {
  return a.length === b.length && a.every((segment, i) => sameSegment(segment, b[i]));
}

const byId = (segments: readonly Segment[]) => new Map(segments.map((segment) => [segment.id!, segment]));

/** Ids of the segments `to` added, removed or changed against `from`. */
export function changedIds(from: readonly Segment[], to: readonly Segment[]): Set<string> {
  const before = byId(from);
  const after = byId(to);
  const changed = new Set<string>();
  for (const [id, segment] of after) if (!sameSegment(before.get(id), segment)) changed.add(id);
  for (const id of before.keys()) if (!after.has(id)) changed.add(id);
  return changed;
}

/** The conflict of segment `id` as each side has it (undefined: absent there). */
export function conflictOf(id: string, base: Segment | undefined, theirs: Segment | undefined, mine: Segment | undefined): SegmentConflict {
  return {
    segmentId: id,
    mine: mine?.text ?? null,
    theirs: theirs?.text ?? null,
    base: base?.text ?? null,
    mineSpeaker: mine?.speaker ?? null,
    theirsSpeaker: theirs?.speaker ?? null,
    start: (theirs ?? mine ?? base)!.start,
  };
}

export const byStart = (a: { start: number }, b: { start: number }) => a.start - b.start;

/** The ids a split part descends from: "a.b.c" from "a.b" and "a" (segment-ids.ts settleIds). */
const ancestors = (id: string) => id.split('.').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('.'));

export function mergeSegments(base: readonly Segment[], theirs: readonly Segment[], mine: readonly Segment[]): MergeOutcome {
  const [b, t, m] = [byId(base), byId(theirs), byId(mine)];
  const conflicts = new Map<string, SegmentConflict>();
  /** The segment each id ends up as, and whether it is mine's change (else it is theirs). */
  const result = new Map<string, { segment: Segment; mine: boolean }>();
  for (const id of new Set([...t.keys(), ...m.keys(), ...b.keys()])) {
    const [was, their, my] = [b.get(id), t.get(id), m.get(id)];
    if (sameSegment(was, my) || sameResult(their, my)) {
      if (their) result.set(id, { segment: their, mine: false });
    } else if (sameSegment(was, their)) {
      if (my) result.set(id, { segment: my, mine: true });
    } else {
      conflicts.set(id, conflictOf(id, was, their, my));
      if (their) result.set(id, { segment: their, mine: false });
    }
  }
  // A part of a split whose parent conflicts waits with it: the split is one change to both ids.
  for (const [id, { segment, mine: isMine }] of result) {
    if (isMine && !b.has(id) && !t.has(id) && ancestors(id).some((parent) => conflicts.has(parent))) {
      result.delete(id);
      conflicts.set(id, conflictOf(id, undefined, undefined, segment));
    }
  }
  resolveSameStarts(result, conflicts, b, t);
  return {
    segments: [...result.values()].map((entry) => entry.segment).sort(byStart),
    conflicts: [...conflicts.values()].sort(byStart),
  };
}

/**
 * Starts are unique in a version. Theirs and mine each are, so two segments of the merge can only share a start when
 * one is mine's change and the other theirs: an addition on both sides at one place, or a segment moved onto
 * another's start. The same addition twice is kept once; otherwise theirs stays and mine's becomes a conflict.
 * Each step takes one of mine's changes back, so this ends.
 */
function resolveSameStarts(
  result: Map<string, { segment: Segment; mine: boolean }>,
  conflicts: Map<string, SegmentConflict>,
  b: ReadonlyMap<string, Segment>,
  t: ReadonlyMap<string, Segment>,
): void {
  for (;;) {
    const atStart = new Map<number, { segment: Segment; mine: boolean }>();
    let clash: [mine: Segment, theirs: Segment] | undefined;
    for (const entry of result.values()) {
      const other = atStart.get(entry.segment.start);
      if (other) {
        clash = entry.mine ? [entry.segment, other.segment] : [other.segment, entry.segment];
        break;
      }
      atStart.set(entry.segment.start, entry);
    }
    if (!clash) return;
    const [my, their] = clash;
    if (!result.get(my.id!)?.mine) throw new Error(`Two segments of the current version start at ${my.start} s`);
    const id = my.id!;
    const stays = t.get(id);
    if (stays) {
      // Mine moved a segment onto another's start: it stays where theirs has it.
      result.set(id, { segment: stays, mine: false });
      conflicts.set(id, conflictOf(id, b.get(id), stays, my));
      continue;
    }
    result.delete(id);
    if (sameContent(my, their)) continue;
    // Both put a segment here: mine is offered as the other text of theirs, which a person can then pick; when theirs
    // is in conflict already, as a segment of its own (not in the current version).
    const conflict = conflicts.has(their.id!) ? conflictOf(id, undefined, undefined, my) : conflictOf(their.id!, b.get(their.id!), their, my);
    conflicts.set(conflict.segmentId, conflict);
  }
}

/**
 * For a command (split, merge, speaker, replace, restore) computed on the current version from an older base: the
 * segments it touches (those its result differs from current in) that also changed since that base.
 */
export function touchedSinceBase(base: readonly Segment[], current: readonly Segment[], result: readonly Segment[]): SegmentConflict[] {
  const changed = changedIds(base, current);
  const [b, t, m] = [byId(base), byId(current), byId(result)];
  return [...changedIds(current, result)]
    .filter((id) => changed.has(id))
    .map((id) => conflictOf(id, b.get(id), t.get(id), m.get(id)))
    .sort(byStart);
}
