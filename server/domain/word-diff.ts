/** A word-level diff (Myers' O((N+M)·D) algorithm), so long transcripts with few changes diff fast. */

export type DiffKind = 'same' | 'added' | 'removed';
export interface DiffPart {
  kind: DiffKind;
  text: string;
}

/**
 * Past this much work (words compared plus diagonals visited, which also bounds the trace's memory) the
 * middle is shown as one removal and one addition. Myers costs O((N+M)·D): a few edits spread through a
 * long transcript cost as much as many edits in a short one, so the bound is on work, not on edits.
 */
export const MAX_DIFF_WORK = 4_000_000;

/** The words a diff compares: the segment's whitespace-separated words, as comments and the word count count them. */
export { segmentWords as words } from '../../shared/segment-words.ts';

export type Step = { kind: DiffKind; word: string };

function myers(from: readonly string[], to: readonly string[]): Step[] | undefined {
  const n = from.length;
  const m = to.length;
  const trace: Int32Array[] = []; // trace[d][k + d] = furthest x on diagonal k after d edits
  let previous = new Int32Array(1);
  let work = 0;
  for (let d = 0; d <= n + m; d++) {
    work += 2 * d + 1;
    if (work > MAX_DIFF_WORK) return undefined;
    const v = new Int32Array(2 * d + 1);
    const at = (row: Int32Array, dd: number, k: number) => row[k + dd];
    for (let k = -d; k <= d; k += 2) {
      let x: number;
      if (d === 0) x = 0;
      else if (k === -d || (k !== d && at(previous, d - 1, k - 1) < at(previous, d - 1, k + 1))) x = at(previous, d - 1, k + 1);
      else x = at(previous, d - 1, k - 1) + 1;
      let y = x - k;
      const snakeFrom = x;
      while (x < n && y < m && from[x] === to[y]) {
        x++;
        y++;
      }
      work += x - snakeFrom;
      if (work > MAX_DIFF_WORK) return undefined;
      v[k + d] = x;
      if (x >= n && y >= m) {
        trace.push(v);
        return backtrack(trace, from, to);
      }
    }
    trace.push(v);
    previous = v;
  }
  return undefined;
}

function backtrack(trace: Int32Array[], from: readonly string[], to: readonly string[]): Step[] {
  const steps: Step[] = [];
  let x = from.length;
  let y = to.length;
  for (let d = trace.length - 1; d > 0; d--) {
    const prev = trace[d - 1];
    const k = x - y;
    const down = k === -d || (k !== d && prev[k - 1 + d - 1] < prev[k + 1 + d - 1]);
    const prevK = down ? k + 1 : k - 1;
    const prevX = prev[prevK + d - 1];
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) steps.push({ kind: 'same', word: from[--x] && to[--y] });
    if (down) steps.push({ kind: 'added', word: to[--y] });
    else steps.push({ kind: 'removed', word: from[--x] });
  }
  while (x > 0 && y > 0) steps.push({ kind: 'same', word: from[--x] && to[--y] });
  return steps.reverse();
}

/** The words `from` and `to` share at the start and at the end: most of a long transcript, matched once. */
function commonEnds(from: readonly string[], to: readonly string[]): { head: number; tail: number } {
  let head = 0;
  while (head < from.length && head < to.length && from[head] === to[head]) head++;
  let tail = 0;
  while (tail < from.length - head && tail < to.length - head && from[from.length - 1 - tail] === to[to.length - 1 - tail]) tail++;
  return { head, tail };
}

/** The edit script turning `from` into `to`, one step per word. */
export function diffSteps(from: readonly string[], to: readonly string[]): Step[] {
  const { head, tail } = commonEnds(from, to);
  const a = from.slice(head, from.length - tail);
  const b = to.slice(head, to.length - tail);
  const middle = myers(a, b) ?? [
    ...a.map((word): Step => ({ kind: 'removed', word })),
    ...b.map((word): Step => ({ kind: 'added', word })),
  ];
  return [
    ...from.slice(0, head).map((word): Step => ({ kind: 'same', word })),
    ...middle,
    ...from.slice(from.length - tail).map((word): Step => ({ kind: 'same', word })),
  ];
}

/** The edit script turning `from` into `to`, with runs of the same kind joined by spaces. */
export function diffWords(from: readonly string[], to: readonly string[]): DiffPart[] {
  const { head, tail } = commonEnds(from, to);
  const a = from.slice(head, from.length - tail);
  const b = to.slice(head, to.length - tail);
  // The common ends are joined whole rather than word by word.
  const parts: DiffPart[] = [];
  const add = (kind: DiffKind, text: string) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += ` ${text}`;
    else parts.push({ kind, text });
  };
  add('same', from.slice(0, head).join(' '));
  const middle = myers(a, b);
  if (middle) for (const { kind, word } of middle) add(kind, word);
  else {
    add('removed', a.join(' '));
    add('added', b.join(' '));
  }
  add('same', from.slice(from.length - tail).join(' '));
  return parts;
}
