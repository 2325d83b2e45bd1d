import { describe, expect, it } from 'vitest';
import type { SaveStatus } from './autosave.ts';
import { SAVE_STATES, saveStatusOf, type SaveState, type SaveStatusInput } from './save-status.ts';

const AUTOSAVE: readonly SaveStatus[] = ['retrying', 'saving', 'pending', 'saved', 'idle'];

/** Every state the editor can be in: conflicts or none, offline or not, and each autosave status. */
const inputs: SaveStatusInput[] = [0, 2].flatMap((conflicts) => [false, true].flatMap((offline) => AUTOSAVE.map((autosave) => ({ conflicts, offline, autosave }))));

/** The states that hold in an input, before precedence picks one. */
const holding = ({ conflicts, offline, autosave }: SaveStatusInput): SaveState[] => [
  ...(conflicts > 0 ? (['conflict'] as const) : []),
  ...(offline ? (['offline'] as const) : []),
  autosave,
];

describe('saveStatusOf', () => {
  it('orders Conflict > Offline > Retrying > Saving > Saved', () => {
    expect(SAVE_STATES.filter((state) => ['conflict', 'offline', 'retrying', 'saving', 'saved'].includes(state))).toEqual([
      'conflict',
      'offline',
      'retrying',
      'saving',
      'saved',
    ]);
  });

  it('shows the stronger of every pair of states that hold together', () => {
    for (const input of inputs) {
      const states = holding(input);
      const shown = SAVE_STATES.indexOf(saveStatusOf(input).state);
      for (const a of states) for (const b of states) expect(shown, `${a} with ${b}`).toBe(Math.min(SAVE_STATES.indexOf(a), SAVE_STATES.indexOf(b), shown));
      expect(saveStatusOf(input).state).toBe(states[0]);
    }
  });

  it('never says "Saved" during a conflict', () => {
    for (const input of inputs.filter((each) => each.conflicts > 0)) {
      const { state, text, alert } = saveStatusOf(input);
      expect(state).toBe('conflict');
      expect(text).toBe('Not saved: 2 segments changed elsewhere wait for your choice.');
      expect(text).not.toMatch(/^Saved/);
      expect(alert).toBe(true);
    }
    expect(saveStatusOf({ conflicts: 1, offline: false, autosave: 'saved' }).text).toBe('Not saved: 1 segment changed elsewhere waits for your choice.');
  });

  it('keeps the texts the page showed', () => {
    expect(saveStatusOf({ conflicts: 0, offline: true, autosave: 'saved' }).text).toBe('Offline — your edits are kept and saved when you are back');
    expect(saveStatusOf({ conflicts: 0, offline: false, autosave: 'retrying' })).toEqual({ state: 'retrying', text: "Couldn't save — retrying", alert: true });
    expect(saveStatusOf({ conflicts: 0, offline: false, autosave: 'saving' })).toEqual({ state: 'saving', text: 'Saving…', alert: false });
    expect(saveStatusOf({ conflicts: 0, offline: false, autosave: 'saved' })).toEqual({ state: 'saved', text: 'Saved', alert: false });
    expect(saveStatusOf({ conflicts: 0, offline: false, autosave: 'idle' }).text).toBe('');
  });
});
