import { describe, expect, it } from 'vitest';
import { TYPING_BURST_MS, UndoHistory, describeStep } from './undo-history.ts';

describe('UndoHistory', () => {
  it('joins a burst of typing in one segment into one step', () => {
    const history = new UndoHistory();
    history.typed('t0', 'Hello', 'Hello ', 1000);
    history.typed('t0', 'Hello ', 'Hello w', 1200);
    history.typed('t0', 'Hello w', 'Hello wo', 1300);
    expect(history.takeUndo()).toEqual({ kind: 'text', segmentId: 't0', before: 'Hello', after: 'Hello wo', at: 1300 });
    expect(history.canUndo()).toBe(false);
  });

  it('starts a new step after a pause, in another segment, or after a server change', () => {
    const history = new UndoHistory();
    history.typed('t0', 'a', 'ab', 0);
    history.typed('t0', 'ab', 'abc', TYPING_BURST_MS + 1);
    history.typed('t4', 'x', 'xy', TYPING_BURST_MS + 2);
    history.changed('split', 'v1', 'v2');
    history.typed('t4', 'xy', 'xyz', TYPING_BURST_MS + 3);
    const steps = [history.takeUndo(), history.takeUndo(), history.takeUndo(), history.takeUndo(), history.takeUndo()];
    expect(steps.map(describeStep)).toEqual(['typing', 'split', 'typing', 'typing', 'typing']);
    expect(history.takeUndo()).toBeUndefined();
  });

  it('redoes what was undone until something new is done', () => {
    const history = new UndoHistory();
    history.changed('merge', 'v1', 'v2');
    const step = history.takeUndo()!;
    history.undid(step);
    expect(history.canRedo()).toBe(true);
    expect(history.nextRedo()).toBe(step);
    const again = history.takeRedo()!;
    history.redid(again);
    expect(history.nextUndo()).toBe(step);
    history.undid(history.takeUndo()!);
    history.typed('t0', 'a', 'b', 0);
    expect(history.canRedo()).toBe(false);
  });

  it('keeps the calls that undo and redo a change that did more than make a version', async () => {
    const history = new UndoHistory();
    const done: string[] = [];
    const call = (name: string) => async () => {
      done.push(name);
      return true;
    };
    history.called('name speaker by voice', { undo: call('forget'), redo: call('confirm') });
    const step = history.takeUndo()!;
    expect(describeStep(step)).toBe('name speaker by voice');
    if (step.kind !== 'calls') throw new Error(`a ${step.kind} step`);
    await step.undo();
    await step.redo();
    expect(done).toEqual(['forget', 'confirm']);
  });

  it('keeps at least 100 steps, dropping the oldest beyond its limit', () => {
    const history = new UndoHistory(150);
    for (let i = 0; i < 160; i++) history.changed(`change ${i}`, `v${i}`, `v${i + 1}`);
    let count = 0;
    let last;
    while (history.canUndo()) {
      last = history.takeUndo();
      count++;
    }
    expect(count).toBe(150);
    expect(describeStep(last)).toBe('change 10');
  });
});
