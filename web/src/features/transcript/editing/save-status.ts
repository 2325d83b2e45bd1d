import { SAVE_STATUS_TEXT, type SaveStatus } from './autosave.ts';

/** The one save status the page shows, strongest first: what the user must act on or know before what is fine. */
export const SAVE_STATES = ['conflict', 'offline', 'retrying', 'saving', 'pending', 'saved', 'idle'] as const;
export type SaveState = (typeof SAVE_STATES)[number];

export interface SaveStatusInput {
  /** Segments waiting for a choice between the text here and the one saved elsewhere. */
  conflicts: number;
  /** The browser has no connection: edits are kept here until it is back. */
  offline: boolean;
  autosave: SaveStatus;
}

export interface SaveStatusView {
  state: SaveState;
  text: string;
  /** Whether it asks for attention (shown in a warning colour). */
  alert: boolean;
}

const OFFLINE_TEXT = 'Offline — your edits are kept and saved when you are back';

const conflictText = (count: number) =>
  `Not saved: ${count === 1 ? '1 segment changed elsewhere waits' : `${count} segments changed elsewhere wait`} for your choice.`;

/**
 * Conflict > Offline > Retrying > Saving > Saved: the autosaver may have saved every other segment while one waits
 * for a choice, or be between retries while offline; the page says the state that matters, never "Saved" over it.
 */
export function saveStatusOf({ conflicts, offline, autosave }: SaveStatusInput): SaveStatusView {
  if (conflicts > 0) return { state: 'conflict', text: conflictText(conflicts), alert: true };
  if (offline) return { state: 'offline', text: OFFLINE_TEXT, alert: true };
  return { state: autosave, text: SAVE_STATUS_TEXT[autosave], alert: autosave === 'retrying' };
}
