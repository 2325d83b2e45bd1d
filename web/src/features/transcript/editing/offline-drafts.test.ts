import { afterEach, describe, expect, it } from 'vitest';
import { clearDrafts, loadDrafts, storeDrafts } from './offline-drafts.ts';

describe('drafts kept in the browser', () => {
  afterEach(() => localStorage.clear());

  it('keeps unsaved texts per transcript with the version they were made on', () => {
    storeDrafts('t1', 'v1', new Map([[0, 'Edited offline'], [4.5, 'Also edited']]));
    storeDrafts('t2', 'v9', new Map([[1, 'Other transcript']]));
    expect(loadDrafts('t1')).toEqual({ baseVersionId: 'v1', texts: [[0, 'Edited offline'], [4.5, 'Also edited']] });
    expect(loadDrafts('t2')?.baseVersionId).toBe('v9');
  });

  it('keeps the saved text each draft was typed over, and still reads drafts kept without it', () => {
    storeDrafts('t1', 'v1', new Map([[0, 'Edited offline'], [2, 'No base']]), new Map([[0, 'Saved text']]));
    expect(loadDrafts('t1')?.texts).toEqual([[0, 'Edited offline', 'Saved text'], [2, 'No base']]);
  });

  it('forgets them once nothing is unsaved', () => {
    storeDrafts('t1', 'v1', new Map([[0, 'x']]));
    storeDrafts('t1', 'v2', new Map());
    expect(loadDrafts('t1')).toBeNull();
    storeDrafts('t1', 'v1', new Map([[0, 'x']]));
    clearDrafts('t1');
    expect(localStorage.length).toBe(0);
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('tapescript.drafts.t1', '{not json');
    expect(loadDrafts('t1')).toBeNull();
    localStorage.setItem('tapescript.drafts.t1', JSON.stringify({ baseVersionId: 'v1', texts: [['0', 5]] }));
    expect(loadDrafts('t1')).toBeNull();
  });
});
