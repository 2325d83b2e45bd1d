import { createHash } from 'node:crypto';
import type { ChangeKind } from '../../shared/change-summary.ts';
import { badInput } from './errors.ts';
import { mergeSegments, type MergeOutcome } from './segment-merge.ts';
import type { Segment } from './segment-types.ts';
import { mergeWords, pieces, revertWord, type Piece } from './word-changes.ts';
import { retext } from './word-timings.ts';

/**
 * What one version changed from another, as a person reads it (issue 34): word by word inside a segment (each word
 * whose punctuation or casing changed is a change of its own, so refine's full stops can be taken back one at a
 * time; any other run of changed words is one `words` change), and whole segments that were split, merged, added,
 * deleted or given another speaker. Segments are matched by their stable ids (segment-ids.ts).
 */
export interface VersionChange {
  /** Derived from the change itself (segment, kind, place, texts): the same for the same pair of versions, always. */
  id: string;
  /** The segment it is in (for a merge, the one the others were joined onto; for a split, the one split). */
  segmentId: string;
  kind: ChangeKind;
  /** The words before (a speaker's name for `speaker`; segments' texts joined by " | " for a split or merge). */
  before: string;
  after: string;
  /** The segment's place, from 1, in the later version (in the earlier one for a deleted segment). */
  position: number;
  /** Where the change's words begin among the segment's words in the later version (0 for a whole-segment change). */
  wordIndex: number;
  /** The segment's text in the later version ("" when it was deleted). */
  segmentText: string;
  /** For a merge: how many segments were joined onto this one (0 otherwise). */
  joined: number;
}

/** Texts of several segments in one change's `before` or `after`. */
export const SEGMENT_SEPARATOR = ' | ';

/** How a change is taken back: its words put back, its speaker, or whole segments of the earlier version. */
type Undo = { kind: 'words' } | { kind: 'speaker'; speaker: string } | { kind: 'segments'; remove: string[]; restore: Segment[] };

interface Planned {
  change: VersionChange;
  undo: Undo;
  /** Start of the segment, for ordering the list. */
  start: number;
}

function changeId(...parts: (string | number)[]): string {
  return `c${createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16)}`;
}

/** The ids a split part descends from, nearest first ("a.b.c" → "a.b", "a"). */
function ancestors(id: string): string[] {
  const names = id.split('.');
  return names.slice(1).map((_, i) => names.slice(0, names.length - 1 - i).join('.'));
}

/** Each later segment's words in pieces, for the segments whose text changed (by id). */
function wordPieces(before: ReadonlyMap<string, Segment>, after: readonly Segment[], skip: ReadonlySet<string>): Map<string, Piece[]> {
  const all = new Map<string, Piece[]>();
  for (const segment of after) {
    const was = before.get(segment.id!);
    if (!was || skip.has(segment.id!) || was.text === segment.text) continue;
    const list = pieces(was.text, segment.text);
    let i = 0;
    let j = 0;
    for (const piece of list) {
      if ('same' in piece) {
        i++;
        j++;
        continue;
      }
      for (const change of piece.changes) change.id = changeId(segment.id!, change.kind, i, j, change.before, change.after);
      i += piece.before.length;
      j += piece.after.length;
    }
    all.set(segment.id!, list);
  }
  return all;
}

