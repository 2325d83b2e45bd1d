import { matchText, replaceMatches } from './match.ts';
import { nextReplacement, termListKey } from './pseudonym.ts';

/**
 * What the language model is sent instead of a term (README "Pseudonyms", what the LLM is sent): the term's
 * replacement, in square brackets when it has none ("Participant 7" → "[Participant 7]"), so that one placeholder is
 * never part of another and can be counted in an answer.
 */
export interface PlaceholderTerm {
  term: string;
  replacement: string;
}

export const placeholderOf = ({ replacement }: PlaceholderTerm): string => (/^\[.*\]$/su.test(replacement) ? replacement : `[${replacement}]`);

export function hideTerms(text: string, terms: readonly PlaceholderTerm[]): string {
  return replaceMatches(text, matchText(text, terms), placeholderOf);
}

/** Every string in a JSON value with its terms hidden (keys are the caller's own words and stay). */
export function hideInJson(value: unknown, terms: readonly PlaceholderTerm[]): unknown {
  if (typeof value === 'string') return hideTerms(value, terms);
  if (Array.isArray(value)) return value.map((item) => hideInJson(item, terms));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, hideInJson(item, terms)]));
  return value;
}

/**
 * The model's answer for `original` (whose hidden form it was sent) with the terms put back, each placeholder by the
 * words it stood for there, in order ("jane's" comes back as written). Null when the answer did not keep every
 * placeholder exactly as often as it was sent: the caller then keeps `original`.
 */
export function revealTerms(answer: string, original: string, terms: readonly PlaceholderTerm[]): string | null {
  const queues = new Map<string, string[]>();
  for (const match of matchText(original, terms)) {
    const placeholder = placeholderOf(match.pseudonym);
    queues.set(placeholder, [...(queues.get(placeholder) ?? []), original.slice(match.start, match.end)]);
  }
  if (queues.size === 0) return answer;
  const pattern = new RegExp([...queues.keys()].map((placeholder) => placeholder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  const found = answer.match(pattern) ?? [];
  for (const [placeholder, originals] of queues) {
    if (found.filter((item) => item === placeholder).length !== originals.length) return null;
  }
  return answer.replace(pattern, (placeholder) => queues.get(placeholder)!.shift()!);
}

/**
 * A model's text that answers no one original (a summary, a title) with each placeholder as the first term it stands
 * for: the names come back as they are written in the list.
 */
export function revealPlaceholders(answer: string, terms: readonly PlaceholderTerm[]): string {
  const back = new Map<string, string>();
  for (const term of terms) if (!back.has(placeholderOf(term))) back.set(placeholderOf(term), term.term);
  if (back.size === 0) return answer;
  const pattern = new RegExp([...back.keys()].map((placeholder) => placeholder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  return answer.replace(pattern, (placeholder) => back.get(placeholder)!);
}

/** TAPESCRIPT_LLM_PSEUDONYMISE: whether the model is sent placeholders (README "Pseudonyms", what the model is sent). */
export const LLM_PSEUDONYMISE = ['auto', 'on', 'off'] as const;
export type LlmPseudonymise = (typeof LLM_PSEUDONYMISE)[number];

/**
 * What the model must be sent as placeholders for one transcript: off, nothing; auto, nothing while it has no
 * pseudonyms (its own or the library's); else its pseudonyms and every speaker name that is not "Speaker N", each
 * unlisted one as the next free "[Person …]".
 */
export function termsForModel(mode: LlmPseudonymise, list: readonly PlaceholderTerm[], speakers: readonly string[]): PlaceholderTerm[] {
  if (mode === 'off' || (mode === 'auto' && list.length === 0)) return [];
  const terms: PlaceholderTerm[] = list.map(({ term, replacement }) => ({ term, replacement }));
  const listed = new Set(list.map((entry) => termListKey(entry.term)));
  for (const speaker of speakers) {
    const key = termListKey(speaker);
    if (!key || listed.has(key) || /^speaker \d+$/.test(key)) continue;
    listed.add(key);
    terms.push({ term: speaker, replacement: nextReplacement('person', terms.map((term) => term.replacement)) });
  }
  return terms;
}
