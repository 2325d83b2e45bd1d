import type { ChangeKind } from '../../shared/change-summary.ts';
import { diffSteps, words } from './word-diff.ts';

/**
 * Changes inside one segment's text, word by word (version-changes.ts lists them for a version): a word whose letters
 * stay and whose punctuation or casing changed is a change of each kind, so each can be taken back alone; any other
 * run of changed words is one `words` change. And the word-level three-way merge that lets a change be taken back in
 * a segment edited since.
 */

/** One change inside a segment's words. */
export interface WordChange {
  kind: ChangeKind;
  before: string;
  after: string;
  id?: string;
}

/**
 * A segment's words in the later version: unchanged ones, and runs of changed words with their changes. A single word
 * whose punctuation and casing both changed ("i" → "I.") carries two changes, each revertible on its own.
 */
export type Piece = { same: string } | { before: string[]; after: string[]; changes: WordChange[] };

/** A word as punctuation around letters: "(Okay," → ["(", "Okay", ","]. */
function parts(word: string): [lead: string, core: string, trail: string] {
  const [, lead, core, trail] = /^([\p{P}\p{S}]*)(.*?)([\p{P}\p{S}]*)$/su.exec(word)!;
  return [lead, core, trail];
}

const stripPunctuation = (word: string) => word.replace(/[\p{P}\p{S}]/gu, '');
const loose = (word: string) => stripPunctuation(word).toLocaleLowerCase();

/** The changes of a word changed into one with the same letters: its punctuation, its casing, or both. */
function wordChanges(before: string, after: string): WordChange[] {
  const [leadB, coreB, trailB] = parts(before);
  const [leadA, coreA, trailA] = parts(after);
  // Punctuation inside the word ("dont" → "don't"): the word as a whole.
  if (coreB.toLocaleLowerCase() !== coreA.toLocaleLowerCase()) return [{ kind: 'punctuation', before, after }];
  const changes: WordChange[] = [];
  if (coreB !== coreA) changes.push({ kind: 'casing', before: leadA + coreB + trailA, after });
  if (leadB !== leadA || trailB !== trailA) changes.push({ kind: 'punctuation', before: leadB + coreA + trailB, after });
  return changes;
}

/** A word with some of its changes taken back (`wordChanges` made them). */
export function revertWord(before: string, after: string, changes: readonly WordChange[], chosen: ReadonlySet<string>): string {
  const taken = changes.filter((change) => chosen.has(change.id!));
  if (!taken.length) return after;
  if (taken.length === changes.length) return before;
  const [leadB, coreB, trailB] = parts(before);
  const [leadA, coreA, trailA] = parts(after);
  return taken[0].kind === 'casing' ? leadA + coreB + trailA : leadB + coreA + trailB;
}

export function pieces(before: string, after: string): Piece[] {
  const out: Piece[] = [];
  let removed: string[] = [];
  let added: string[] = [];
  const flush = () => {
    if (!removed.length && !added.length) return;
    if (removed.length === added.length && removed.every((word, k) => loose(word) === loose(added[k]))) {
      removed.forEach((word, k) => out.push({ before: [word], after: [added[k]], changes: wordChanges(word, added[k]) }));
    } else out.push({ before: removed, after: added, changes: [{ kind: 'words', before: removed.join(' '), after: added.join(' ') }] });
    removed = [];
    added = [];
  };
  for (const step of diffSteps(words(before), words(after))) {
    if (step.kind === 'same') {
      flush();
      out.push({ same: step.word });
    } else if (step.kind === 'removed') removed.push(step.word);
    else added.push(step.word);
  }
  flush();
  return out;
}

/** A run of base words [from, to) replaced by `words` on one side. */
interface Hunk {
  from: number;
  to: number;
  words: string[];
}

function hunks(base: readonly string[], other: readonly string[]): Hunk[] {
  const out: Hunk[] = [];
  let i = 0;
  let open: Hunk | undefined;
  for (const step of diffSteps(base, other)) {
    if (step.kind === 'same') {
      open = undefined;
      i++;
      continue;
    }
    if (!open) out.push((open = { from: i, to: i, words: [] }));
    if (step.kind === 'removed') open.to = ++i;
    else open.words.push(step.word);
  }
  return out;
}

const sameHunk = (a: Hunk, b: Hunk) => a.from === b.from && a.to === b.to && a.words.join(' ') === b.words.join(' ');

/** Two sides' changes touch the same words: overlapping runs, an insertion inside the other's run, or at its place. */
function overlap(a: Hunk, b: Hunk): boolean {
  const inserts = (hunk: Hunk) => hunk.from === hunk.to;
  if (inserts(a) && inserts(b)) return a.from === b.from;
  if (inserts(a)) return b.from < a.from && a.from < b.to;
  if (inserts(b)) return a.from < b.from && b.from < a.to;
  return a.from < b.to && b.from < a.to;
}

/**
 * A word-level three-way merge of one segment's text: both sides' changes from `base`, when they touch different
 * words (so taking back a change in a segment edited since still applies, word by word); null when they overlap.
 */
export function mergeWords(base: string, theirs: string, mine: string): string | null {
  const b = words(base);
  const t = hunks(b, words(theirs));
  const m = hunks(b, words(mine)).filter((hunk) => !t.some((other) => sameHunk(hunk, other)));
  if (m.some((hunk) => t.some((other) => overlap(hunk, other)))) return null;
  const all = [...t, ...m].sort((x, y) => x.from - y.from || x.to - y.to);
  const out: string[] = [];
  let i = 0;
  for (const hunk of all) {
    out.push(...b.slice(i, hunk.from), ...hunk.words);
    i = hunk.to;
  }
  out.push(...b.slice(i));
  return out.join(' ');
}
