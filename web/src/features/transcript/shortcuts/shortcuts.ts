import { isCommentKey } from '../../../components/comments/comment-spans.ts';

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
  | 'help';

export interface Shortcut {
  action: ShortcutAction;
  /** As shown in the help overlay. */
  keys: string[];
  description: string;
  /** Whether it works while the cursor is in a segment box (the others would get in the way of typing). */
  whileTyping: boolean;
  /** `typing`: the focus is in a text field. */
  matches: (key: KeyPress, typing: boolean) => boolean;
}

/** The parts of a KeyboardEvent the mapping looks at. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

export const SKIP_SECONDS = 5;

const ctrl = (key: string) => (press: KeyPress) => press.ctrlKey && !press.altKey && !press.metaKey && press.key === key;
/** Ctrl on Windows and Linux, Cmd on a Mac; letters compared in lower case (Shift makes them upper case). */
const command = (key: string, shift: boolean) => (press: KeyPress) =>
  (press.ctrlKey || press.metaKey) && !press.altKey && press.shiftKey === shift && press.key.toLowerCase() === key;

/** One table for both the key handling and the help overlay, so they cannot disagree. */
export const SHORTCUTS: readonly Shortcut[] = [
  {
    action: 'togglePlay',
    keys: ['Ctrl+Space', 'Esc'],
    description: 'Play or pause (Esc only outside the text)',
    whileTyping: true,
    // Esc while typing belongs to the text (and to whatever the browser or an extension does with it).
    matches: (press, typing) => ctrl(' ')(press) || (!typing && press.key === 'Escape' && !press.ctrlKey && !press.altKey && !press.metaKey),
  },
  { action: 'back', keys: ['Ctrl+←'], description: `Back ${SKIP_SECONDS} seconds`, whileTyping: true, matches: ctrl('ArrowLeft') },
  { action: 'forward', keys: ['Ctrl+→'], description: `Forward ${SKIP_SECONDS} seconds`, whileTyping: true, matches: ctrl('ArrowRight') },
  { action: 'slower', keys: ['Ctrl+↓'], description: 'Slower', whileTyping: true, matches: ctrl('ArrowDown') },
  { action: 'faster', keys: ['Ctrl+↑'], description: 'Faster', whileTyping: true, matches: ctrl('ArrowUp') },
  {
    action: 'split',
    keys: ['Ctrl+Enter'],
    description: 'Split the segment at the cursor',
    whileTyping: true,
    matches: (press) => ctrl('Enter')(press) && !press.shiftKey,
  },
  {
    action: 'speakerForWords',
    keys: ['Ctrl+Shift+Enter'],
    description: 'Give the selected words to a speaker (the segment splits around them)',
    whileTyping: true,
    matches: (press) => ctrl('Enter')(press) && press.shiftKey,
  },
  {
    action: 'comment',
    keys: ['Ctrl+Alt+M'],
    description: 'Comment on the selected words (or the segment), as in Word and Google Docs',
    whileTyping: true,
    matches: isCommentKey,
  },
  {
    action: 'find',
    keys: ['Ctrl+F'],
    description: 'Find and replace',
    whileTyping: true,
    matches: (press) => (press.ctrlKey || press.metaKey) && !press.altKey && press.key.toLowerCase() === 'f',
  },
  { action: 'undo', keys: ['Ctrl+Z'], description: 'Undo', whileTyping: true, matches: command('z', false) },
  {
    action: 'redo',
    keys: ['Ctrl+Shift+Z', 'Ctrl+Y'],
    description: 'Redo',
    whileTyping: true,
    matches: (press) => command('z', true)(press) || command('y', false)(press),
  },
  {
    action: 'nextUncertain',
    keys: ['Ctrl+.'],
    description: 'Go to the next uncertain word and play it',
    whileTyping: true,
    matches: ctrl('.'),
  },
  { action: 'help', keys: ['?'], description: 'Show these shortcuts', whileTyping: false, matches: (press) => press.key === '?' && !press.ctrlKey && !press.metaKey },
];

/** The action a key press asks for, or null; `typing` is true while the focus is in a text field. */
export function shortcutFor(press: KeyPress, typing: boolean): ShortcutAction | null {
  const found = SHORTCUTS.find((shortcut) => shortcut.matches(press, typing));
  if (!found || (typing && !found.whileTyping)) return null;
  return found.action;
}
