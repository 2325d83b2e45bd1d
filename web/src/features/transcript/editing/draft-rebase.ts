/**
 * Unsaved edits over a saved text that others change too. Each draft remembers the saved text it was typed
 * over (its base). When a newer version arrives (someone else saved, or this page's own save came back), each
 * draft is either saved (the version holds it), still pending (its segment did not change under it: it now
 * applies to the newer version), or in conflict (its segment changed elsewhere, or is gone): then the user
 * chooses, and nothing anyone typed is dropped without that choice.
 */

/** A segment whose unsaved text and whose saved text both changed from the same base. */
export interface DraftConflict {
  /** The text typed here (unsaved). */
  mine: string;
  /** The saved text now (null: the segment is gone, merged or deleted elsewhere). */
  theirs: string | null;
  /** Where the segment starts (started, when gone): a gone segment's text can be added back there. */
  start: number;
  /** Who saved theirs, when known. */
  author?: string | null;
}

/**
 * Unsaved texts, their bases and their conflicts, each by segment id (`Segment.id`, the same in every version).
 * A draft kept by a release before ids whose segment was not loaded yet is keyed by its start (keyOfStart) until
 * the whole list is in (adoptStarts).
 */
export interface DraftState {
  drafts: ReadonlyMap<string, string>;
  bases: ReadonlyMap<string, string>;
  /** Where each drafted segment starts, as last seen. */
  starts: ReadonlyMap<string, number>;
  conflicts: ReadonlyMap<string, DraftConflict>;
}

export const NO_DRAFT_STATE: DraftState = { drafts: new Map(), bases: new Map(), starts: new Map(), conflicts: new Map() };

/** A saved segment as the drafts see it. */
export interface SavedSegment {
  id: string;
  start: number;
  text: string;
}

/** A user's edit: the first one of a segment records the saved text under it. */
export function typed(state: DraftState, segment: SavedSegment, text: string): DraftState {
  const bases = state.bases.has(segment.id) ? state.bases : new Map(state.bases).set(segment.id, segment.text);
  const starts = state.starts.get(segment.id) === segment.start ? state.starts : new Map(state.starts).set(segment.id, segment.start);
  return { ...state, drafts: new Map(state.drafts).set(segment.id, text), bases, starts };
}

/**
 * The drafts over a newer saved list. `sent` holds the texts this page itself sent per segment (its saves'
 * answers are those texts): a segment that holds one of them changed under the draft by this page, not by others.
 */
export function rebase(state: DraftState, saved: readonly SavedSegment[], sent: ReadonlyMap<string, string>, author?: string | null): DraftState {
  if (state.drafts.size === 0) return state;
  const byId = new Map(saved.map((segment) => [segment.id, segment]));
  const drafts = new Map(state.drafts);
  const bases = new Map(state.bases);
  const starts = new Map(state.starts);
  const conflicts = new Map(state.conflicts);
  let changed = false;
  for (const [id, draft] of state.drafts) {
    const segment = byId.get(id);
    const now = segment?.text;
    if (segment && starts.get(id) !== segment.start) {
      starts.set(id, segment.start);
      changed = true;
    }
    const start = starts.get(id) ?? 0;
    if (now === draft) {
      // Saved (here or, typed alike, elsewhere): no longer a draft.
      drafts.delete(id);
      bases.delete(id);
      starts.delete(id);
      conflicts.delete(id);
      changed = true;
    } else if (conflicts.has(id)) {
      const conflict = conflicts.get(id)!;
      if ((now ?? null) !== conflict.theirs || conflict.start !== start) {
        conflicts.set(id, { ...conflict, theirs: now ?? null, start, author });
        changed = true;
      }
    } else if (now === undefined || (now !== bases.get(id) && now !== sent.get(id))) {
      conflicts.set(id, { mine: draft, theirs: now ?? null, start, author });
      changed = true;
    } else if (now !== bases.get(id)) {
      // This page's own save of an earlier text of the draft: the draft goes on over it.
      bases.set(id, now);
      changed = true;
    }
  }
  return changed ? { drafts, bases, starts, conflicts } : state;
}

/** The key of a draft kept by a release before ids (by start) whose segment is not loaded yet. */
export const keyOfStart = (start: number) => `start:${start}`;

/**
 * Drafts keyed by start (keyOfStart) take the id of the segment starting there, once the whole list is in. A
 * segment typed in meanwhile keeps what was typed; a start no segment has any more stays, and rebase offers it as
 * a segment gone.
 */
export function adoptStarts(state: DraftState, saved: readonly SavedSegment[]): DraftState {
  const keyed = [...state.drafts.keys()].filter((key) => state.starts.has(key) && key === keyOfStart(state.starts.get(key)!));
  if (keyed.length === 0) return state;
  const atStart = new Map(saved.map((segment) => [segment.start, segment]));
  const drafts = new Map(state.drafts);
  const bases = new Map(state.bases);
  const starts = new Map(state.starts);
  for (const key of keyed) {
    const segment = atStart.get(starts.get(key)!);
    if (!segment) continue;
    if (!drafts.has(segment.id)) {
      drafts.set(segment.id, drafts.get(key)!);
      bases.set(segment.id, bases.get(key) ?? segment.text);
      starts.set(segment.id, segment.start);
    }
    drafts.delete(key);
    bases.delete(key);
    starts.delete(key);
  }
  return { ...state, drafts, bases, starts };
}

/** A conflict the server reported for a draft it was sent (a save raced another one). */
export function conflicted(state: DraftState, id: string, conflict: DraftConflict): DraftState {
  return { ...state, conflicts: new Map(state.conflicts).set(id, conflict) };
}

export type ConflictChoice = 'mine' | 'theirs' | 'both';

/**
 * Settles a conflict as the user chose: their text (the draft is dropped), mine (the draft now goes over theirs),
 * or both (theirs first, then mine, in one draft for the user to edit). A segment that is gone keeps mine as a
 * draft only while it can be placed: with no segment left, "theirs" and "both" drop it, "mine" too (the caller
 * adds it back as a new segment).
 */
export function choose(state: DraftState, id: string, choice: ConflictChoice): DraftState {
  const conflict = state.conflicts.get(id);
  if (!conflict) return state;
  const drafts = new Map(state.drafts);
  const bases = new Map(state.bases);
  const starts = new Map(state.starts);
  const conflicts = new Map(state.conflicts);
  conflicts.delete(id);
  if (choice === 'theirs' || conflict.theirs === null) {
    drafts.delete(id);
    bases.delete(id);
    starts.delete(id);
  } else {
    drafts.set(id, choice === 'mine' ? conflict.mine : joinTexts(conflict.theirs, conflict.mine));
    bases.set(id, conflict.theirs);
  }
  return { drafts, bases, starts, conflicts };
}

/** Two texts of one segment kept together, theirs first. */
export function joinTexts(theirs: string, mine: string): string {
  return [theirs.trim(), mine.trim()].filter(Boolean).join(' ');
}
