import { segmentWords } from '../../../../shared/segment-words.ts';

/** What a new comment will be on: a segment, or words of it (from, to: word indexes, both included). */
export interface CommentTarget {
  segmentId: string;
  from: number | null;
  to: number | null;
  quote: string;
}

/** Where each whitespace-separated word of `text` is (the words comments count: shared/segment-words.ts). */
export function wordOffsets(text: string): { from: number; to: number }[] {
  return [...text.matchAll(/\S+/g)].map((match) => ({ from: match.index, to: match.index + match[0].length }));
}

/**
 * What a selection in a segment's text (character offsets, as a text box gives them) comments on: the words it
 * touches, quoted; the whole segment when nothing (or only spaces) is selected.
 */
export function targetOfSelection(segmentId: string, text: string, selectionStart: number, selectionEnd: number): CommentTarget {
  const [start, end] = selectionStart <= selectionEnd ? [selectionStart, selectionEnd] : [selectionEnd, selectionStart];
  const touched = wordOffsets(text)
    .map((word, index) => ({ ...word, index }))
    .filter((word) => start < end && word.from < end && word.to > start);
  if (touched.length === 0) return { segmentId, from: null, to: null, quote: text.trim() };
  const [first, last] = [touched[0].index, touched[touched.length - 1].index];
  return { segmentId, from: first, to: last, quote: segmentWords(text).slice(first, last + 1).join(' ') };
}

interface PlacedThread {
  segmentId: string | null;
  fromWord: number | null;
  toWord: number | null;
  outdated: boolean;
  resolved: boolean;
}

/** The character ranges of `text` that open threads are on (a whole-segment comment marks no words). */
export function commentedRanges(text: string, threads: readonly PlacedThread[]): { from: number; to: number }[] {
  const words = wordOffsets(text);
  const ranges: { from: number; to: number }[] = [];
  for (const thread of threads) {
    if (thread.resolved || thread.outdated || thread.fromWord === null || thread.toWord === null) continue;
    const [first, last] = [words[thread.fromWord], words[Math.min(thread.toWord, words.length - 1)]];
    if (first && last) ranges.push({ from: first.from, to: last.to });
  }
  return ranges;
}

/** The word indexes of a segment that open threads are on, for a text shown word by word (the reading page). */
export function commentedWords(threads: readonly PlacedThread[]): Set<number> {
  const words = new Set<number>();
  for (const thread of threads) {
    if (thread.resolved || thread.outdated || thread.fromWord === null || thread.toWord === null) continue;
    for (let i = thread.fromWord; i <= thread.toWord; i++) words.add(i);
  }
  return words;
}

/** Threads by the segment they are on now (the order of the list is kept); those on no segment under `null`. */
export function threadsBySegment<T extends { segmentId: string | null }>(threads: readonly T[]): Map<string | null, T[]> {
  const bySegment = new Map<string | null, T[]>();
  for (const thread of threads) {
    const list = bySegment.get(thread.segmentId);
    if (list) list.push(thread);
    else bySegment.set(thread.segmentId, [thread]);
  }
  return bySegment;
}

/** How many of a segment's threads are open (what its toolbar counts). */
export const openCount = (threads: readonly { resolved: boolean }[] | undefined): number => threads?.filter((thread) => !thread.resolved).length ?? 0;

/** Ctrl+Alt+M (Cmd+Option+M on a Mac, where Option+M types "µ"): comment, as in Word and Google Docs. */
export const isCommentKey = (press: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }): boolean =>
  (press.ctrlKey || press.metaKey) && press.altKey && !press.shiftKey && /^[mµ]$/i.test(press.key);
