import { describe, expect, it } from 'vitest';
import { KEPT_UNDO_FORMAT, keptRecord, keptSince, readKeptStacks, type KeptStep } from './kept-undo.ts';
import { UNDO_LIMIT, type UndoStep } from './undo-history.ts';

const typing = (n: number, text = 'x'): UndoStep => ({ kind: 'text', segmentId: `s${n}`, before: '', after: text, at: n });

describe('kept undo stacks', () => {
  it('keep typing and server changes, not steps undone by calls of their own', () => {
    const calls: UndoStep = { kind: 'calls', label: 'name by voice', undo: async () => true, redo: async () => true };
    const version: UndoStep = { kind: 'version', label: 'split', before: 'v1', after: 'v2' };
    const record = keptRecord([typing(1), calls, version], [typing(2)]);
    expect(record).toEqual({ format: KEPT_UNDO_FORMAT, done: [typing(1), version], undone: [typing(2)] });
    expect(readKeptStacks(JSON.parse(JSON.stringify(record)))).toEqual({ done: [typing(1), version], undone: [typing(2)] });
  });

  it('keep at most UNDO_LIMIT steps a stack, the newest', () => {
    const done = Array.from({ length: UNDO_LIMIT + 50 }, (_, n) => typing(n));
    const record = keptRecord(done, [])!;
    expect(record.done).toHaveLength(UNDO_LIMIT);
    expect(record.done[0]).toEqual(typing(50));
  });

  it('drop the oldest undo steps first, then the redo step furthest away, to fit the bytes', () => {
    const big = 'é'.repeat(200); // 400 bytes in UTF-8
    const done = [typing(1, big), typing(2, big), typing(3, big)];
    const undone = [typing(4, big), typing(5, big)];
    expect(keptRecord(done, undone, 1_600)).toMatchObject({ done: [typing(3, big)], undone: [typing(4, big), typing(5, big)] });
    expect(keptRecord(done, undone, 900)).toMatchObject({ done: [], undone: [typing(5, big)] });
    expect(JSON.stringify(keptRecord(done, undone, 900)).length).toBeLessThan(900);
    expect(keptRecord(done, undone, 100)).toBeNull();
  });

  it('after an erasure of personal data, keep only the typing made since (and the server changes: the server judges those)', () => {
    const version: KeptStep = { kind: 'version', label: 'split', before: 'v1', after: 'v2' };
    const kept = { done: [typing(1), version, typing(5)], undone: [typing(2), typing(6)] } as { done: KeptStep[]; undone: KeptStep[] };
    expect(keptSince(kept, 5)).toEqual({ done: [version, typing(5)], undone: [typing(6)] });
  });

  it('keep nothing for empty stacks', () => {
    expect(keptRecord([], [])).toBeNull();
  });

  it.each([null, undefined, 42, 'x', [], { format: KEPT_UNDO_FORMAT, done: 'x', undone: [] }, { format: 0, done: [], undone: [] }, { format: KEPT_UNDO_FORMAT, done: [{ kind: 'calls', label: 'x' }], undone: [] }])(
    'read %j as nothing',
    (value) => expect(readKeptStacks(value)).toBeNull(),
  );
});
