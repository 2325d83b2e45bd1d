import { describe, expect, it } from 'vitest';
import { SHORTCUTS, shortcutFor, type KeyPress } from './shortcuts.ts';

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
    expect(shortcutFor(press('F', { metaKey: true, shiftKey: true }), false)).toBe('find');
  });

  it('lists every action once in the help table, each with keys and a description', () => {
    const actions = SHORTCUTS.map((shortcut) => shortcut.action);
    expect(new Set(actions).size).toBe(actions.length);
    for (const shortcut of SHORTCUTS) {
      expect(shortcut.keys.length).toBeGreaterThan(0);
      expect(shortcut.description).not.toBe('');
    }
  });
});

describe('undo and redo keys', () => {
  it('undo on Ctrl+Z or Cmd+Z, redo on Ctrl+Shift+Z or Ctrl+Y, also while typing', () => {
    for (const typing of [false, true]) {
      expect(shortcutFor(press('z', { ctrlKey: true }), typing)).toBe('undo');
      expect(shortcutFor(press('z', { metaKey: true }), typing)).toBe('undo');
      expect(shortcutFor(press('Z', { ctrlKey: true, shiftKey: true }), typing)).toBe('redo');
      expect(shortcutFor(press('y', { ctrlKey: true }), typing)).toBe('redo');
      expect(shortcutFor(press('.', { ctrlKey: true }), typing)).toBe('nextUncertain');
    }
    expect(shortcutFor(press('z'), true)).toBeNull();
  });
});