function plan(before: readonly Segment[], after: readonly Segment[]): { planned: Planned[]; pieces: Map<string, Piece[]> } {
  const was = new Map(before.map((segment) => [segment.id!, segment]));
  const now = new Map(after.map((segment) => [segment.id!, segment]));
  const position = new Map(after.map((segment, i) => [segment.id!, i + 1]));
  const planned: Planned[] = [];
  const whole = (segment: Segment, kind: ChangeKind, beforeText: string, afterText: string, undo: Undo, at: number, joined = 0) =>
    planned.push({
      change: { id: changeId(segment.id!, kind, beforeText, afterText), segmentId: segment.id!, kind, before: beforeText, after: afterText, position: at, wordIndex: 0, segmentText: now.get(segment.id!)?.text ?? '', joined },
      undo,
      start: segment.start,
    });

  // Split parts: new ids descending from a segment both versions have.
  const parts = new Map<string, Segment[]>();
  for (const segment of after) {
    if (was.has(segment.id!)) continue;
    const parent = ancestors(segment.id!).find((id) => was.has(id) && now.has(id));
    if (parent) parts.set(parent, [...(parts.get(parent) ?? []), segment]);
    else whole(segment, 'inserted', '', segment.text, { kind: 'segments', remove: [segment.id!], restore: [] }, position.get(segment.id!)!);
  }
  // Segments gone: joined onto the nearest earlier one still there when its time now covers theirs, else deleted.
  const merged = new Map<string, Segment[]>();
  before.forEach((segment, index) => {
    if (now.has(segment.id!)) return;
    let k = index - 1;
    while (k >= 0 && !now.has(before[k].id!)) k--;
    const survivor = k >= 0 ? now.get(before[k].id!) : undefined;
    if (survivor && survivor.end >= segment.end) merged.set(survivor.id!, [...(merged.get(survivor.id!) ?? []), segment]);
    else whole(segment, 'deleted', segment.text, '', { kind: 'segments', remove: [], restore: [segment] }, index + 1);
  });
  for (const [id, list] of parts) {
    const parent = now.get(id)!;
    const texts = [parent, ...list].map((segment) => segment.text).join(SEGMENT_SEPARATOR);
    const original = was.get(id)!;
    whole(parent, 'split', original.text, texts, { kind: 'segments', remove: list.map((segment) => segment.id!), restore: [original] }, position.get(id)!);
    // A piece given to another speaker as it was split off (assignSpeaker) says so, as a change of its own.
    for (const piece of [parent, ...list]) {
      if (piece.speaker !== original.speaker) whole(piece, 'speaker', original.speaker, piece.speaker, { kind: 'speaker', speaker: original.speaker }, position.get(piece.id!)!);
    }
  }
  for (const [id, list] of merged) {
    const survivor = now.get(id)!;
    const texts = [was.get(id)!, ...list].map((segment) => segment.text).join(SEGMENT_SEPARATOR);
    whole(survivor, 'merge', texts, survivor.text, { kind: 'segments', remove: [], restore: [was.get(id)!, ...list] }, position.get(id)!, list.length);
  }
  // Speakers and words of the segments that are the same segment in both (a split's or merge's are taken whole).
  const takenWhole = new Set([...parts.keys(), ...merged.keys()]);
  for (const segment of after) {
    const old = was.get(segment.id!);
    if (!old || takenWhole.has(segment.id!) || old.speaker === segment.speaker) continue;
    whole(segment, 'speaker', old.speaker, segment.speaker, { kind: 'speaker', speaker: old.speaker }, position.get(segment.id!)!);
  }
  const byWords = wordPieces(was, after, takenWhole);
  for (const [id, list] of byWords) {
    const segment = now.get(id)!;
    let j = 0;
    for (const piece of list) {
      if ('same' in piece) {
        j++;
        continue;
      }
      for (const { id: wordChangeId, kind, before: from, after: to } of piece.changes) {
        planned.push({
          change: { id: wordChangeId!, segmentId: id, kind, before: from, after: to, position: position.get(id)!, wordIndex: j, segmentText: segment.text, joined: 0 },
          undo: { kind: 'words' },
          start: segment.start,
        });
      }
      j += piece.after.length;
    }
  }
  // In reading order: by segment, a segment's own (split, merge, speaker) before its words.
  planned.sort((a, b) => a.start - b.start || (a.undo.kind === 'words' ? 1 : 0) - (b.undo.kind === 'words' ? 1 : 0) || a.change.wordIndex - b.change.wordIndex);
  return { planned, pieces: byWords };
}

/** What `after` changed from `before` (the version before it, or any other), in reading order. */
export function versionChanges(before: readonly Segment[], after: readonly Segment[]): VersionChange[] {
  const { from, to, offset } = changedStretch(before, after);
  return plan(from, to).planned.map(({ change }) => (offset ? { ...change, position: change.position + offset } : change));
}

/**
 * The stretch of two lists between their first and last difference: a change keeps most segments as the very
 * objects of the version before, at the same places (an autosave of one segment of 1,500), and those change nothing.
 * One kept segment before the stretch stays in it, as the survivor a deleted segment may have been merged into (a
 * split's parent and a merge's survivor differ, so they are in it). `offset`: how many segments were left out ahead.
 */
