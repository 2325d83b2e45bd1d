/** The parts of a KeyboardEvent the mapping looks at. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

const MODIFIER_KEYS = new Set(['Control', 'Alt', 'Shift', 'Meta', 'AltGraph', 'CapsLock', 'OS', 'Fn']);

/**
 * A key press as one string, modifiers first in a fixed order: "Ctrl+Shift+Z", "Ctrl+ArrowLeft", "F13", "?".
 * Letters are upper case with Shift named; any other character already says whether Shift was down ("?" not
 * "Shift+/"), so Shift is left out. Null for a modifier pressed alone (the user is still choosing).
 */
export function comboOf(press: KeyPress): string | null {
  if (MODIFIER_KEYS.has(press.key) || press.key === 'Dead' || press.key === 'Unidentified') return null;
  const letter = /^[a-z]$/i.test(press.key);
  const character = press.key.length === 1;
  const key = press.key === ' ' ? 'Space' : letter ? press.key.toUpperCase() : press.key;
  const parts = [
    press.ctrlKey && 'Ctrl',
    press.altKey && 'Alt',
    press.shiftKey && (letter || !character || key === 'Space') && 'Shift',
    press.metaKey && 'Meta',
    key,
  ];
  return parts.filter(Boolean).join('+');
}

const KEY_LABELS: Record<string, string> = { ArrowLeft: '←', ArrowRight: '→', ArrowUp: '↑', ArrowDown: '↓', Escape: 'Esc', Meta: 'Cmd' };

/** As shown to people: "Ctrl+←", "Cmd+Z", "Esc". */
export const comboLabel = (combo: string): string =>
  combo
    .split(/\+(?!$)/)
    .map((part) => KEY_LABELS[part] ?? part)
    .join('+');

/**
 * A key without Ctrl, Alt or Cmd types or edits text (a letter, Space, Esc, Enter…), except the function keys,
 * which type nothing: what pedals that act as a keyboard usually send.
 */
export function typesInText(combo: string): boolean {
  if (/(^|\+)(Ctrl|Alt|Meta)\+/.test(combo)) return false;
  return !/(^|\+)F\d{1,2}$/.test(combo);
}
