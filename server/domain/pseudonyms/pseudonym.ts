import { termWords } from './match.ts';

/** What a term names; it picks the sequence its default replacements come from. */
export const PSEUDONYM_KINDS = ['person', 'org', 'place', 'contact', 'other'] as const;
export type PseudonymKind = (typeof PSEUDONYM_KINDS)[number];

/** One term and what is shown instead; `transcriptId` null for the library's list (every transcript). */
export interface Pseudonym {
  id: string;
  transcriptId: string | null;
  term: string;
  kind: PseudonymKind;
  replacement: string;
}

/**
 * The default replacements, one sequence per kind (README "Pseudonyms"): people are lettered like spreadsheet columns
 * ("[Person A]" … "[Person Z]", "[Person AA]"), the rest numbered ("[Organisation 1]", "[Place 1]", "[Contact 1]",
 * "[Redacted 1]").
 */
const SEQUENCES: Record<PseudonymKind, { label: string; lettered: boolean }> = {
  person: { label: 'Person', lettered: true },
  org: { label: 'Organisation', lettered: false },
  place: { label: 'Place', lettered: false },
  contact: { label: 'Contact', lettered: false },
  other: { label: 'Redacted', lettered: false },
};

function letters(n: number): string {
  let name = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) name = String.fromCharCode(65 + ((k - 1) % 26)) + name;
  return name;
}

/** The nth (from 1) default replacement of a kind. */
export function defaultReplacement(kind: PseudonymKind, n: number): string {
  const { label, lettered } = SEQUENCES[kind];
  return `[${label} ${lettered ? letters(n) : n}]`;
}

/** The first default replacement of `kind` that none of `taken` uses (case aside). */
export function nextReplacement(kind: PseudonymKind, taken: readonly string[]): string {
  const used = new Set(taken.map((replacement) => replacement.toLowerCase()));
  for (let n = 1; ; n++) {
    const candidate = defaultReplacement(kind, n);
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}

/** The term as lists are keyed: its compared words, one space apart ("Acme, Inc." and "acme inc" are one term). */
export function termListKey(term: string): string {
  return termWords(term).join(' ');
}

/**
 * What applies to one transcript: its own list, then the library's terms it does not list itself. On a clash (the
 * same term in both) the transcript's entry wins: it is the more particular choice.
 */
export function mergeLists(own: readonly Pseudonym[], library: readonly Pseudonym[]): Pseudonym[] {
  const listed = new Set(own.map((pseudonym) => termListKey(pseudonym.term)));
  return [...own, ...library.filter((pseudonym) => !listed.has(termListKey(pseudonym.term)))];
}
