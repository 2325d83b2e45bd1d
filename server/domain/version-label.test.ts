import { describe, expect, test } from 'vitest';
import type { VersionChange } from './version-changes.ts';
import { chaptersLabel, stepLabel, versionLabel } from './version-label.ts';

const change = (kind: VersionChange['kind'], position: number, over: Partial<VersionChange> = {}): VersionChange => ({
  id: `c${position}${kind}`,
  segmentId: `s${position}`,
  kind,
  before: '',
  after: '',
  position,
  wordIndex: 0,
  segmentText: '',
  joined: 0,
  ...over,
});

test('a command’s label says what it did, by segment place', () => {
  expect(versionLabel('merge', [change('merge', 4, { joined: 1 })])).toBe('Merge segments 4–5');
  expect(versionLabel('split', [change('split', 3)])).toBe('Split segment 3');
  expect(versionLabel('speakers', [change('speaker', 2, { after: 'Ann' })])).toBe('Speaker of segment 2: Ann');
  const renamed = (position: number, before: string, after: string) => change('speaker', position, { before, after });
  expect(versionLabel('speakers', [renamed(2, 'Speaker 1', 'Allison'), renamed(5, 'Speaker 1', 'Allison')])).toBe('Rename Speaker 1 to Allison');
  expect(versionLabel('speakers', [renamed(2, 'Speaker 1', 'ETRM'), renamed(3, 'Speaker 2', 'Ann'), renamed(5, 'Speaker 1', 'ETRM')])).toBe('Rename Speaker 1 to ETRM, Speaker 2 to Ann');
  expect(versionLabel('speakers', [renamed(1, 'A', 'X'), renamed(2, 'B', 'X'), renamed(3, 'C', 'X')])).toBe('Speaker of 3 segments');
  expect(stepLabel('undo', versionLabel('speakers', [renamed(2, 'Speaker 1', 'Allison'), renamed(5, 'Speaker 1', 'Allison')]))).toBe('Undo: rename Speaker 1 to Allison');
  expect(versionLabel('edit', [change('words', 7), change('casing', 7)])).toBe('Edit segment 7');
  expect(versionLabel('edit', [change('inserted', 8), change('words', 2), change('words', 3)])).toBe('Add segment 8, edit 2 segments');
  expect(versionLabel('replace', [change('words', 1), change('words', 9)])).toBe('Find and replace: edit 2 segments');
  expect(versionLabel('upload', [change('inserted', 1)])).toBe('');
  expect(versionLabel('edit', [])).toBe('No changes');
});

test('refine and revert count their changes by kind', () => {
  expect(versionLabel('refine', [change('punctuation', 1), change('punctuation', 2), change('casing', 2), change('words', 3)])).toBe('Refine: 2 punctuation, 1 casing, 1 word');
  expect(versionLabel('refine', [])).toBe('Refine: no changes');
  expect(versionLabel('revert', [change('punctuation', 1)])).toBe('Revert: 1 punctuation');
});

test('undo and redo name what they take back or bring back', () => {
  expect(stepLabel('undo', 'Merge segments 4–5')).toBe('Undo: merge segments 4–5');
  expect(stepLabel('redo', 'Refine: 3 punctuation')).toBe('Redo: refine — 3 punctuation');
  expect(stepLabel('undo', '')).toBe('Undo: a change');
});

describe('chaptersLabel', () => {
  const a = { id: 'ca', segmentId: 'a', title: 'Early years' };
  const b = { id: 'cb', segmentId: 'b', title: 'Radio' };
  test('names one change by its chapter, several by count', () => {
    expect(chaptersLabel([], [a])).toBe('Chapters: add “Early years”');
    expect(chaptersLabel([a], [{ ...a, title: 'Youth' }])).toBe('Chapters: rename “Youth”');
    expect(chaptersLabel([a, b], [a])).toBe('Chapters: remove “Radio”');
    expect(chaptersLabel([a, b], [{ ...a, segmentId: 'c' }, { id: 'cd', segmentId: 'd', title: 'New' }])).toBe('Chapters: 1 added, 1 moved, 1 removed');
  });
});
