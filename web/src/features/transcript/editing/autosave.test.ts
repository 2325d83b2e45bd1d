import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, Autosaver, type SaveStatus } from './autosave.ts';

function setup(failures: Error[] = []) {
  const statuses: SaveStatus[] = [];
  const save = vi.fn(async (): Promise<void> => {
    const failure = failures.shift();
    if (failure) throw failure;
  });
  const saver = new Autosaver({ save, onStatus: (status) => statuses.push(status), retryDelaysMs: [2000, 4000] });
  return { saver, save, statuses };
}

describe('Autosaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 1000 ms after the last edit, restarting on every edit', async () => {
    const { saver, save } = setup();
    expect(AUTOSAVE_DELAY_MS).toBe(1000);
    saver.edit();
    await vi.advanceTimersByTimeAsync(900);
    saver.edit();
    await vi.advanceTimersByTimeAsync(900);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(save).toHaveBeenCalledTimes(1);
    expect(saver.dirty).toBe(false);
  });

  it('reports pending, saving, saved', async () => {
    const { saver, statuses } = setup();
    saver.edit();
    await vi.advanceTimersByTimeAsync(1000);
    expect(statuses).toEqual(['pending', 'saving', 'saved']);
  });

  it('keeps edits after a failed save and retries them', async () => {
    const { saver, save, statuses } = setup([new Error('offline'), new Error('offline')]);
    saver.edit();
    await vi.advanceTimersByTimeAsync(1000);
    expect(statuses.at(-1)).toBe('retrying');
    expect(saver.dirty).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4000);
    expect(save).toHaveBeenCalledTimes(3);
    expect(statuses.at(-1)).toBe('saved');
    expect(saver.dirty).toBe(false);
  });

  it('saves again when edits arrive during a save', async () => {
    let finish!: () => void;
    const statuses: SaveStatus[] = [];
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const saver = new Autosaver({ save, onStatus: (status) => statuses.push(status) });
    saver.edit();
    await vi.advanceTimersByTimeAsync(1000);
    saver.edit();
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.dirty).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.dirty).toBe(false);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('flush cancels the timer and saves at once; nothing to save is a no-op', async () => {
    const { saver, save } = setup();
    await saver.flush();
    expect(save).not.toHaveBeenCalled();
    saver.edit();
    await saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does nothing after dispose', async () => {
    const { saver, save } = setup();
    saver.edit();
    saver.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
  });
});
