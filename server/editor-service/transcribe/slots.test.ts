import { describe, expect, it } from 'vitest';
import { createSlots } from './slots.ts';

describe('createSlots', () => {
  it('never runs more tasks at once than it has slots, and runs them all', async () => {
    const withSlot = createSlots(2);
    let running = 0;
    let most = 0;
    const task = async (value: number) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      return value;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((value) => withSlot(() => task(value))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('frees the slot when a task fails', async () => {
    const withSlot = createSlots(1);
    await expect(withSlot(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(withSlot(async () => 'next')).resolves.toBe('next');
  });
});
