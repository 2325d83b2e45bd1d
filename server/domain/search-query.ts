/**
 * The search box's language, turned into an FTS5 MATCH expression that cannot fail to parse: bare words must
 * all match, "…" is a phrase, a trailing * makes a prefix, and everything else is literal. Every term is sent
 * as an FTS5 string (quoted, its quotes doubled), so operators (AND, NEAR), column filters (text:), ^, - and
 * stray quotes never reach FTS5's syntax; the index's tokenizer then splits each string as it split the text
 * ("don't" is the phrase don t, "C++" the word c).
 */
export interface SearchTerm {
  text: string;
  /** The last word of the term is a prefix. */
  prefix: boolean;
}

/** A term with no letter or digit matches no token of the index: it is left out rather than sent. */
const TOKEN_CHARACTER = /[\p{L}\p{N}\p{Co}]/u;

export function parseSearchQuery(query: string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  const add = (text: string, prefix: boolean) => {
    if (TOKEN_CHARACTER.test(text)) terms.push({ text, prefix });
  };
  let at = 0;
  while (at < query.length) {
    const char = query[at];
    const close = char === '"' ? query.indexOf('"', at + 1) : -1;
    if (close > at) {
      const prefix = query[close + 1] === '*';
      add(query.slice(at + 1, close), prefix);
      at = close + (prefix ? 2 : 1);
    } else if (/\s/.test(char) || char === '"') {
      // A quote without its pair separates words, as a space does.
      at++;
    } else {
      // A bare word runs to the next space or quote.
      let end = at + 1;
      while (end < query.length && !/\s/.test(query[end]) && query[end] !== '"') end++;
      const word = query.slice(at, end);
      const bare = word.replace(/\*+$/, '');
      add(bare, bare !== word);
      at = end;
    }
  }
  return terms;
}

/** The MATCH expression for the terms (all must match), or null when there is no term. */
export function toFtsMatch(terms: readonly SearchTerm[]): string | null {
  if (terms.length === 0) return null;
  return terms.map((term) => `"${term.text.replaceAll('"', '""')}"${term.prefix ? ' *' : ''}`).join(' ');
}
