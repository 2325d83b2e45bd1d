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
  /** Who saved theirs, when known. */
  author?: string | null;
}

/** Unsaved texts, their bases and their conflicts, each by segment start (the page's segment identity). */
export interface DraftState {
  drafts: ReadonlyMap<number, string>;
  bases: ReadonlyMap<number, string>;
  conflicts: ReadonlyMap<number, DraftConflict>;
}

export const NO_DRAFT_STATE: DraftState = { drafts: new Map(), bases: new Map(), conflicts: new Map() };

/** A user's edit: the first one of a segment records the saved text under it. */
export function typed(state: DraftState, start: number, text: string, savedText: string): DraftState {
  const bases = state.bases.has(start) ? state.bases : new Map(state.bases).set(start, savedText);
  return { ...state, drafts: new Map(state.drafts).set(start, text), bases };
}

/**
 * The drafts over a newer saved list. `sent` holds the texts this page itself sent per segment (its saves'
 * answers are those texts): a segment that holds one of them changed under the draft by this page, not by others.
 */
export function rebase(state: DraftState, saved: ReadonlyArray<{ start: number; text: string }>, sent: ReadonlyMap<number, string>, author?: string | null): DraftState {
  if (state.drafts.size === 0) return state;
  const texts = new Map(saved.map((segment) => [segment.start, segment.text]));
  const drafts = new Map(state.drafts);
  const bases = new Map(state.bases);
  const conflicts = new Map(state.conflicts);
  let changed = false;
  for (const [start, draft] of state.drafts) {
    const now = texts.get(start);
    if (now === draft) {
      // Saved (here or, typed alike, elsewhere): no longer a draft.
      drafts.delete(start);
      bases.delete(start);
      conflicts.delete(start);
      changed = true;
    } else if (conflicts.has(start)) {
      const conflict = conflicts.get(start)!;
      if ((now ?? null) !== conflict.theirs) {
        conflicts.set(start, { ...conflict, theirs: now ?? null, author });
        changed = true;
      }
    } else if (now === undefined || (now !== bases.get(start) && now !== sent.get(start))) {
      conflicts.set(start, { mine: draft, theirs: now ?? null, author });
      changed = true;
    } else if (now !== bases.get(start)) {
      // This page's own save of an earlier text of the draft: the draft goes on over it.
      bases.set(start, now);
      changed = true;
    }
  }
  return changed ? { drafts, bases, conflicts } : state;
}

/** A conflict the server reported for a draft it was sent (a save raced another one). */
export function conflicted(state: DraftState, start: number, conflict: DraftConflict): DraftState {
  return { ...state, conflicts: new Map(state.conflicts).set(start, conflict) };
}

export type ConflictChoice = 'mine' | 'theirs' | 'both';

/**
 * Settles a conflict as the user chose: their text (the draft is dropped), mine (the draft now goes over theirs),
 * or both (theirs first, then mine, in one draft for the user to edit). A segment that is gone keeps mine as a
 * draft only while it can be placed: with no segment left, "theirs" and "both" drop it, "mine" too (the caller
 * adds it back as a new segment).
 */
export function choose(state: DraftState, start: number, choice: ConflictChoice): DraftState {
  const conflict = state.conflicts.get(start);
  if (!conflict) return state;
  const drafts = new Map(state.drafts);
  const bases = new Map(state.bases);
  const conflicts = new Map(state.conflicts);
  conflicts.delete(start);
  if (choice === 'theirs' || conflict.theirs === null) {
    drafts.delete(start);
    bases.delete(start);
  } else {
    drafts.set(start, choice === 'mine' ? conflict.mine : joinTexts(conflict.theirs, conflict.mine));
    bases.set(start, conflict.theirs);
  }
  return { drafts, bases, conflicts };
}

/** Two texts of one segment kept together, theirs first. */
export function joinTexts(theirs: string, mine: string): string {
  return [theirs.trim(), mine.trim()].filter(Boolean).join(' ');
}
