/**
 * Which transcripts of a list are selected for a bulk action (README "Working on many transcripts"), as pure steps over
 * the ids shown, in order: a click toggles one, a shift-click selects the range from the last one clicked, Shift+↑/↓
 * extends from the focused row, Ctrl/Cmd+A selects all shown, Escape clears. Ids no longer shown drop out.
 */
export interface Selection {
  /** The selected ids. */
  readonly ids: ReadonlySet<string>;
  /** Where a range starts: the last row toggled (null before any). */
  readonly anchor: string | null;
}

export const NOTHING_SELECTED: Selection = { ids: new Set(), anchor: null };

/** A click on a row's checkbox: it flips, and becomes where a range starts. */
export function toggle(selection: Selection, id: string): Selection {
  const ids = new Set(selection.ids);
  if (!ids.delete(id)) ids.add(id);
  return { ids, anchor: id };
}

/** A shift-click: every row from the anchor to this one is selected (added to the rest); a toggle without an anchor. */
export function selectRange(selection: Selection, shown: readonly string[], id: string): Selection {
  const from = selection.anchor === null ? -1 : shown.indexOf(selection.anchor);
  const to = shown.indexOf(id);
  if (from < 0 || to < 0) return toggle(selection, id);
  const [first, last] = from < to ? [from, to] : [to, from];
  return { ids: new Set([...selection.ids, ...shown.slice(first, last + 1)]), anchor: selection.anchor };
}

/**
 * Shift+↑ or Shift+↓ on the focused row: it and the row beside it are selected, and the focus moves there (`focus`,
 * the same row at either end of the list).
 */
export function extend(selection: Selection, shown: readonly string[], focused: string, step: 1 | -1): { selection: Selection; focus: string } {
  const at = shown.indexOf(focused);
  if (at < 0) return { selection, focus: focused };
  const next = shown[Math.min(Math.max(at + step, 0), shown.length - 1)];
  return { selection: { ids: new Set([...selection.ids, focused, next]), anchor: selection.anchor ?? focused }, focus: next };
}

export function selectAll(shown: readonly string[]): Selection {
  return { ids: new Set(shown), anchor: null };
}

/** The selected ids that are shown, in the list's order: what a bulk action acts on. */
export function selectedShown(selection: Selection, shown: readonly string[]): string[] {
  return shown.filter((id) => selection.ids.has(id));
}

/** What a key on a focused row does to the selection; null for a key it leaves alone. */
export type SelectionKey = { kind: 'toggle' } | { kind: 'extend'; step: 1 | -1 } | { kind: 'all' } | { kind: 'clear' };

export function selectionKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>): SelectionKey | null {
  if (event.altKey) return null;
  const command = event.ctrlKey || event.metaKey;
  if (event.key === ' ' && !command) return { kind: 'toggle' };
  if (event.shiftKey && !command && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) return { kind: 'extend', step: event.key === 'ArrowDown' ? 1 : -1 };
  if (command && !event.shiftKey && event.key.toLowerCase() === 'a') return { kind: 'all' };
  if (event.key === 'Escape') return { kind: 'clear' };
  return null;
}
