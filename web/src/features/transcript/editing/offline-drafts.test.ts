import { afterEach, describe, expect, it } from 'vitest';
import { clearDrafts, loadDrafts, restoreDrafts, storeDrafts } from './offline-drafts.ts';
import { NO_DRAFT_STATE, adoptStarts, keyOfStart, rebase, typed } from './draft-rebase.ts';
import { storeDrafts as storeDraftsAsPreviousRelease } from './testing/previous-release-drafts.ts';

const saved = [
  { id: 't0', start: 0, text: 'Hello and welcome.' },
  { id: 't2s', start: 2.5, text: 'Thanks for having me.' },
  { id: 't4', start: 4.75, text: 'Let us begin.' },
];

describe('drafts kept in the browser', () => {
  afterEach(() => localStorage.clear());

  it('keeps unsaved texts per transcript by segment id, with the version they were made on, the text under them and where the segment starts', () => {
    storeDrafts('t1', 'v1', typed(typed(NO_DRAFT_STATE, saved[0], 'Edited offline'), saved[2], 'Also edited'));
    storeDrafts('t2', 'v9', typed(NO_DRAFT_STATE, saved[1], 'Other transcript'));
    expect(loadDrafts('t1')).toEqual({
      baseVersionId: 'v1',
      drafts: [
        { id: 't0', start: 0, text: 'Edited offline', base: 'Hello and welcome.' },
        { id: 't4', start: 4.75, text: 'Also edited', base: 'Let us begin.' },
      ],
    });
    expect(loadDrafts('t2')?.baseVersionId).toBe('v9');
  });

  it('forgets them once nothing is unsaved', () => {
    storeDrafts('t1', 'v1', typed(NO_DRAFT_STATE, saved[0], 'x'));
    storeDrafts('t1', 'v2', NO_DRAFT_STATE);
    expect(loadDrafts('t1')).toBeNull();
    storeDrafts('t1', 'v1', typed(NO_DRAFT_STATE, saved[0], 'x'));
    clearDrafts('t1');
    expect(localStorage.length).toBe(0);
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('tapescript.drafts.t1', '{not json');
    expect(loadDrafts('t1')).toBeNull();
    localStorage.setItem('tapescript.drafts.t1', JSON.stringify({ baseVersionId: 'v1', texts: [['0', 5]] }));
    expect(loadDrafts('t1')).toBeNull();
    localStorage.setItem('tapescript.drafts.t1', JSON.stringify({ baseVersionId: 'v1', segments: [{ id: 3, start: 0, text: 'x', base: null }] }));
    expect(loadDrafts('t1')).toBeNull();
  });

  it('restores them by id, with the texts under them; a draft the saved list holds already is not one', () => {
    storeDrafts('t1', 'v1', typed(typed(NO_DRAFT_STATE, saved[0], saved[0].text), saved[1], 'Thanks a lot.'));
    const restored = restoreDrafts(loadDrafts('t1'), saved)!;
    expect([...restored.state.drafts]).toEqual([['t2s', 'Thanks a lot.']]);
    expect(restored.state.bases.get('t2s')).toBe('Thanks for having me.');
    expect(restored).toMatchObject({ baseVersionId: 'v1', basesUnknown: false });
  });
});

describe('drafts kept by the release before segment ids', () => {
  afterEach(() => localStorage.clear());

  it('load by the id of the segment at their start, with the saved text they were typed over', () => {
    storeDraftsAsPreviousRelease('t1', 'v1', new Map([[2.5, 'Thanks so much.'], [4.75, 'Let us start.']]), new Map([[2.5, 'Thanks for having me.'], [4.75, 'Let us begin.']]));
    const restored = restoreDrafts(loadDrafts('t1'), saved)!;
    expect([...restored.state.drafts]).toEqual([
      ['t2s', 'Thanks so much.'],
      ['t4', 'Let us start.'],
    ]);
    expect([...restored.state.bases]).toEqual([
      ['t2s', 'Thanks for having me.'],
      ['t4', 'Let us begin.'],
    ]);
    expect(restored).toMatchObject({ baseVersionId: 'v1', basesUnknown: false });
    // Saved again, they are kept in this release's form.
    storeDrafts('t1', restored.baseVersionId, restored.state);
    expect(JSON.parse(localStorage.getItem('tapescript.drafts.t1')!).segments.map((segment: { id: string }) => segment.id)).toEqual(['t2s', 't4']);
  });

  it('kept without the texts under them (a still older release), they are taken as typed over the saved text now', () => {
    storeDraftsAsPreviousRelease('t1', 'v0', new Map([[0, 'Hi and welcome.']]));
    const restored = restoreDrafts(loadDrafts('t1'), saved)!;
    expect([...restored.state.drafts]).toEqual([['t0', 'Hi and welcome.']]);
    expect(restored.state.bases.get('t0')).toBe('Hello and welcome.');
    expect(restored).toMatchObject({ baseVersionId: 'v0', basesUnknown: true });
  });

  it('whose segment is not loaded yet stay keyed by start until the list is in, then take its id; a start with no segment is a segment gone', () => {
    storeDraftsAsPreviousRelease('t1', 'v1', new Map([[4.75, 'Let us start.'], [9, 'Where nothing starts now.']]), new Map([[4.75, 'Let us begin.'], [9, 'Gone.']]));
    // The first page holds two segments.
    const restored = restoreDrafts(loadDrafts('t1'), saved.slice(0, 2))!;
    expect([...restored.state.drafts.keys()]).toEqual([keyOfStart(4.75), keyOfStart(9)]);
    // The whole list is in.
    const state = rebase(adoptStarts(restored.state, saved), saved, new Map());
    expect(state.drafts.get('t4')).toBe('Let us start.');
    expect(state.conflicts.has('t4')).toBe(false);
    expect(state.conflicts.get(keyOfStart(9))).toEqual({ mine: 'Where nothing starts now.', theirs: null, start: 9, author: undefined });
  });
});
