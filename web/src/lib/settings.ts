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

/** A number preference: its name, its default, and the range a stored value is kept to. */
export interface NumberSetting {
  name: string;
  fallback: number;
  min: number;
  max: number;
}

/** How far the skip keys and pedals move the audio. */
export const SKIP_SECONDS: NumberSetting = { name: 'skipSeconds', fallback: 5, min: 1, max: 60 };
/** How far playback goes back when it resumes (with "Rewind on resume" on). */
export const REWIND_SECONDS: NumberSetting = { name: 'rewindSeconds', fallback: 2, min: 0.5, max: 30 };
/** The player's volume, 0 to 1. */
export const VOLUME: NumberSetting = { name: 'volume', fallback: 1, min: 0, max: 1 };

/** The stored value, or the default when none (or garbage) is stored, kept within the setting's range. */
export function readNumberSetting(setting: NumberSetting): number {
  const stored = read(setting.name);
  const value = stored === null || stored === '' ? NaN : Number(stored);
  return Number.isFinite(value) ? Math.min(setting.max, Math.max(setting.min, value)) : setting.fallback;
}

/** A number preference, shared by every component that reads it; the default on the server. */
export function useNumberSetting(setting: NumberSetting): [number, (value: number) => void] {
  const value = useSyncExternalStore(subscribe, () => readNumberSetting(setting), () => setting.fallback);
  const set = useCallback((next: number) => write(setting.name, String(next)), [setting.name]);
  return [value, set];
}
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

/** Forgets a preference: it reads as its default again. */
export function clearSetting(name: string): void {
  try {
    localStorage.removeItem(PREFIX + name);
  } catch {
    // Nothing was stored where storage is refused.
  }
  for (const listener of listeners) listener();
}
