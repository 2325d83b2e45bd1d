import type { Word } from '../segment-types.ts';

/**
 * Where a pseudonym's term occurs (README "Pseudonyms", matching rules), on a text or on a segment's timed words.
 * Pure: the lists come from the pseudonyms service, and readers, bleeps and the LLM client all match through here.
 *
 * - Whole words: a term is a run of word tokens (letters and digits, with apostrophes inside: "O'Brien"); "Jane"
 *   never matches inside "Janet".
 * - Case and accents do not count: "jose" matches "José", "JANE" matches "Jane" (recognisers drop accents).
 * - Possessives: the term's last word may carry 's, ’s or a bare trailing apostrophe ("Jane's", "Jane’s", "James'");
 *   the match covers the name only, so "Jane's" reads "[Person A]'s".
 * - Several words match across any punctuation and white space between them, line breaks included: "Acme, Inc."
 *   matches "Acme Inc", "Jane\nDoe" and "Jane, Doe" match "Jane Doe". Hiding a name too often is the safe mistake.
 * - The longest term wins where several start at one word; matches do not overlap.
 */

export interface Term {
  term: string;
}

/** A match in a text: [start, end) in UTF-16 offsets, covering the term without a possessive ending. */
export interface TextMatch<T extends Term> {
  pseudonym: T;
  start: number;
  end: number;
}

/** A match on timed words: the words [firstWord, lastWord] (indexes), and the time they span. */
export interface WordMatch<T extends Term> {
  pseudonym: T;
  firstWord: number;
  lastWord: number;
  start: number;
  end: number;
}

interface Token {
  key: string;
  start: number;
  end: number;
  /** The key without a possessive ending, and where the name ends then. */
  bare?: { key: string; end: number };
}

const TOKEN = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
const POSSESSIVE = /['’]s$/iu;

/** How a word is compared: lower case, without accents, one kind of apostrophe. */
function termKey(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/’/g, "'");
}

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const found of text.matchAll(TOKEN)) {
    const start = found.index;
    const token: Token = { key: termKey(found[0]), start, end: start + found[0].length };
    if (POSSESSIVE.test(found[0])) token.bare = { key: token.key.slice(0, -2), end: token.end - 2 };
    tokens.push(token);
  }
  return tokens;
}

/** The words of a term as they are compared; empty for a term with no letters or digits (which matches nothing). */
export function termWords(term: string): string[] {
  return tokensOf(term).map((token) => token.key);
}

interface Compiled<T> {
  pseudonym: T;
  words: string[];
}

/** The terms by their first word, longest first; kept per list (lists are never changed once made), as one list is matched against every segment. */
const compiledLists = new WeakMap<readonly Term[], Map<string, Compiled<Term>[]>>();

function byFirstWord<T extends Term>(pseudonyms: readonly T[]): Map<string, Compiled<T>[]> {
  const known = compiledLists.get(pseudonyms);
  if (known) return known as Map<string, Compiled<T>[]>;
  const index = new Map<string, Compiled<T>[]>();
  for (const pseudonym of pseudonyms) {
    const words = termWords(pseudonym.term);
    if (words.length > 0) index.set(words[0], [...(index.get(words[0]) ?? []), { pseudonym, words }]);
  }
  for (const terms of index.values()) terms.sort((a, b) => b.words.length - a.words.length);
  compiledLists.set(pseudonyms, index);
  return index;
}

/** Every occurrence of the terms in `text`, in order, none overlapping. */
export function matchText<T extends Term>(text: string, pseudonyms: readonly T[]): TextMatch<T>[] {
  const index = byFirstWord(pseudonyms);
  if (index.size === 0) return [];
  const tokens = tokensOf(text);
  const matches: TextMatch<T>[] = [];
  for (let i = 0; i < tokens.length; ) {
    const candidates = [...(index.get(tokens[i].key) ?? []), ...(tokens[i].bare ? (index.get(tokens[i].bare!.key) ?? []) : [])];
    const found = candidates.sort((a, b) => b.words.length - a.words.length).find(({ words }) => matchesAt(tokens, i, words));
    if (!found) {
      i++;
      continue;
    }
    const last = tokens[i + found.words.length - 1];
    const end = last.key === found.words.at(-1) ? last.end : last.bare!.end;
    matches.push({ pseudonym: found.pseudonym, start: tokens[i].start, end });
    i += found.words.length;
  }
  return matches;
}

function matchesAt(tokens: readonly Token[], at: number, words: readonly string[]): boolean {
  if (at + words.length > tokens.length) return false;
  return words.every((word, k) => {
    const token = tokens[at + k];
    if (token.key === word) return true;
    // Only the last word may be possessive ("Jane Doe's", not "Jane's Doe"); a bare trailing apostrophe is no token.
    return k === words.length - 1 && token.bare?.key === word;
  });
}

/** `text` with each match replaced by `replacement(pseudonym)`; what is around a match (a possessive, punctuation) stays. */
export function replaceMatches<T extends Term>(text: string, matches: readonly TextMatch<T>[], replacement: (pseudonym: T) => string): string {
  let result = '';
  let from = 0;
  for (const match of matches) {
    result += text.slice(from, match.start) + replacement(match.pseudonym);
    from = match.end;
  }
  return result + text.slice(from);
}

/**
 * Every occurrence of the terms in a segment's timed words (the words are read as one text, a space between each):
 * the words it touches and their time, for bleeps and for pseudonymised words.
 */
export function matchWords<T extends Term>(words: readonly Word[], pseudonyms: readonly T[]): WordMatch<T>[] {
  const { text, offsets } = joinWords(words);
  return matchText(text, pseudonyms).map((match) => {
    const firstWord = wordAt(offsets, match.start);
    const lastWord = wordAt(offsets, match.end - 1);
    return { pseudonym: match.pseudonym, firstWord, lastWord, start: words[firstWord].start, end: words[lastWord].end };
  });
}

function joinWords(words: readonly Word[]): { text: string; offsets: number[] } {
  const offsets: number[] = [];
  let text = '';
  for (const word of words) {
    if (text) text += ' ';
    offsets.push(text.length);
    text += word.text;
  }
  return { text, offsets };
}

/** The index of the word holding character `at` (offsets ascending). */
function wordAt(offsets: readonly number[], at: number): number {
  let index = 0;
  while (index + 1 < offsets.length && offsets[index + 1] <= at) index++;
  return index;
}

/**
 * The words with each match made one word: the replacement, with what the first word had before the match and the
 * last word after it ("(Jane" "Doe's" → "([Person A]'s"), timed from the first word's start to the last one's end,
 * without a confidence (a person chose it).
 */
export function replaceWords<T extends Term>(words: readonly Word[], pseudonyms: readonly T[], replacement: (pseudonym: T) => string): Word[] {
  const { text, offsets } = joinWords(words);
  const result: Word[] = [];
  let next = 0;
  for (const match of matchText(text, pseudonyms)) {
    const firstWord = wordAt(offsets, match.start);
    const lastWord = wordAt(offsets, match.end - 1);
    result.push(...words.slice(next, firstWord));
    const before = text.slice(offsets[firstWord], match.start);
    const after = text.slice(match.end, offsets[lastWord] + words[lastWord].text.length);
    result.push({ text: before + replacement(match.pseudonym) + after, start: words[firstWord].start, end: words[lastWord].end });
    next = lastWord + 1;
  }
  return [...result, ...words.slice(next)];
}
