import type { SearchTerm } from './search-query.ts';
import type { TextRange } from './search-snippet.ts';

/**
 * Tokens as the index's tokenizer sees them (FTS5 unicode61, remove_diacritics 2): runs of letters, digits
 * and marks, compared without case or accents. Marking here, not with FTS5's highlight(), spares the store a
 * second match per hit, which for a prefix or a phrase costs as much as the search.
 */
const TOKEN = /[\p{L}\p{N}\p{Co}\p{M}]+/gu;

const NOT_ASCII = /[^\x00-\x7f]/;
/** Without case or accents; most tokens are ASCII, which needs no decomposition (it costs a search's marking most). */
const fold = (token: string) => (NOT_ASCII.test(token) ? token.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() : token.toLowerCase());

interface Token {
  text: string;
  start: number;
  end: number;
}

function tokens(text: string): Token[] {
  if (!NOT_ASCII.test(text)) return asciiTokens(text.toLowerCase());
  return [...text.matchAll(TOKEN)].map((found) => ({ text: fold(found[0]), start: found.index, end: found.index + found[0].length })).filter((token) => token.text);
}

/**
 * The tokens of an ASCII text, lower-cased (so already folded, at the same offsets): runs of letters and digits, since
 * no ASCII character is a mark or for private use. Most texts are ASCII, and a search marks every hit's.
 */
function asciiTokens(lower: string): Token[] {
  const found: Token[] = [];
  let start = -1;
  for (let i = 0; i <= lower.length; i++) {
    const code = i < lower.length ? lower.charCodeAt(i) : 0;
    const inToken = (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
    if (inToken && start < 0) start = i;
    else if (!inToken && start >= 0) {
      found.push({ text: lower.slice(start, i), start, end: i });
      start = -1;
    }
  }
  return found;
}

/**
 * Finds every stretch of a text that one of the terms matches (a word, a phrase's words in a row, a prefix), in
 * order; made once per search, so the terms are folded once for all its hits.
 */
export function rangeFinder(terms: readonly SearchTerm[]): (text: string) => TextRange[] {
  const wanted = terms
    .map((term) => ({ prefix: term.prefix, words: tokens(term.text).map((token) => token.text) }))
    .filter((term) => term.words.length > 0);
  return (text) => rangesOf(tokens(text), wanted);
}

function rangesOf(words: readonly Token[], terms: readonly { prefix: boolean; words: string[] }[]): TextRange[] {
  const found: TextRange[] = [];
  for (const { prefix, words: wanted } of terms) {
    for (let at = 0; at + wanted.length <= words.length; at++) {
      const matches = wanted.every((word, i) => {
        const token = words[at + i].text;
        return prefix && i === wanted.length - 1 ? token.startsWith(word) : token === word;
      });
      if (matches) found.push({ offset: words[at].start, length: words[at + wanted.length - 1].end - words[at].start });
    }
  }
  // Terms can overlap ("the end" and "end"): the earliest start wins, then the longest.
  found.sort((a, b) => a.offset - b.offset || b.length - a.length);
  const ranges: TextRange[] = [];
  for (const range of found) {
    const last = ranges.at(-1);
    if (last && range.offset < last.offset + last.length) {
      last.length = Math.max(last.length, range.offset + range.length - last.offset);
    } else {
      ranges.push({ ...range });
    }
  }
  return ranges;
}

/** Whether a text holds every term, as the index's MATCH of the same terms would find it (the quote bank's pseudonymised quotes). */
export function matchesEvery(terms: readonly SearchTerm[]): (text: string) => boolean {
  const finders = terms.map((term) => rangeFinder([term]));
  return (text) => finders.every((find) => find(text).length > 0);
}
