import { UNDO_LIMIT, type UndoStep } from './undo-history.ts';

/**
 * The undo and redo stacks as this browser keeps them between reloads (lib/undo-storage.ts). Only steps that are
 * data are kept: typing (texts by segment id) and server changes (versions); a step undone by calls of its own
 * (naming by voice) lives with the page that made it. Bounded in entries and bytes, the oldest dropped first.
 */
export type KeptStep = Extract<UndoStep, { kind: 'text' | 'version' }>;

export interface KeptStacks {
  /** Oldest first; the last is undone next. */
  done: KeptStep[];
  /** The last is redone next. */
  undone: KeptStep[];
}

/** Bumped when the stored shape changes: a record of another format is ignored (the page starts with no undo). */
export const KEPT_UNDO_FORMAT = 1;
/** What one transcript's stacks may take in the browser (UTF-8 of the JSON). */
export const KEPT_UNDO_BYTES = 1_000_000;

interface StoredStacks extends KeptStacks {
  format: typeof KEPT_UNDO_FORMAT;
}

/** The record's key: stacks are one person's (local mode: "local") for one transcript. */
export const keptUndoKey = (person: string, transcriptId: string) => `${person}/${transcriptId}`;

const keepable = (step: UndoStep): step is KeptStep => step.kind === 'text' || step.kind === 'version';
const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/**
 * The record to store for these stacks (null when there is nothing to keep): at most UNDO_LIMIT steps a stack and
 * `maxBytes` in all. Undo steps go first, oldest first; then redo steps, the one furthest from being redone first.
 */
export function keptRecord(done: readonly UndoStep[], undone: readonly UndoStep[], maxBytes = KEPT_UNDO_BYTES): StoredStacks | null {
  const keptDone = done.filter(keepable).slice(-UNDO_LIMIT);
  const keptUndone = undone.filter(keepable).slice(-UNDO_LIMIT);
  // Each step's share of the JSON, with its comma: the whole is measured once, not again per step dropped.
  let total = bytes({ format: KEPT_UNDO_FORMAT, done: [], undone: [] }) + [...keptDone, ...keptUndone].reduce((sum, step) => sum + bytes(step) + 1, 0);
  const dropOldest = (steps: KeptStep[]) => {
    while (total > maxBytes && steps.length) total -= bytes(steps.shift()) + 1;
  };
  dropOldest(keptDone);
  dropOldest(keptUndone);
  if (!keptDone.length && !keptUndone.length) return null;
  return { format: KEPT_UNDO_FORMAT, done: keptDone, undone: keptUndone };
}

/** The stacks a stored record holds; null for nothing, another format or anything garbled. */
export function readKeptStacks(value: unknown): KeptStacks | null {
  if (!value || typeof value !== 'object') return null;
  const { format, done, undone } = value as Partial<StoredStacks>;
  if (format !== KEPT_UNDO_FORMAT || !Array.isArray(done) || !Array.isArray(undone)) return null;
  if (![...done, ...undone].every(isKeptStep)) return null;
  return { done, undone };
}

function isKeptStep(value: unknown): value is KeptStep {
  if (!value || typeof value !== 'object') return false;
  const step = value as Record<string, unknown>;
  const strings = (...keys: string[]) => keys.every((key) => typeof step[key] === 'string');
  if (step.kind === 'text') return strings('segmentId', 'before', 'after') && typeof step.at === 'number';
  if (step.kind === 'version') return strings('label', 'before', 'after');
  return false;
}

/**
 * The kept steps a page may still undo after personal data was erased from the transcript at `erasedAt` (ms): typing
 * from before may hold the erased text, so it goes. A server change's step from before is refused by the server
 * (it names a version the erasure rewrote), which drops the stacks then.
 */
export function keptSince(stacks: KeptStacks, erasedAt: number): KeptStacks {
  const after = (step: KeptStep) => step.kind !== 'text' || step.at >= erasedAt;
  return { done: stacks.done.filter(after), undone: stacks.undone.filter(after) };
}
