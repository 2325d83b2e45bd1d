import { describe, expect, it } from 'vitest';
import { extend, NOTHING_SELECTED, selectAll, selectedShown, selectionKey, selectRange, toggle, type Selection } from './selection.ts';

const SHOWN = ['a', 'b', 'c', 'd', 'e'];
const ids = (selection: Selection) => selectedShown(selection, SHOWN);
const key = (key: string, mods: Partial<Record<'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) =>
  selectionKey({ key, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('selection', () => {
  it('a click toggles one row and makes it the anchor', () => {
    const one = toggle(NOTHING_SELECTED, 'b');
    expect(ids(one)).toEqual(['b']);
    expect(one.anchor).toBe('b');
    expect(ids(toggle(one, 'b'))).toEqual([]);
  });

  it('a shift-click selects from the anchor to the row, either way, adding to what is selected', () => {
    const anchored = toggle(toggle(NOTHING_SELECTED, 'e'), 'b');
    expect(ids(selectRange(anchored, SHOWN, 'd'))).toEqual(['b', 'c', 'd', 'e']);
    const upward = toggle(NOTHING_SELECTED, 'd');
    expect(ids(selectRange(upward, SHOWN, 'a'))).toEqual(['a', 'b', 'c', 'd']);
    // The anchor stays: a second shift-click reaches from the same row.
    expect(selectRange(upward, SHOWN, 'a').anchor).toBe('d');
  });

  it('a shift-click without an anchor, or with the anchor no longer shown, toggles the row', () => {
    expect(ids(selectRange(NOTHING_SELECTED, SHOWN, 'c'))).toEqual(['c']);
    expect(ids(selectRange(toggle(NOTHING_SELECTED, 'z'), SHOWN, 'c'))).toEqual(['c']);
  });

  it('Shift+arrows extend from the focused row and move the focus, stopping at the ends', () => {
    const down = extend(NOTHING_SELECTED, SHOWN, 'b', 1);
    expect(ids(down.selection)).toEqual(['b', 'c']);
    expect(down.focus).toBe('c');
    const further = extend(down.selection, SHOWN, down.focus, 1);
    expect(ids(further.selection)).toEqual(['b', 'c', 'd']);
    const top = extend(NOTHING_SELECTED, SHOWN, 'a', -1);
    expect(ids(top.selection)).toEqual(['a']);
    expect(top.focus).toBe('a');
  });

  it('selects all shown, and acts only on the selected rows still shown, in the list’s order', () => {
    expect(ids(selectAll(SHOWN))).toEqual(SHOWN);
    const picked = toggle(toggle(NOTHING_SELECTED, 'd'), 'a');
    expect(selectedShown(picked, ['d', 'c', 'a'])).toEqual(['d', 'a']);
    expect(selectedShown(picked, ['b', 'c'])).toEqual([]);
  });

  it('maps the keys: Space toggles, Shift+↑/↓ extends, Ctrl/Cmd+A selects all, Escape clears; others are left alone', () => {
    expect(key(' ')).toEqual({ kind: 'toggle' });
    expect(key('ArrowDown', { shiftKey: true })).toEqual({ kind: 'extend', step: 1 });
    expect(key('ArrowUp', { shiftKey: true })).toEqual({ kind: 'extend', step: -1 });
    expect(key('a', { ctrlKey: true })).toEqual({ kind: 'all' });
    expect(key('A', { metaKey: true })).toEqual({ kind: 'all' });
    expect(key('Escape')).toEqual({ kind: 'clear' });
    for (const other of [key('ArrowDown'), key('a'), key('Enter'), key('a', { ctrlKey: true, altKey: true }), key(' ', { ctrlKey: true })]) expect(other).toBeNull();
  });
});
