import { CombinedError } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SegmentInput, TranscriptViewFragment } from '../../../graphql/generated.ts';
import type { UndoStorage } from '../../../lib/undo-storage.ts';
import { EditorSession, KEEP_UNDO_DELAY_MS, type EditorSessionDeps } from './editor-session.ts';
import { KEPT_UNDO_FORMAT, keptUndoKey } from './kept-undo.ts';
import { TYPING_BURST_MS } from './undo-history.ts';

const segments = [
  { id: 's1', start: 0, end: 2, speaker: 'Ada', text: 'Hello there' },
  { id: 's2', start: 2, end: 4, speaker: 'Ben', text: 'General Kenobi' },
];

const transcriptOf = (texts: readonly string[], versionId = 'v1') =>
  ({ id: 't1', versionId, segments: segments.map((segment, index) => ({ ...segment, text: texts[index] })) }) as unknown as TranscriptViewFragment;

/** Undo stacks in a Map, as IndexedDB would keep them between two sessions (two page loads). */
function memoryStorage(): UndoStorage & { records: Map<string, unknown> } {
  const records = new Map<string, unknown>();
  return {
    records,
    load: async (key) => records.get(key) ?? null,
    store: async (key, value) => void (value === null ? records.delete(key) : records.set(key, value)),
  };
}

/** A session on a server that saves whatever it is sent as a new version. */
function sessionOn(texts: readonly string[], deps: Partial<EditorSessionDeps> = {}) {
  let version = 1;
  const saves: Array<{ segments: readonly SegmentInput[]; baseVersionId: string }> = [];
  const notify = vi.fn();
  const session = new EditorSession(transcriptOf(texts), true, {
    mergeEdits: async (variables) => {
      saves.push({ segments: [variables.segments].flat(), baseVersionId: String(variables.baseVersionId) });
      version += 1;
      return { data: { mergeEdits: { transcript: { id: 't1', updatedAt: '' }, versionId: `v${version}`, conflicts: [], merged: false } } } as never;
    },
    restoreVersion: vi.fn(),
    reload: vi.fn(),
    onSaved: vi.fn(),
    notify,
    reveal: async () => undefined,
    authorOf: () => undefined,
    ...deps,
  });
  const stop = session.start();
  return { session, stop, saves, notify };
}

