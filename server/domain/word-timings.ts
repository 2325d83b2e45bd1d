import type { Segment, Word } from './segment-types.ts';
import { diffSteps, words as tokens } from './word-diff.ts';

/**
 * Word timings that survive editing. A token diff between a segment's recognized words and its new text
 * keeps the words that did not change (with their times and confidence); words a person typed get times
 * shared out, by length, over the gap between their kept neighbours, and no confidence (null in the API).
 */

export interface Span {
  start: number;
  end: number;
}

const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;
const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * Puts words in time order inside the span: each starts no earlier than the previous one ends, and none
 * starts before the segment or ends after it.
 */
function ordered(words: readonly Word[], span: Span): Word[] {
  let floor = span.start;
  return words.map((word) => {
    const start = clamp(word.start, floor, span.end);
    const end = clamp(word.end, start, span.end);
    floor = end;
    return { ...word, start, end };
  });
}

/** Tokens with the words kept for them (undefined where typed), timed inside the span. */
function timed(texts: readonly string[], kept: readonly (Word | undefined)[], span: Span): Word[] {
  const anchors = ordered(kept.filter((word): word is Word => word !== undefined), span);
  const result: Word[] = [];
  let anchor = 0;
  for (let i = 0; i < texts.length; ) {
    if (kept[i]) {
      result.push(anchors[anchor++]);
      i++;
      continue;
    }
    // A run of typed words fills the time between the kept words around it.
    let runEnd = i;
    while (runEnd < texts.length && !kept[runEnd]) runEnd++;
    const from = ms(anchor > 0 ? anchors[anchor - 1].end : span.start);
    const to = Math.max(from, ms(anchor < anchors.length ? anchors[anchor].start : span.end));
    const run = texts.slice(i, runEnd);
    const total = run.reduce((sum, text) => sum + text.length, 0);
    let done = 0;
    for (const text of run) {
      const start = ms(from + ((to - from) * done) / total);
      done += text.length;
      result.push({ text, start, end: ms(from + ((to - from) * done) / total) });
    }
    i = runEnd;
  }
  return result;
}

/**
 * The words of a segment whose text becomes `text` and whose time becomes `span`. `previous` is the segment
 * as stored (undefined for a new one). A stored segment without words (made before words were kept) stays
 * without them: there are no timings to keep, and inventing them all would pass guesses off as timings.
 */
export function retimeWords(previous: Pick<Segment, 'text' | 'words'> | undefined, text: string, span: Span): Word[] | undefined {
  if (previous && !previous.words) return undefined;
  const old = previous?.words ?? [];
  if (previous && previous.text === text) return ordered(old, span);
  const next = tokens(text);
  const kept: (Word | undefined)[] = new Array(next.length);
  let i = 0;
  let j = 0;
  for (const step of diffSteps(old.map((word) => word.text.trim()), next)) {
    if (step.kind === 'same') kept[j++] = old[i++];
    else if (step.kind === 'removed') i++;
    else j++;
  }
  return timed(next, kept, span);
}

/** The segment with new text (and optionally a new span), its words carried over by `retimeWords`. */
export function retext(segment: Segment, text: string, span: Span = segment): Segment {
  const { words: _old, ...rest } = segment;
  const words = retimeWords(segment, text, span);
  return { ...rest, text, start: span.start, end: span.end, ...(words && { words }) };
}

/** Words as the editor service sent them, made safe to store: typed fields, confidence 0..1 or none, in order. */
export function cleanWords(raw: unknown, span: Span): Word[] {
  if (!Array.isArray(raw)) return [];
  const valid = raw.flatMap((word): Word[] => {
    const { text, start, end, confidence } = (word ?? {}) as Record<string, unknown>;
    if (typeof text !== 'string' || !text.trim() || !Number.isFinite(start) || !Number.isFinite(end)) return [];
    const sure = typeof confidence === 'number' && confidence >= 0 && confidence <= 1;
    return [{ text: text.trim(), start: start as number, end: end as number, ...(sure && { confidence }) }];
  });
  return ordered(valid, span);
}
