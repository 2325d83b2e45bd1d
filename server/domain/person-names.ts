/**
 * Finding a person's name (or email) in text the way people expect (issue 51 item 4): whole words only, case and
 * accents aside, so "Zoë" finds "zoe" and "ZOË" but "Ada" does not find "Adam". Names give false positives ("Ada" and
 * "ADA"), so every occurrence is answered on its own, for a person to choose from.
 */

/** Where an occurrence is in the original text: [from, to) in UTF-16 code units. */
export interface Span {
  from: number;
  to: number;
}

/** A letter or digit (any script): what a name's edge must not touch. */
const WORD_CHAR = /[\p{L}\p{N}]/u;
const MARKS = /\p{M}/gu;

/** One character as compared: accents dropped, lower case. */
function foldChar(char: string): string {
  return char.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/** Text as compared (accents dropped, lower case, runs of white space as one space). */
export function foldText(text: string): string {
  return [...text.replace(/\s+/gu, ' ').trim()].map(foldChar).join('');
}

/** The folded text, with the original span each folded character came from. */
function folded(text: string): { chars: string[]; from: number[]; to: number[] } {
  const chars: string[] = [];
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  for (const char of text) {
    const end = at + char.length;
    const same = /\s/u.test(char) ? ' ' : foldChar(char);
    // A combining mark folds to nothing, and a run of white space to one space: each belongs to the character before.
    if ((!same || (same === ' ' && chars.at(-1) === ' ')) && to.length) {
      to[to.length - 1] = end;
      at = end;
      continue;
    }
    for (const piece of same) {
      chars.push(piece);
      from.push(at);
      to.push(end);
    }
    at = end;
  }
  return { chars, from, to };
}

/** Every whole-word occurrence of `name` in `text`, in order (none for a blank name). */
export function findName(text: string, name: string): Span[] {
  const needle = [...foldText(name)];
  if (!needle.length || !text) return [];
  const { chars, from, to } = folded(text);
  const spans: Span[] = [];
  for (let i = 0; i + needle.length <= chars.length; i++) {
    if (needle.some((char, k) => chars[i + k] !== char)) continue;
    const before = chars[i - 1];
    const after = chars[i + needle.length];
    if ((before && WORD_CHAR.test(before) && WORD_CHAR.test(needle[0])) || (after && WORD_CHAR.test(after) && WORD_CHAR.test(needle.at(-1)!))) continue;
    spans.push({ from: from[i], to: to[i + needle.length - 1] });
    i += needle.length - 1;
  }
  return spans;
}

/** `text` with the occurrences of `name` whose order numbers pass `chosen` (all when left out) replaced by `replacement`. */
export function replaceName(text: string, name: string, replacement: string, chosen: (k: number) => boolean = () => true): string {
  const spans = findName(text, name);
  let out = '';
  let at = 0;
  spans.forEach((span, k) => {
    if (!chosen(k)) return;
    out += text.slice(at, span.from) + replacement;
    at = span.to;
  });
  return out + text.slice(at);
}

/** Characters of context on each side of an occurrence in its snippet. */
const CONTEXT = 40;

/** The occurrence with some words around it, "…" where the text goes on. */
export function snippetAround(text: string, span: Span): string {
  const from = Math.max(0, span.from - CONTEXT);
  const to = Math.min(text.length, span.to + CONTEXT);
  return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
}
