import { describe, expect, test } from 'vitest';
import { NO_DRAFT_STATE, adoptStarts, choose, joinTexts, keyOfStart, rebase, typed } from './draft-rebase.ts';

/** Saved segments s0, s1, … starting 2 s apart. */
const seg = (i: number, text: string) => ({ id: `s${i}`, start: i * 2, text });
const list = (...texts: string[]) => texts.map((text, i) => seg(i, text));
const none = new Map<string, string>();

describe('drafts over a newer version', () => {
  test('a draft over a segment nobody else changed goes on; one the version holds is saved', () => {
    let state = typed(NO_DRAFT_STATE, seg(1, 'bee'), 'bee edited');
    state = typed(state, seg(2, 'sea'), 'sea edited');
    state = rebase(state, list('ay changed elsewhere', 'bee', 'sea edited'), none);
    expect([...state.drafts]).toEqual([['s1', 'bee edited']]);
    expect(state.conflicts.size).toBe(0);
  });

  test('a segment changed elsewhere under a draft is a conflict with both texts; nothing is dropped', () => {
    const state = rebase(typed(NO_DRAFT_STATE, seg(1, 'bee'), 'mine'), list('ay', 'theirs', 'sea'), none, 'Ann');
    expect(state.conflicts.get('s1')).toEqual({ mine: 'mine', theirs: 'theirs', start: 2, author: 'Ann' });
    expect(state.drafts.get('s1')).toBe('mine');
  });

  test('a segment gone elsewhere (merged, deleted) under a draft is a conflict with no text of theirs, where it was', () => {
    const state = rebase(typed(NO_DRAFT_STATE, seg(2, 'sea'), 'mine'), list('ay', 'bee'), none);
    expect(state.conflicts.get('s2')).toEqual({ mine: 'mine', theirs: null, start: 4, author: undefined });
  });

  test('a draft follows its segment by id when its start moves (a segment inserted or re-timed before it)', () => {
    const state = rebase(typed(NO_DRAFT_STATE, seg(1, 'bee'), 'bee edited'), [seg(0, 'ay'), { id: 'new', start: 1, text: 'new' }, { ...seg(1, 'bee'), start: 2.5 }], none);
    expect(state.conflicts.size).toBe(0);
    expect(state.drafts.get('s1')).toBe('bee edited');
    expect(state.starts.get('s1')).toBe(2.5);
  });

  test("this page's own save of an earlier text is no conflict: the draft goes on over it", () => {
    let state = typed(NO_DRAFT_STATE, seg(1, 'bee'), 'bee ed');
    state = typed(state, seg(1, 'bee'), 'bee edited');
    state = rebase(state, list('ay', 'bee ed', 'sea'), new Map([['s1', 'bee ed']]));
    expect(state.conflicts.size).toBe(0);
    expect(state.bases.get('s1')).toBe('bee ed');
    // Someone else then changes it: that is a conflict again.
    state = rebase(state, list('ay', 'other', 'sea'), new Map([['s1', 'bee ed']]));
    expect(state.conflicts.get('s1')?.theirs).toBe('other');
  });

  test('an unchanged list changes nothing (same state object)', () => {
    const state = typed(NO_DRAFT_STATE, seg(1, 'bee'), 'x');
    expect(rebase(state, list('ay', 'bee'), none)).toBe(state);
  });
});

describe('drafts kept by start (a release before ids, their segment not loaded yet)', () => {
  const byStart = { drafts: new Map([[keyOfStart(4), 'sea kept']]), bases: new Map([[keyOfStart(4), 'sea']]), starts: new Map([[keyOfStart(4), 4]]), conflicts: new Map() };

  test('take the id of the segment starting there once the list is in', () => {
    const state = adoptStarts(byStart, list('ay', 'bee', 'sea'));
    expect([...state.drafts]).toEqual([['s2', 'sea kept']]);
    expect(state.bases.get('s2')).toBe('sea');
    expect(state.starts.get('s2')).toBe(4);
  });

  test('give way to what was typed in that segment meanwhile', () => {
    const typedMeanwhile = typed(byStart, seg(2, 'sea'), 'sea typed now');
    expect([...adoptStarts(typedMeanwhile, list('ay', 'bee', 'sea')).drafts]).toEqual([['s2', 'sea typed now']]);
  });

  test('a start no segment has any more is offered as a segment gone, where it was', () => {
    const state = rebase(adoptStarts(byStart, list('ay', 'bee')), list('ay', 'bee'), none);
    expect(state.conflicts.get(keyOfStart(4))).toEqual({ mine: 'sea kept', theirs: null, start: 4, author: undefined });
  });
});

describe('choosing', () => {
  const conflicted = rebase(typed(NO_DRAFT_STATE, seg(1, 'bee'), 'mine'), list('ay', 'theirs'), none);

  test('keep theirs drops the draft', () => {
    const state = choose(conflicted, 's1', 'theirs');
    expect(state.drafts.size + state.conflicts.size + state.starts.size).toBe(0);
  });

  test('keep mine saves mine over theirs (theirs is now its base)', () => {
    const state = choose(conflicted, 's1', 'mine');
    expect(state.drafts.get('s1')).toBe('mine');
    expect(state.bases.get('s1')).toBe('theirs');
    expect(rebase(state, list('ay', 'theirs'), none).conflicts.size).toBe(0);
  });

  test('keep both joins the texts, theirs first', () => {
    expect(choose(conflicted, 's1', 'both').drafts.get('s1')).toBe('theirs mine');
    expect(joinTexts(' theirs ', '')).toBe('theirs');
  });
});
