import { useMemo } from 'react';
import { clearSetting, useTextSetting, readTextSetting } from '../../../lib/settings.ts';
import { comboLabel } from './key-combo.ts';
import { DEFAULT_BINDINGS, SHORTCUTS, type ShortcutAction, type ShortcutBindings } from './shortcuts.ts';

/** This browser's own keys, as JSON: only the actions changed from the defaults. */
const SHORTCUT_KEYS = 'shortcutKeys';

/** Keys the page itself needs: Tab moves between controls, and a shortcut there would trap keyboard users. */
const RESERVED: Record<string, string> = {
  Tab: 'Tab moves between controls',
  'Shift+Tab': 'Shift+Tab moves between controls',
  Enter: 'Enter starts a new line and presses buttons',
  Space: 'Space types a space and presses buttons',
};

/** The defaults with this browser's changes over them; anything unreadable in storage is ignored. */
export function parseBindings(stored: string): ShortcutBindings {
  let changed: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(stored || '{}');
    if (parsed && typeof parsed === 'object') changed = parsed as Record<string, unknown>;
  } catch {
    return DEFAULT_BINDINGS;
  }
  const bindings = { ...DEFAULT_BINDINGS };
  for (const { action } of SHORTCUTS) {
    const keys = changed[action];
    if (Array.isArray(keys) && keys.every((key) => typeof key === 'string')) bindings[action] = keys as string[];
  }
  return bindings;
}

const describe = (action: ShortcutAction) => SHORTCUTS.find((shortcut) => shortcut.action === action)!.description;

export type Rebinding = { ok: true; bindings: ShortcutBindings } | { ok: false; reason: string };

/** `action` on `combo` alone, or why not: a key the page needs, or one another action has already. */
export function rebind(bindings: ShortcutBindings, action: ShortcutAction, combo: string): Rebinding {
  if (RESERVED[combo]) return { ok: false, reason: `${comboLabel(combo)} can't be a shortcut: ${RESERVED[combo]}.` };
  const owner = SHORTCUTS.find((shortcut) => shortcut.action !== action && bindings[shortcut.action].includes(combo));
  if (owner) return { ok: false, reason: `${comboLabel(combo)} is already "${describe(owner.action)}". Change that one first.` };
  return { ok: true, bindings: { ...bindings, [action]: [combo] } };
}

/** What is stored: the actions whose keys differ from the defaults. */
export function serializeBindings(bindings: ShortcutBindings): string {
  const changed = Object.fromEntries(
    SHORTCUTS.filter(({ action }) => bindings[action].join('\n') !== DEFAULT_BINDINGS[action].join('\n')).map(({ action }) => [action, bindings[action]]),
  );
  return JSON.stringify(changed);
}

export const readBindings = () => parseBindings(readTextSetting(SHORTCUT_KEYS));

/** This browser's keys, kept in step with the settings page (also in another tab of the same browser once reloaded). */
export function useShortcutBindings(): [ShortcutBindings, (bindings: ShortcutBindings) => void, () => void] {
  const [stored, store] = useTextSetting(SHORTCUT_KEYS);
  const bindings = useMemo(() => parseBindings(stored), [stored]);
  return [bindings, (next) => store(serializeBindings(next)), () => clearSetting(SHORTCUT_KEYS)];
}
