import { expect, test } from 'vitest';
import { summarizeChanges } from '../../shared/change-summary.ts';
import { settleIds } from './segment-ids.ts';
import { assignSpeaker, mergeWithPrevious, setSegmentSpeaker, splitSegment } from './segment-edits.ts';
import type { Segment } from './segment-types.ts';
import { revertChanges, revertOnto, versionChanges } from './version-changes.ts';
import { retext } from './word-timings.ts';

const segments = (...texts: string[]): Segment[] =>
  settleIds(texts.map((text, i) => ({ speaker: i % 2 ? 'Bea' : 'Ann', text, start: i * 10, end: i * 10 + 9 })));
const withTexts = (list: Segment[], ...texts: string[]) => list.map((segment, i) => ({ ...segment, text: texts[i] }));
const brief = (list: Segment[]) => list.map(({ id, speaker, text }) => ({ id, speaker, text }));

const before = segments('okay then', 'oh i am originally', 'from chicago also so i', 'do not hear that');
const refined = withTexts(before, 'Okay, then.', 'Oh, I am originally.', 'From Chicago also. So I.', 'Do not hear that.');

test('refine’s changes: one per word whose punctuation or casing changed, in reading order', () => {
  const changes = versionChanges(before, refined);
  expect(changes.map(({ kind, before: from, after, position, wordIndex }) => [position, wordIndex, kind, from, after])).toEqual([
    [1, 0, 'casing', 'okay,', 'Okay,'],
    [1, 0, 'punctuation', 'Okay', 'Okay,'],
    [1, 1, 'punctuation', 'then', 'then.'],
    [2, 0, 'casing', 'oh,', 'Oh,'],
    [2, 0, 'punctuation', 'Oh', 'Oh,'],
    [2, 1, 'casing', 'i', 'I'],
    [2, 3, 'punctuation', 'originally', 'originally.'],
    [3, 0, 'casing', 'from', 'From'],
    [3, 1, 'casing', 'chicago', 'Chicago'],
    [3, 2, 'punctuation', 'also', 'also.'],
    [3, 3, 'casing', 'so', 'So'],
    [3, 4, 'casing', 'i.', 'I.'],
    [3, 4, 'punctuation', 'I', 'I.'],
    [4, 0, 'casing', 'do', 'Do'],
    [4, 3, 'punctuation', 'that', 'that.'],
  ]);
  expect(summarizeChanges(changes.map((change) => change.kind))).toBe('7 punctuation, 8 casing');
  expect(changes[0].segmentText).toBe('Okay, then.');
});

test('change ids are derived: the same for the same pair of versions, unique within it', () => {
  const first = versionChanges(before, refined).map((change) => change.id);
  expect(versionChanges(structuredClone(before), structuredClone(refined)).map((change) => change.id)).toEqual(first);
  expect(new Set(first).size).toBe(first.length);
  const exclaimed = versionChanges(before, withTexts(refined, 'Okay, then!', ...refined.slice(1).map((s) => s.text)));
  expect(exclaimed[2].after).toBe('then!');
  expect(exclaimed[2].id).not.toBe(first[2]);
});

test('other changed words are one change per run; added and removed words too', () => {
  const after = withTexts(before, 'okay then', 'oh i was born in', 'from chicago also so i', 'do not hear that at all');
  const changes = versionChanges(before, after);
  expect(changes.map(({ kind, before: from, after: to, wordIndex }) => ({ kind, from, to, wordIndex }))).toEqual([
    { kind: 'words', from: 'am originally', to: 'was born in', wordIndex: 2 },
    { kind: 'words', from: '', to: 'at all', wordIndex: 4 },
  ]);
});