function changedStretch(before: readonly Segment[], after: readonly Segment[]): { from: readonly Segment[]; to: readonly Segment[]; offset: number } {
  let same = 0;
  while (same < before.length && same < after.length && before[same] === after[same]) same++;
  let sameAtEnd = 0;
  while (sameAtEnd < before.length - same && sameAtEnd < after.length - same && before[before.length - 1 - sameAtEnd] === after[after.length - 1 - sameAtEnd]) sameAtEnd++;
  const offset = Math.max(0, same - 1);
  return { from: before.slice(offset, before.length - sameAtEnd), to: after.slice(offset, after.length - sameAtEnd), offset };
}

/**
 * `after` with the chosen changes (ids from versionChanges(before, after)) taken back and every other change kept.
 * Unknown ids are refused, naming them.
 */
export function revertChanges(before: readonly Segment[], after: readonly Segment[], ids: readonly string[]): Segment[] {
  const { planned, pieces: byWords } = plan(before, after);
  const known = new Set(planned.map((entry) => entry.change.id));
  const unknown = [...new Set(ids)].filter((id) => !known.has(id));
  if (unknown.length) throw badInput(`Unknown change ${unknown.length === 1 ? 'id' : 'ids'} for this version: ${unknown.join(', ')}. Transcript.versionChanges lists them.`);
  if (!ids.length) throw badInput('Choose at least one change to revert.');
  const chosen = new Set(ids);
  const result = new Map(after.map((segment) => [segment.id!, segment]));
  for (const { change, undo } of planned) {
    if (!chosen.has(change.id) || undo.kind !== 'segments') continue;
    for (const id of undo.remove) result.delete(id);
    for (const segment of undo.restore) result.set(segment.id!, segment);
  }
  for (const [id, list] of byWords) {
    const touched = (piece: Piece) => !('same' in piece) && piece.changes.some((change) => chosen.has(change.id!));
    if (!list.some(touched)) continue;
    const text = list
      .flatMap((piece) => {
        if ('same' in piece) return [piece.same];
        if (!touched(piece)) return piece.after;
        return piece.before.length === 1 && piece.after.length === 1 ? [revertWord(piece.before[0], piece.after[0], piece.changes, chosen)] : piece.before;
      })
      .join(' ');
    result.set(id, retext(result.get(id)!, text));
  }
  for (const { change, undo } of planned) {
    // A split piece whose split was taken back too is gone already, with its speaker.
    const segment = result.get(change.segmentId);
    if (chosen.has(change.id) && undo.kind === 'speaker' && segment) result.set(change.segmentId, { ...segment, speaker: undo.speaker });
  }
  return [...result.values()].sort((a, b) => a.start - b.start);
}

/**
 * The chosen changes of `version` (made from `previous`) taken back on `current`, merged by segment (segment-merge.ts)
 * and, inside a segment changed on both sides, word by word: what still conflicts keeps the current segment and is
 * answered, never dropped or written over.
 */
export function revertOnto(previous: readonly Segment[], version: readonly Segment[], current: readonly Segment[], ids: readonly string[]): MergeOutcome {
  const reverted = revertChanges(previous, version, ids);
  const merged = mergeSegments(version, current, reverted);
  if (!merged.conflicts.length) return merged;
  const [was, mine] = [new Map(version.map((s) => [s.id!, s])), new Map(reverted.map((s) => [s.id!, s]))];
  const byId = new Map(merged.segments.map((s) => [s.id!, s]));
  const conflicts = merged.conflicts.filter((conflict) => {
    const [base, their, my] = [was.get(conflict.segmentId), byId.get(conflict.segmentId), mine.get(conflict.segmentId)];
    if (!base || !their || !my || my.speaker !== base.speaker || my.start !== their.start) return true;
    const text = mergeWords(base.text, their.text, my.text);
    if (text === null) return true;
    byId.set(conflict.segmentId, retext(their, text));
    return false;
  });
  return { segments: merged.segments.map((s) => byId.get(s.id!)!), conflicts };
}
