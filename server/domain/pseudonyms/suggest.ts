import type { Segment } from '../segment-types.ts';
import { matchText } from './match.ts';
import { termListKey, type PseudonymKind } from './pseudonym.ts';

/** Why a term is offered (README "Pseudonyms", suggestions). */
export type SuggestionReason = 'speaker' | 'email' | 'phone' | 'address' | 'name' | 'vocabulary';

export interface PseudonymSuggestion {
  term: string;
  kind: PseudonymKind;
  reason: SuggestionReason;
  /** How often it occurs in the text (a speaker's name: in its segments' texts, 0 when only a speaker). */
  count: number;
}

/**
 * Terms worth a pseudonym, found with best-effort English patterns: the speakers' names (not "Speaker N"), e-mail
 * addresses, phone numbers (7 digits or more), street addresses ("12 Baker Street"), capitalised names said more
 * than once and at least once inside a sentence ("Jane Doe", not "So" or "Monday"), and the vocabulary given at
 * upload. Terms already listed (`listed`, compared as terms are) and dismissed ones (by term key) are left out.
 */
export function suggestPseudonyms(
  segments: readonly Pick<Segment, 'speaker' | 'text'>[],
  vocabulary: readonly string[],
  listed: readonly { term: string }[],
  dismissed: ReadonlySet<string>,
): PseudonymSuggestion[] {
  const text = segments.map((segment) => segment.text).join('\n');
  const found: Array<Omit<PseudonymSuggestion, 'count'>> = [
    ...segments.map((segment) => segment.speaker).filter((speaker) => speaker && !GENERIC_SPEAKER.test(speaker)).map((term) => ({ term, kind: 'person' as const, reason: 'speaker' as const })),
    ...matchesOf(text, EMAIL).map((term) => ({ term, kind: 'contact' as const, reason: 'email' as const })),
    ...matchesOf(text, PHONE).filter((term) => term.replace(/\D/g, '').length >= 7).map((term) => ({ term, kind: 'contact' as const, reason: 'phone' as const })),
    ...matchesOf(text, ADDRESS).map((term) => ({ term, kind: 'place' as const, reason: 'address' as const })),
    ...recurringNames(segments.map((segment) => segment.text)).map((term) => ({ term, kind: 'person' as const, reason: 'name' as const })),
    ...vocabulary.map((term) => ({ term: term.trim(), kind: 'other' as const, reason: 'vocabulary' as const })),
  ];
  const seen = new Set([...listed.map((entry) => termListKey(entry.term)), ...dismissed, '']);
  const suggestions: PseudonymSuggestion[] = [];
  for (const suggestion of found) {
    const key = termListKey(suggestion.term);
    if (seen.has(key)) continue;
    seen.add(key);
    suggestions.push({ ...suggestion, count: matchText(text, [suggestion]).length });
  }
  return suggestions;
}

const GENERIC_SPEAKER = /^(speaker|unknown|spk)[\s_-]*\d*$/i;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const PHONE = /(?<![\p{L}\p{N}])\+?\(?\d[\d\s().-]{5,}\d(?![\p{L}\p{N}])/gu;
const ADDRESS =
  /\b\d{1,5}[a-z]?\s+(?:[A-Z][\p{L}'’-]*\s+){1,3}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Boulevard|Blvd|Way|Court|Ct|Place|Pl|Terrace|Close|Crescent|Square|Row|Hill|Gardens)\b\.?/gu;

function matchesOf(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((found) => found[0].trim().replace(/[.,]$/, ''));
}

/** Capitalised words that are rarely names: said at a sentence's start, or every day. */
const NOT_NAMES = new Set(
  (
    'I Im Ive Id Ill A An The And But Or So Yes No Oh Ok Okay Yeah Well Now Then This That These Those It Its We You He She They ' +
    'My Our Your His Her Their What When Where Why How Who Which If In On At For To Of By With From As Mr Mrs Ms Dr Sir ' +
    'Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December ' +
    'God English Christmas Easter TV OK'
  )
    .toLowerCase()
    .split(/\s+/),
);

const POSSESSIVE = /['’]s$/i;
const NAME_WORD = /^[\p{Lu}][\p{Ll}'’-]*[\p{Ll}]$|^[\p{Lu}]{2,}$/u;

/** Runs of capitalised words ("Jane Doe") said at least twice, at least once not where a sentence starts. */
function recurringNames(texts: readonly string[]): string[] {
  const counts = new Map<string, { term: string; total: number; inside: number }>();
  for (const text of texts) {
    const words = [...text.matchAll(/[\p{L}][\p{L}'’-]*|[.!?]+/gu)].map((found) => found[0].replace(POSSESSIVE, ''));
    for (let i = 0; i < words.length; i++) {
      if (!isName(words[i])) continue;
      const startsSentence = i === 0 || /^[.!?]/.test(words[i - 1]);
      let j = i;
      while (j + 1 < words.length && isName(words[j + 1])) j++;
      const term = words.slice(i, j + 1).join(' ');
      const entry = counts.get(term.toLowerCase()) ?? { term, total: 0, inside: 0 };
      entry.total++;
      if (!startsSentence) entry.inside++;
      counts.set(term.toLowerCase(), entry);
      i = j;
    }
  }
  return [...counts.values()].filter((entry) => entry.total >= 2 && entry.inside >= 1).map((entry) => entry.term);
}

function isName(word: string): boolean {
  return NAME_WORD.test(word) && !NOT_NAMES.has(word.toLowerCase());
}
