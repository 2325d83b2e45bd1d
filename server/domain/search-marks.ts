import type { SearchTerm } from './search-query.ts';
import type { TextRange } from './search-snippet.ts';

/**
 * Tokens as the index's tokenizer sees them (FTS5 unicode61, remove_diacritics 2): runs of letters, digits
 * and marks, compared without case or accents. Marking here, not with FTS5's highlight(), spares the store a
 * second match per hit, which for a prefix or a phrase costs as much as the search.
 */
const TOKEN = /[\p{L}\p{N}\p{Co}\p{M}]+/gu;

const fold = (token: string) => token.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

interface Token {
  text: string;
  start: number;
  end: number;
}

function tokens(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((found) => ({ text: fold(found[0]), start: found.index, end: found.index + found[0].length })).filter((token) => token.text);
}

/** Every stretch of `text` that one of the terms matches (a word, a phrase's words in a row, a prefix), in order. */
export function matchRanges(text: string, terms: readonly SearchTerm[]): TextRange[] {
  const words = tokens(text);
  const found: TextRange[] = [];
  for (const term of terms) {
    const wanted = tokens(term.text).map((token) => token.text);
    if (wanted.length === 0) continue;
    for (let at = 0; at + wanted.length <= words.length; at++) {
      const matches = wanted.every((word, i) => {
        const token = words[at + i].text;
        return term.prefix && i === wanted.length - 1 ? token.startsWith(word) : token === word;
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
