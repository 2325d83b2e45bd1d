import { describe, expect, it } from 'vitest';
import { comboLabel, comboOf, typesInText, type KeyPress } from './key-combo.ts';
import { parseBindings, rebind, serializeBindings } from './shortcut-bindings.ts';
import { DEFAULT_BINDINGS, SHORTCUTS, shortcutFor } from './shortcuts.ts';

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('shortcutFor', () => {
  it('maps the playback keys, also while typing in a segment', () => {
    for (const typing of [false, true]) {
      expect(shortcutFor(press(' ', { ctrlKey: true }), typing)).toBe('togglePlay');
      expect(shortcutFor(press('ArrowLeft', { ctrlKey: true }), typing)).toBe('back');
      expect(shortcutFor(press('ArrowRight', { ctrlKey: true }), typing)).toBe('forward');
      expect(shortcutFor(press('ArrowDown', { ctrlKey: true }), typing)).toBe('slower');
      expect(shortcutFor(press('ArrowUp', { ctrlKey: true }), typing)).toBe('faster');
      expect(shortcutFor(press('Enter', { ctrlKey: true }), typing)).toBe('split');
      expect(shortcutFor(press('Enter', { ctrlKey: true, shiftKey: true }), typing)).toBe('speakerForWords');
      expect(shortcutFor(press('L', { ctrlKey: true, shiftKey: true }), typing)).toBe('copyMomentLink');
      expect(shortcutFor(press('Enter', { ctrlKey: true, altKey: true }), typing)).toBe('newSegmentAtPlayhead');
    }
  });

  it('opens a comment on Ctrl+Alt+M (Cmd+Option+M, which types µ on a Mac), also while typing; Ctrl+M alone is not it', () => {
    for (const typing of [false, true]) {
      expect(shortcutFor(press('m', { ctrlKey: true, altKey: true }), typing)).toBe('comment');
      expect(shortcutFor(press('µ', { metaKey: true, altKey: true }), typing)).toBe('comment');
    }
    expect(shortcutFor(press('m', { ctrlKey: true }), true)).toBeNull();
    expect(shortcutFor(press('M', { ctrlKey: true, altKey: true, shiftKey: true }), true)).toBeNull();
  });

  it('plays or pauses on Esc outside the text only: while typing, Esc belongs to the text', () => {
    expect(shortcutFor(press('Escape'), false)).toBe('togglePlay');
    expect(shortcutFor(press('Escape'), true)).toBeNull();
  });

  it('leaves plain typing alone', () => {
    expect(shortcutFor(press(' '), true)).toBeNull();
    expect(shortcutFor(press('ArrowLeft'), true)).toBeNull();
    expect(shortcutFor(press('ArrowLeft', { ctrlKey: true, shiftKey: false, altKey: true }), true)).toBeNull();
    expect(shortcutFor(press('Enter'), true)).toBeNull();
    expect(shortcutFor(press('a', { ctrlKey: true }), true)).toBeNull();
  });

  it('opens help on ? only when not typing (a ? in the text is a question mark)', () => {
    expect(shortcutFor(press('?', { shiftKey: true }), false)).toBe('help');
    expect(shortcutFor(press('?', { shiftKey: true }), true)).toBeNull();
  });

  it('opens find with Ctrl+F or Cmd+F, whatever the case', () => {
    expect(shortcutFor(press('f', { ctrlKey: true }), true)).toBe('find');
    expect(shortcutFor(press('F', { metaKey: true }), false)).toBe('find');
  });

  it('lists every action once, each with keys and a description, and no key twice', () => {
    const actions = SHORTCUTS.map((shortcut) => shortcut.action);
    expect(new Set(actions).size).toBe(actions.length);
    const keys = SHORTCUTS.flatMap((shortcut) => shortcut.keys);
    expect(new Set(keys).size).toBe(keys.length);
    for (const shortcut of SHORTCUTS) {
      expect(shortcut.keys.length).toBeGreaterThan(0);
      expect(shortcut.description).not.toBe('');
    }
  });

  it('follows the keys this browser chose instead of the defaults', () => {
    const bindings = { ...DEFAULT_BINDINGS, back: ['Alt+J'] };
    expect(shortcutFor(press('j', { altKey: true }), true, bindings)).toBe('back');
    expect(shortcutFor(press('ArrowLeft', { ctrlKey: true }), true, bindings)).toBeNull();
  });

  it('takes function keys (what keyboard-mode pedals send) also while typing, but not plain letters', () => {
    const bindings = { ...DEFAULT_BINDINGS, togglePlay: ['F14'], back: ['J'] };
    expect(shortcutFor(press('F14'), true, bindings)).toBe('togglePlay');
    expect(shortcutFor(press('j'), true, bindings)).toBeNull();
    expect(shortcutFor(press('j'), false, bindings)).toBe('back');
  });
});

