import { useState, type KeyboardEvent } from 'react';
import { extend, NOTHING_SELECTED, selectAll, selectionKey, selectRange, toggle } from './selection.ts';

/** The attribute each row of a selectable list carries: its id (SelectableRow). */
export const ROW_ID_ATTRIBUTE = 'data-row-id';

/**
 * The selection of a list's rows (selection.ts) with its mouse and keyboard: `pick` for a row's checkbox (a shift-click
 * a range), `onKeyDown` on the list for the keys of the row that has the focus.
 */
export function useListSelection(shown: readonly string[]) {
  const [selection, setSelection] = useState(NOTHING_SELECTED);
  const pick = (id: string, range: boolean) => setSelection((now) => (range ? selectRange(now, shown, id) : toggle(now, id)));
  const clear = () => setSelection(NOTHING_SELECTED);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const row = target.closest<HTMLElement>(`[${ROW_ID_ATTRIBUTE}]`);
    const action = selectionKey(event);
    if (!row || !action) return;
    const id = row.getAttribute(ROW_ID_ATTRIBUTE)!;
    // A checkbox toggles itself with Space (its change is a pick); Escape with nothing selected is left to others.
    if (action.kind === 'toggle' && target instanceof HTMLInputElement) return;
    if (action.kind === 'clear' && selection.ids.size === 0) return;
    event.preventDefault();
    if (action.kind === 'toggle') setSelection((now) => toggle(now, id));
    else if (action.kind === 'all') setSelection(selectAll(shown));
    else if (action.kind === 'clear') clear();
    else {
      const extended = extend(selection, shown, id, action.step);
      setSelection(extended.selection);
      event.currentTarget.querySelector<HTMLElement>(`[${ROW_ID_ATTRIBUTE}="${extended.focus}"] a`)?.focus();
    }
  };
  return { isSelected: (id: string) => selection.ids.has(id), pick, clear, onKeyDown };
}