const keepUndoNow = () => vi.advanceTimersByTimeAsync(KEEP_UNDO_DELAY_MS);

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('EditorSession', () => {
  it('keeps edits as drafts, tells its readers, and saves only the segments edited', async () => {
    const { session, stop, saves } = sessionOn(['Hello there', 'General Kenobi']);
    const seen = vi.fn();
    session.subscribe(seen);
    session.edit('s2', 'General Grievous');
    expect(session.getSnapshot().drafts.get('s2')).toBe('General Grievous');
    expect(session.getSnapshot().undoLabel).toBe('typing');
    expect(seen).toHaveBeenCalled();
    expect(await session.flush()).toBe(true);
    expect(saves).toEqual([{ segments: [{ id: 's2', start: 2, text: 'General Grievous' }], baseVersionId: 'v1' }]);
    stop();
  });

  it('undoes and redoes typing, in bursts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { session, stop } = sessionOn(['Hello there', 'General Kenobi']);
    session.edit('s1', 'Hello there!');
    session.edit('s1', 'Hello there!!');
    vi.setSystemTime(Date.now() + TYPING_BURST_MS + 1);
    session.edit('s1', 'Hello there!!!');
    await session.undo();
    expect(session.getSnapshot().drafts.get('s1')).toBe('Hello there!!');
    await session.undo();
    expect(session.getSnapshot().drafts.get('s1')).toBe('Hello there');
    expect(session.getSnapshot().undoLabel).toBeNull();
    await session.redo();
    expect(session.getSnapshot().drafts.get('s1')).toBe('Hello there!!');
    expect(session.getSnapshot().redoLabel).toBe('typing');
    stop();
  });

  it('keeps its undo stacks per person and transcript: after a reload Undo undoes the edit made before it', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const before = sessionOn(['Hello there', 'General Kenobi'], { storage });
    await before.session.keepUndoFor('ada');
    before.session.edit('s2', 'General Grievous');
    await keepUndoNow();
    await before.session.flush();
    before.stop();
    expect(storage.records.get(keptUndoKey('ada', 't1'))).toMatchObject({ format: KEPT_UNDO_FORMAT, done: [{ kind: 'text', segmentId: 's2' }] });

    // The reload shows the saved text; someone else's stacks are not this person's.
    const other = sessionOn(['Hello there', 'General Grievous'], { storage });
    await other.session.keepUndoFor('ben');
    expect(other.session.getSnapshot().undoLabel).toBeNull();
    other.stop();

    const after = sessionOn(['Hello there', 'General Grievous'], { storage });
    await after.session.keepUndoFor('ada');
    expect(after.session.getSnapshot().undoLabel).toBe('typing');
    await after.session.undo();
    expect(after.session.getSnapshot().drafts.get('s2')).toBe('General Kenobi');
    await after.session.flush();
    expect(after.saves.at(-1)?.segments).toEqual([{ id: 's2', start: 2, text: 'General Kenobi' }]);
    after.stop();
  });

  it('skips, with a note, typing whose segment changed elsewhere since, and undoes the step before it', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const kept = {
      format: KEPT_UNDO_FORMAT,
      done: [
        { kind: 'text', segmentId: 's1', before: 'Hello there', after: 'Hello you', at: 1 },
        { kind: 'text', segmentId: 's2', before: 'General Kenobi', after: 'General Grievous', at: 2 },
      ],
      undone: [],
    };
    storage.records.set(keptUndoKey('ada', 't1'), kept);
    // Segment 2 was changed by Ben after this person's edit.
    const { session, stop, notify } = sessionOn(['Hello you', 'General Ben'], { storage, authorOf: (id) => (id === 's2' ? 'Ben' : undefined) });
    await session.keepUndoFor('ada');
    await session.undo();
    expect(notify).toHaveBeenCalledWith('info', 'Undo skipped: segment 2 changed by Ben', expect.any(String));
    expect(session.getSnapshot().drafts).toEqual(new Map([['s1', 'Hello there']]));
    stop();
  });

  it('says "someone else" when it does not know who changed the segment', async () => {
    const storage = memoryStorage();
    storage.records.set(keptUndoKey('ada', 't1'), {
      format: KEPT_UNDO_FORMAT,
      done: [{ kind: 'text', segmentId: 's1', before: 'Hello there', after: 'Hello you', at: 1 }],
      undone: [],
    });
    const { session, stop, notify } = sessionOn(['Hello world', 'General Kenobi'], { storage });
    await session.keepUndoFor('ada');
    await session.undo();
    expect(notify).toHaveBeenCalledWith('info', 'Undo skipped: segment 1 changed by someone else', expect.any(String));
    expect(session.getSnapshot().drafts.size).toBe(0);
    expect(session.getSnapshot().undoLabel).toBeNull();
    stop();
  });

  it('drops its stacks, kept ones included, when the server says the history was rewritten', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const { session, stop } = sessionOn(['Hello there', 'General Kenobi'], { storage });
    await session.keepUndoFor('ada');
    session.edit('s1', 'Hello you');
    await keepUndoNow();
    expect(storage.records.size).toBe(1);
    session.historyRewritten();
    await keepUndoNow();
    expect(session.getSnapshot().undoLabel).toBeNull();
    expect(storage.records.size).toBe(0);
    stop();
  });

  it('drops its stacks when the server no longer has a version a step names (restored from an older backup)', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    storage.records.set(keptUndoKey('ada', 't1'), {
      format: KEPT_UNDO_FORMAT,
      done: [
        { kind: 'version', label: 'split', before: 'v0', after: 'v1' },
        { kind: 'version', label: 'merge', before: 'v1', after: 'v9' },
      ],
      undone: [],
    });
    const error = new CombinedError({ graphQLErrors: [{ message: 'Version not found', extensions: { code: 'NOT_FOUND' } }] });
    const restoreVersion = vi.fn(async () => ({ error }) as never);
    const { session, stop, notify } = sessionOn(['Hello there', 'General Kenobi'], { storage, restoreVersion });
    await session.keepUndoFor('ada');
    expect(session.getSnapshot().undoLabel).toBe('merge');
    await session.undo();
    expect(restoreVersion).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('info', 'Undo history cleared', expect.any(String));
    expect(session.getSnapshot().undoLabel).toBeNull();
    await keepUndoNow();
    expect(storage.records.size).toBe(0);
    stop();
  });

  it('drops its drafts and undo, kept ones too, when the server refuses a save made before an erasure of personal data', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const error = new CombinedError({ graphQLErrors: [{ message: 'Personal data was erased', extensions: { code: 'CONFLICT', erased: true, conflicts: [] } }] });
    const mergeEdits = vi.fn(async () => ({ error }) as never);
    const reload = vi.fn();
    const { session, stop, notify } = sessionOn(['Hello there', 'General Kenobi'], { storage, mergeEdits, reload });
    await session.keepUndoFor('ada');
    session.edit('s1', 'Hello there, Zoë');
    await keepUndoNow();
    expect(storage.records.size).toBe(1);
    await session.flush();
    expect(mergeEdits).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().drafts.size).toBe(0);
    expect(session.getSnapshot().undoLabel).toBeNull();
    expect(reload).toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('error', 'Personal data was erased from this transcript', expect.any(String));
    await keepUndoNow();
    expect(storage.records.size).toBe(0);
    stop();
  });

  it('takes back only the typing kept since the last erasure of personal data', async () => {
    const storage = memoryStorage();
    storage.records.set(keptUndoKey('ada', 't1'), {
      format: KEPT_UNDO_FORMAT,
      done: [
        { kind: 'text', segmentId: 's1', before: 'Hello Zoë', after: 'Hello there', at: Date.parse('2026-01-01T00:00:00Z') },
        { kind: 'text', segmentId: 's2', before: 'General', after: 'General Kenobi', at: Date.parse('2026-03-01T00:00:00Z') },
      ],
      undone: [],
    });
    const { session, stop } = sessionOn(['Hello there', 'General Kenobi'], { storage });
    await session.keepUndoFor('ada', '2026-02-01T00:00:00.000Z');
    await session.undo();
    expect(session.getSnapshot().drafts.get('s2')).toBe('General');
    expect(session.getSnapshot().undoLabel).toBeNull();
    stop();
  });

  it.each([
    ['another format', { format: KEPT_UNDO_FORMAT + 1, done: [{ kind: 'text', segmentId: 's1', before: 'a', after: 'b', at: 1 }], undone: [] }],
    ['a garbled step', { format: KEPT_UNDO_FORMAT, done: [{ kind: 'text', segmentId: 's1', before: 3 }], undone: [] }],
    ['no stacks', { format: KEPT_UNDO_FORMAT }],
    ['a string', 'undo!'],
  ])('ignores a stored record of %s, and starts with nothing to undo', async (_, record) => {
    const storage = memoryStorage();
    storage.records.set(keptUndoKey('ada', 't1'), record);
    const { session, stop } = sessionOn(['Hello there', 'General Kenobi'], { storage });
    await session.keepUndoFor('ada');
    expect(session.getSnapshot().undoLabel).toBeNull();
    await session.undo();
    expect(session.getSnapshot().drafts.size).toBe(0);
    stop();
  });
});
