import { useCallback, useSyncExternalStore } from 'react';

/** Preferences kept in this browser, under one prefix. */
const PREFIX = 'tapescript.';
const listeners = new Set<() => void>();

function read(name: string): string | null {
  try {
    return localStorage.getItem(PREFIX + name);
  } catch {
    return null;
  }
}

function write(name: string, value: string): void {
  try {
    localStorage.setItem(PREFIX + name, value);
  } catch {
    // Private windows may refuse storage; the setting then lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const REWIND_ON_RESUME = 'rewindOnResume';
export const REWIND_SECONDS = 2;
/** Set when the user turned "Clicking text moves the audio" off (it is on by default). */
export const CLICK_TEXT_KEEPS_AUDIO = 'clickTextKeepsAudio';

/** Off on the server (it has no storage) and so when hydrating its page, then as stored. */
const offOnTheServer = () => false;

/** A yes/no preference, shared by every component that reads it. */
export function useFlagSetting(name: string): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, () => read(name) === '1', offOnTheServer);
  const set = useCallback((next: boolean) => write(name, next ? '1' : '0'), [name]);
  return [on, set];
}

export const readFlagSetting = (name: string) => read(name) === '1';

/** The name others see beside this browser's edits and cursor (live editing); empty until the user gives one. */
export const DISPLAY_NAME = 'displayName';

/** A text preference, shared by every component that reads it; empty on the server. */
export function useTextSetting(name: string): [string, (value: string) => void] {
  const value = useSyncExternalStore(subscribe, () => read(name) ?? '', () => '');
  const set = useCallback((next: string) => write(name, next), [name]);
  return [value, set];
}

export const readTextSetting = (name: string) => read(name) ?? '';