test('segment-level changes: speaker, split, merge, inserted and deleted', () => {
  expect(versionChanges(before, setSegmentSpeaker(before, 10, 'Cy')).map(({ kind, before: from, after }) => [kind, from, after])).toEqual([['speaker', 'Bea', 'Cy']]);
  const split = settleIds(splitSegment(before, 20, 'from chicago also'.length));
  expect(versionChanges(before, split).map(({ kind, before: from, after, segmentId, position }) => [kind, segmentId, position, from, after])).toEqual([
    ['split', before[2].id, 3, 'from chicago also so i', 'from chicago also | so i'],
  ]);
  const merged = mergeWithPrevious(before, 30);
  expect(versionChanges(before, merged).map(({ kind, before: from, after, position, joined }) => [kind, position, joined, from, after])).toEqual([
    ['merge', 3, 1, 'from chicago also so i | do not hear that', 'from chicago also so i do not hear that'],
  ]);
  const edited = settleIds([...before.slice(0, 1), ...before.slice(2), { speaker: 'Ann', text: 'bye', start: 40, end: 41 }]);
  expect(versionChanges(before, edited).map(({ kind, before: from, after }) => [kind, from, after])).toEqual([
    ['deleted', 'oh i am originally', ''],
    ['inserted', '', 'bye'],
  ]);
});

test('words given to another speaker (assignSpeaker): the split and the piece\'s new speaker, each revertible', () => {
  const text = before[2].text; // "from chicago also so i", Ann's
  const assigned = settleIds(assignSpeaker(before, before[2].id!, text.indexOf('also'), text.indexOf('so i'), 'Cy'));
  const changes = versionChanges(before, assigned);
  expect(changes.map(({ kind, position, before: from, after }) => [kind, position, from, after])).toEqual([
    ['split', 3, 'from chicago also so i', 'from chicago | also | so i'],
    ['speaker', 4, 'Ann', 'Cy'],
  ]);
  // The speaker alone: the split stays; the split (alone or with it): the segment as it was.
  expect(brief(revertChanges(before, assigned, [changes[1].id])).map(({ speaker, text: words }) => [speaker, words]).slice(2, 5)).toEqual([['Ann', 'from chicago'], ['Ann', 'also'], ['Ann', 'so i']]);
  expect(brief(revertChanges(before, assigned, [changes[0].id]))).toEqual(brief(before));
  expect(brief(revertChanges(before, assigned, changes.map((change) => change.id)))).toEqual(brief(before));
});

test('reverting some changes keeps the others; reverting all gives the earlier text back', () => {
  const changes = versionChanges(before, refined);
  const fullStops = changes.filter((change) => change.kind === 'punctuation' && change.after.endsWith('.') && change.position !== 4);
  const reverted = revertChanges(before, refined, fullStops.map((change) => change.id));
  expect(reverted.map((segment) => segment.text)).toEqual(['Okay, then', 'Oh, I am originally', 'From Chicago also So I', 'Do not hear that.']);
  expect(reverted.map((segment) => segment.id)).toEqual(before.map((segment) => segment.id));
  expect(brief(revertChanges(before, refined, changes.map((change) => change.id)))).toEqual(brief(before));
});

test('reverting a split, a merge, a speaker, an insertion and a deletion', () => {
  const all = (after: Segment[]) => brief(revertChanges(before, after, versionChanges(before, after).map((change) => change.id)));
  expect(all(settleIds(splitSegment(before, 20, 4)))).toEqual(brief(before));
  expect(all(mergeWithPrevious(before, 30))).toEqual(brief(before));
  expect(all(setSegmentSpeaker(before, 10, 'Cy'))).toEqual(brief(before));
  expect(all(settleIds([...before.slice(0, 1), ...before.slice(2), { speaker: 'Ann', text: 'bye', start: 40, end: 41 }]))).toEqual(brief(before));
});

test('unknown or no change ids are refused, naming them', () => {
  expect(() => revertChanges(before, refined, ['cNope'])).toThrow(/Unknown change id for this version: cNope/);
  expect(() => revertChanges(before, refined, [])).toThrow(/at least one change/);
});

