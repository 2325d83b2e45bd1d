import { comboOf, typesInText, type KeyPress } from './key-combo.ts';

/** What a key press can ask the transcript page to do. */
export type ShortcutAction =
  | 'togglePlay'
  | 'back'
  | 'forward'
  | 'slower'
  | 'faster'
  | 'split'
  | 'speakerForWords'
  | 'comment'
  | 'find'
  | 'undo'
  | 'redo'
  | 'nextUncertain'
  | 'copyMomentLink'
  | 'newSegmentAtPlayhead'
  | 'help';

export interface Shortcut {
  action: ShortcutAction;
  /** The default keys, as key-combo.ts writes them ("Ctrl+ArrowLeft"); the settings page can change them. */
  keys: string[];
  description: string;
  /**
   * Whether it works while the cursor is in a segment box. Keys that type (see typesInText) never do, whatever
   * this says: Esc or a letter there belongs to the text.
   */
  whileTyping: boolean;
}

/** One table for the key handling, the help overlay, the settings page and the README, so they cannot disagree. */
export const SHORTCUTS: readonly Shortcut[] = [
  { action: 'togglePlay', keys: ['Ctrl+Space', 'Escape'], description: 'Play or pause (Esc only outside the text)', whileTyping: true },
  { action: 'back', keys: ['Ctrl+ArrowLeft'], description: 'Back by the skip interval (5 s unless changed in Settings)', whileTyping: true },
  { action: 'forward', keys: ['Ctrl+ArrowRight'], description: 'Forward by the skip interval', whileTyping: true },
  { action: 'slower', keys: ['Ctrl+ArrowDown'], description: 'Slower', whileTyping: true },
  { action: 'faster', keys: ['Ctrl+ArrowUp'], description: 'Faster', whileTyping: true },
  { action: 'split', keys: ['Ctrl+Enter'], description: 'Split the segment at the cursor', whileTyping: true },
  {
    action: 'speakerForWords',
    keys: ['Ctrl+Shift+Enter'],
    description: 'Give the selected words to a speaker (the segment splits around them)',
    whileTyping: true,
  },
  {
    action: 'comment',
    keys: ['Ctrl+Alt+M', 'Ctrl+Alt+µ', 'Alt+Meta+M', 'Alt+Meta+µ'],
    description: 'Comment on the selected words (or the segment), as in Word and Google Docs',
    whileTyping: true,
  },
  { action: 'find', keys: ['Ctrl+F', 'Meta+F'], description: 'Find and replace', whileTyping: true },
  { action: 'undo', keys: ['Ctrl+Z', 'Meta+Z'], description: 'Undo', whileTyping: true },
  { action: 'redo', keys: ['Ctrl+Shift+Z', 'Ctrl+Y', 'Shift+Meta+Z'], description: 'Redo', whileTyping: true },
  { action: 'nextUncertain', keys: ['Ctrl+.'], description: 'Go to the next uncertain word and play it', whileTyping: true },
  { action: 'copyMomentLink', keys: ['Ctrl+Shift+L'], description: 'Copy a link to this moment (the playhead)', whileTyping: true },
  {
    action: 'newSegmentAtPlayhead',
    keys: ['Ctrl+Alt+Enter'],
    description: 'New segment at the playhead (splits the segment playing there)',
    whileTyping: true,
  },
  { action: 'help', keys: ['?'], description: 'Show these shortcuts', whileTyping: false },
];

/** The keys of each action: the defaults, or this browser's own (shortcut-bindings.ts). */
export type ShortcutBindings = Readonly<Record<ShortcutAction, readonly string[]>>;

function defaultBindings(): ShortcutBindings {
  const bindings = {} as Record<ShortcutAction, readonly string[]>;
  for (const shortcut of SHORTCUTS) bindings[shortcut.action] = shortcut.keys;
  return bindings;
}

export const DEFAULT_BINDINGS = defaultBindings();

/** The action a key press asks for, or null; `typing` is true while the focus is in a text field. */
export function shortcutFor(press: KeyPress, typing: boolean, bindings: ShortcutBindings = DEFAULT_BINDINGS): ShortcutAction | null {
  const combo = comboOf(press);
  if (combo === null) return null;
  const found = SHORTCUTS.find((shortcut) => bindings[shortcut.action].includes(combo));
  if (!found || (typing && (!found.whileTyping || typesInText(combo)))) return null;
  return found.action;
}
