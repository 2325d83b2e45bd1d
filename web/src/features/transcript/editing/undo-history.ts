/**
 * What the editor can undo. Typing is undone locally (the text before the burst comes back as an edit,
 * which autosave saves); a change the server made (split, merge, speakers, replace, add, delete, refine,
 * restore) is undone by restoring the version before it, as a new version, since versions are never
 * rewritten. A version step names versions only for their text, so restoring one is right whatever
 * version is current by then. A change that did more than make a version is undone by its own calls (Reverse).
 */
export type UndoStep =
  | { kind: 'text'; segmentId: string; before: string; after: string; at: number }
  | { kind: 'version'; label: string; before: string; after: string }
  | ({ kind: 'calls'; label: string } & Reverse);

/**
 * A server change that did more than make a version (naming a speaker after a voice also teaches the voice), so
 * restoring the version before it would not take it all back: undone and redone by calls of its own. Each is true
 * when it was carried out.
 */
export interface Reverse {
  undo: () => Promise<boolean>;
  redo: () => Promise<boolean>;
}

/** At least the 100 steps the issue asks for, with room to spare. */
export const UNDO_LIMIT = 200;
/** Keystrokes in one segment with pauses shorter than this undo together. */
export const TYPING_BURST_MS = 1000;

export class UndoHistory {
  private done: UndoStep[] = [];
  private undone: UndoStep[] = [];

  constructor(private readonly limit = UNDO_LIMIT) {}

  /** Records typing in a segment (by id); joins the previous step when it is the same segment, shortly after. */
  typed(segmentId: string, before: string, after: string, at: number): void {
    const last = this.done.at(-1);
    this.undone = [];
    if (last?.kind === 'text' && last.segmentId === segmentId && at - last.at < TYPING_BURST_MS && last.after === before) {
      this.done[this.done.length - 1] = { ...last, after, at };
      return;
    }
    this.push({ kind: 'text', segmentId, before, after, at });
  }

  /** Records a change the server made, from version `before` to version `after`. */
  changed(label: string, before: string, after: string): void {
    this.undone = [];
    this.push({ kind: 'version', label, before, after });
  }

  /** Records a change the server made that is undone and redone by its own calls. */
  called(label: string, reverse: Reverse): void {
    this.undone = [];
    this.push({ kind: 'calls', label, ...reverse });
  }

  private push(step: UndoStep): void {
    this.done.push(step);
    if (this.done.length > this.limit) this.done.shift();
  }

  canUndo = () => this.done.length > 0;
  canRedo = () => this.undone.length > 0;
  nextUndo = (): UndoStep | undefined => this.done.at(-1);
  nextRedo = (): UndoStep | undefined => this.undone.at(-1);

  /** Takes the step to undo; `redid`/`undid` puts it on the other stack once carried out. */
  takeUndo(): UndoStep | undefined {
    return this.done.pop();
  }

  takeRedo(): UndoStep | undefined {
    return this.undone.pop();
  }

  undid(step: UndoStep): void {
    this.undone.push(step);
  }

  redid(step: UndoStep): void {
    this.done.push(step);
  }

  /** Both stacks, oldest first (the last of each is taken next), for keeping them between reloads. */
  stacks(): { done: readonly UndoStep[]; undone: readonly UndoStep[] } {
    return { done: this.done, undone: this.undone };
  }

  /**
   * Stacks kept from before a reload go under what this page did since: its own steps stay the newest, and once it
   * did something the kept redo steps no longer follow on.
   */
  restore(kept: { done: readonly UndoStep[]; undone: readonly UndoStep[] }): void {
    const fresh = this.done.length === 0 && this.undone.length === 0;
    this.done = [...kept.done, ...this.done].slice(-this.limit);
    if (fresh) this.undone = [...kept.undone];
  }

  /** When the history was rewritten (the steps may not fit the text any more). */
  clear(): void {
    this.done = [];
    this.undone = [];
  }
}

/** How the undo and redo buttons name a step. */
export function describeStep(step: UndoStep | undefined): string {
  if (!step) return '';
  return step.kind === 'text' ? 'typing' : step.label;
}