describe('undo and redo keys', () => {
  it('undo on Ctrl+Z or Cmd+Z, redo on Ctrl+Shift+Z or Ctrl+Y, also while typing', () => {
    for (const typing of [false, true]) {
      expect(shortcutFor(press('z', { ctrlKey: true }), typing)).toBe('undo');
      expect(shortcutFor(press('z', { metaKey: true }), typing)).toBe('undo');
      expect(shortcutFor(press('Z', { ctrlKey: true, shiftKey: true }), typing)).toBe('redo');
      expect(shortcutFor(press('Z', { metaKey: true, shiftKey: true }), typing)).toBe('redo');
      expect(shortcutFor(press('y', { ctrlKey: true }), typing)).toBe('redo');
      expect(shortcutFor(press('.', { ctrlKey: true }), typing)).toBe('nextUncertain');
    }
    expect(shortcutFor(press('z'), true)).toBeNull();
  });
});

describe('key combos', () => {
  it('writes a press with its modifiers in one order, Shift only where the key does not show it', () => {
    expect(comboOf(press('z', { ctrlKey: true, shiftKey: true }))).toBe('Ctrl+Shift+Z');
    expect(comboOf(press('?', { shiftKey: true }))).toBe('?');
    expect(comboOf(press(' ', { ctrlKey: true }))).toBe('Ctrl+Space');
    expect(comboOf(press('Enter', { ctrlKey: true, altKey: true }))).toBe('Ctrl+Alt+Enter');
    expect(comboOf(press('Shift', { shiftKey: true }))).toBeNull();
  });

  it('shows arrows, Esc and Cmd as people know them', () => {
    expect(comboLabel('Ctrl+ArrowLeft')).toBe('Ctrl+←');
    expect(comboLabel('Meta+Z')).toBe('Cmd+Z');
    expect(comboLabel('Escape')).toBe('Esc');
    expect(comboLabel('Ctrl++')).toBe('Ctrl++');
  });

  it('knows which keys type', () => {
    expect(typesInText('J')).toBe(true);
    expect(typesInText('Escape')).toBe(true);
    expect(typesInText('F13')).toBe(false);
    expect(typesInText('Ctrl+J')).toBe(false);
  });
});

describe('changing a shortcut', () => {
  it('gives the action the new key alone', () => {
    const result = rebind(DEFAULT_BINDINGS, 'back', 'Alt+J');
    expect(result).toEqual({ ok: true, bindings: { ...DEFAULT_BINDINGS, back: ['Alt+J'] } });
  });

  it('refuses a key another action has, naming that action', () => {
    expect(rebind(DEFAULT_BINDINGS, 'back', 'Ctrl+Z')).toEqual({ ok: false, reason: 'Ctrl+Z is already "Undo". Change that one first.' });
  });

  it('keeps its own key when chosen again, and refuses the keys the page needs', () => {
    expect(rebind(DEFAULT_BINDINGS, 'undo', 'Ctrl+Z').ok).toBe(true);
    expect(rebind(DEFAULT_BINDINGS, 'back', 'Tab')).toEqual({ ok: false, reason: "Tab can't be a shortcut: Tab moves between controls." });
  });

  it('stores only what changed, and reads back the same; garbage reads as the defaults', () => {
    const bindings = { ...DEFAULT_BINDINGS, help: ['F1'] };
    expect(serializeBindings(bindings)).toBe('{"help":["F1"]}');
    expect(parseBindings(serializeBindings(bindings))).toEqual(bindings);
    expect(parseBindings('not json')).toEqual(DEFAULT_BINDINGS);
    expect(parseBindings('{"back":[1]}')).toEqual(DEFAULT_BINDINGS);
  });
});