test('reverting words keeps the word timings of the words that stay', () => {
  const timed = before.map((segment) => ({ ...segment, words: segment.text.split(' ').map((text, i) => ({ text, start: segment.start + i, end: segment.start + i + 0.5 })) }));
  const after = timed.map((segment, i) => (i === 3 ? retext(segment, 'do not hear it') : segment));
  const change = versionChanges(timed, after)[0];
  const [, , , last] = revertChanges(timed, after, [change.id]);
  expect(last.text).toBe('do not hear that');
  expect(last.words?.slice(0, 3)).toEqual(timed[3].words!.slice(0, 3));
});

test('revertOnto: a revert on a segment changed since merges word by word, or is answered as a conflict', () => {
  const changes = versionChanges(before, refined);
  const current = withTexts(refined, 'Okay, then. Right', 'Oh, I am originally,', 'From Chicago also. So I.', 'Do not hear that.');
  const ids = [changes.find((c) => c.after === 'then.')!.id, changes.find((c) => c.after === 'originally.')!.id];
  const { segments: result, conflicts } = revertOnto(before, refined, current, ids);
  expect(result.map((s) => s.text)).toEqual(['Okay, then Right', 'Oh, I am originally,', 'From Chicago also. So I.', 'Do not hear that.']);
  expect(conflicts.map((c) => [c.segmentId, c.mine, c.theirs])).toEqual([[before[1].id, 'Oh, I am originally', 'Oh, I am originally,']]);
});

/** A seeded pseudo-random source, so a failure names a case that can be run again. */
function random(seed: number) {
  let state = seed;
  return () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

test('for 500 random edits of words, casing, punctuation and speakers: ids are unique, and reverting all gives the text before', () => {
  const vocabulary = ['so', 'i', 'went', 'home', 'then', 'okay', 'we', 'did', 'not', 'know'];
  for (let seed = 1; seed <= 500; seed++) {
    const next = random(seed);
    const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    const start = segments(...Array.from({ length: 1 + Math.floor(next() * 4) }, () => Array.from({ length: 1 + Math.floor(next() * 6) }, () => pick(vocabulary)).join(' ')));
    const edited = start.map((segment) => {
      const words = segment.text.split(' ');
      for (let k = Math.floor(next() * 4); k > 0; k--) {
        const at = Math.floor(next() * words.length);
        const edit = pick(['case', 'stop', 'comma', 'replace', 'insert', 'delete'] as const);
        if (edit === 'case') words[at] = words[at].charAt(0).toUpperCase() + words[at].slice(1);
        else if (edit === 'stop') words[at] += '.';
        else if (edit === 'comma') words[at] += ',';
        else if (edit === 'replace') words[at] = pick(vocabulary);
        else if (edit === 'insert') words.splice(at, 0, pick(vocabulary));
        else if (words.length > 1) words.splice(at, 1);
      }
      return { ...segment, text: words.join(' '), speaker: next() < 0.2 ? 'Cy' : segment.speaker };
    });
    const changes = versionChanges(start, edited);
    expect(new Set(changes.map((change) => change.id)).size, `seed ${seed}`).toBe(changes.length);
    if (!changes.length) continue;
    expect(brief(revertChanges(start, edited, changes.map((change) => change.id))), `seed ${seed}`).toEqual(brief(start));
  }
});

test('in a long list, only the stretch that changed is compared; places still count from the start of the list', () => {
  const long: Segment[] = Array.from({ length: 1500 }, (_, i) => ({ id: `s${i}`, speaker: 'Bea', text: `Line ${i} of many.`, start: i * 2, end: i * 2 + 2 }));
  const edited = long.map((segment, i) => (i === 700 ? { ...segment, text: 'Line 700 of very many.' } : segment));
  expect(versionChanges(long, edited).map(({ kind, position, before, after }) => [kind, position, before, after])).toEqual([['words', 701, '', 'very']]);
  // A segment deleted after an unchanged one it does not reach is a deletion; the first and last segments too.
  const without = long.filter((_, i) => i !== 900 && i !== 0 && i !== 1499);
  expect(versionChanges(long, without).map(({ kind, position }) => [kind, position])).toEqual([
    ['deleted', 1],
    ['deleted', 901],
    ['deleted', 1500],
  ]);
  expect(versionChanges(long, long)).toEqual([]);
});
