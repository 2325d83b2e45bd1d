import { describe, expect, it } from 'vitest';
import { autosavesLabel, historyRows, versionLabel, type ListedVersion } from './versions.ts';

const version = (id: string, kind: ListedVersion['kind'], minute = 0): ListedVersion => ({
  id,
  kind,
  createdAt: new Date(2026, 10, 26, 14, minute).toISOString(),
  wordCount: 1,
});

describe('history lines', () => {
  it('groups runs of three or more autosaves, never the current version', () => {
    const versions = [version('e6', 'EDIT'), version('e5', 'EDIT'), version('e4', 'EDIT'), version('e3', 'EDIT'), version('s', 'SPLIT'), version('e2', 'EDIT'), version('e1', 'EDIT'), version('u', 'UPLOAD')];
    const rows = historyRows(versions, 'e6');
    expect(rows.map((row) => (row.kind === 'version' ? row.version.id : row.versions.map((v) => v.id).join('+')))).toEqual(['e6', 'e5+e4+e3', 's', 'e2', 'e1', 'u']);
    expect(rows[1].index).toBe(1);
  });

  it('names a run by its count and times, oldest first', () => {
    expect(autosavesLabel([version('c', 'EDIT', 20), version('b', 'EDIT', 10), version('a', 'EDIT', 2)])).toBe('3 autosaves, 2:02 PM–2:20 PM');
  });

  it('says what an undo took back', () => {
    expect(versionLabel({ kind: 'UNDO', undoes: { id: 'm', kind: 'MERGE' } })).toBe('Undo: Segments merged');
    expect(versionLabel({ kind: 'REDO' })).toBe('Redo');
    expect(versionLabel({ kind: 'RESTORE' })).toBe('Restored');
  });

  it('says what a version did by the label written with it, when it has one', () => {
    expect(versionLabel({ kind: 'UNDO', label: 'Undo: merge segments 4–5', undoes: { id: 'm', kind: 'MERGE' } })).toBe('Undo: merge segments 4–5');
    expect(versionLabel({ kind: 'MERGE', label: null })).toBe('Segments merged');
  });
});
