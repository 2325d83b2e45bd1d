import { describe, expect, test } from 'vitest';
import { NO_DRAFT_STATE, choose, joinTexts, rebase, typed } from './draft-rebase.ts';

const list = (...texts: string[]) => texts.map((text, i) => ({ start: i * 2, text }));
const none = new Map<number, string>();

describe('drafts over a newer version', () => {
  test('a draft over a segment nobody else changed goes on; one the version holds is saved', () => {
    let state = typed(NO_DRAFT_STATE, 2, 'bee edited', 'bee');
    state = typed(state, 4, 'sea edited', 'sea');
    state = rebase(state, list('ay changed elsewhere', 'bee', 'sea edited'), none);
    expect([...state.drafts]).toEqual([[2, 'bee edited']]);
    expect(state.conflicts.size).toBe(0);
  });

  test('a segment changed elsewhere under a draft is a conflict with both texts; nothing is dropped', () => {
    const state = rebase(typed(NO_DRAFT_STATE, 2, 'mine', 'bee'), list('ay', 'theirs', 'sea'), none, 'Ann');
    expect(state.conflicts.get(2)).toEqual({ mine: 'mine', theirs: 'theirs', author: 'Ann' });
    expect(state.drafts.get(2)).toBe('mine');
  });

  test('a segment gone elsewhere (merged, deleted) under a draft is a conflict with no text of theirs', () => {
    const state = rebase(typed(NO_DRAFT_STATE, 4, 'mine', 'sea'), list('ay', 'bee'), none);
    expect(state.conflicts.get(4)).toEqual({ mine: 'mine', theirs: null, author: undefined });
  });

  test("this page's own save of an earlier text is no conflict: the draft goes on over it", () => {
    let state = typed(NO_DRAFT_STATE, 2, 'bee ed', 'bee');
    state = typed(state, 2, 'bee edited', 'bee');
    state = rebase(state, list('ay', 'bee ed', 'sea'), new Map([[2, 'bee ed']]));
    expect(state.conflicts.size).toBe(0);
    expect(state.bases.get(2)).toBe('bee ed');
    // Someone else then changes it: that is a conflict again.
    state = rebase(state, list('ay', 'other', 'sea'), new Map([[2, 'bee ed']]));
    expect(state.conflicts.get(2)?.theirs).toBe('other');
  });

  test('an unchanged list changes nothing (same state object)', () => {
    const state = typed(NO_DRAFT_STATE, 2, 'x', 'bee');
    expect(rebase(state, list('ay', 'bee'), none)).toBe(state);
  });
});

describe('choosing', () => {
  const conflicted = rebase(typed(NO_DRAFT_STATE, 2, 'mine', 'bee'), list('ay', 'theirs'), none);

  test('keep theirs drops the draft', () => {
    const state = choose(conflicted, 2, 'theirs');
    expect(state.drafts.size + state.conflicts.size).toBe(0);
  });

  test('keep mine saves mine over theirs (theirs is now its base)', () => {
    const state = choose(conflicted, 2, 'mine');
    expect(state.drafts.get(2)).toBe('mine');
    expect(state.bases.get(2)).toBe('theirs');
    expect(rebase(state, list('ay', 'theirs'), none).conflicts.size).toBe(0);
  });

  test('keep both joins the texts, theirs first', () => {
    expect(choose(conflicted, 2, 'both').drafts.get(2)).toBe('theirs mine');
    expect(joinTexts(' theirs ', '')).toBe('theirs');
  });
});
