/**
 * Deterministic transcript clean-up, the offline refine engine. It only touches characters within a
 * segment's text; timings, speakers and the number of segments are the caller's and stay as they are.
 * Consecutive segments are one running text: a sentence may go on into the next segment, across a
 * speaker change too (refineSegments).
 */

const FILLERS = new Set(['um', 'umm', 'uh', 'uhh', 'uhm', 'erm', 'er']);
// Doubles that are correct English ("he had had enough", "I know that that is true", "what it is is …").
const KEEP_DOUBLED = new Set(['had', 'that', 'is']);
// Abbreviations after which a lower-case word does not start a sentence.
const ABBREVIATIONS = new Set(['e.g.', 'i.e.', 'vs.', 'cf.']);

interface Token {
  lead: string;
  core: string;
  trail: string;
}

function tokenize(text: string): Token[] {
  return text
    .split(' ')
    .filter(Boolean)
    .map((raw) => {
      const [, lead, core, trail] = raw.match(/^([("'“‘[]*)(.*?)([.,!?;:)"'”’\]…]*)$/s)!;
      return { lead, core, trail };
    });
}

const join = (tokens: Token[]) => tokens.map((t) => t.lead + t.core + t.trail).join(' ');

/** Drops filler words, moving a sentence end they carried onto the word before ("so, um." -> "so."). */
function dropFillers(tokens: Token[]): Token[] {
  const kept: Token[] = [];
  for (const token of tokens) {
    if (!FILLERS.has(token.core.toLowerCase())) {
      kept.push({ ...token });
      continue;
    }
    const end = token.trail.match(/[.!?…]+/)?.[0];
    const previous = kept.at(-1);
    if (end && previous) previous.trail = previous.trail.replace(/[,;:]+$/, '') + (/[.!?…]$/.test(previous.trail) ? '' : end);
  }
  return kept;
}

/** "the the cat" -> "the cat": a word said twice in a row, with no punctuation between, is said once. */
function collapseRepeats(tokens: Token[]): Token[] {
  return tokens.filter((token, i) => {
    const next = tokens[i + 1];
    const word = token.core.toLowerCase();
    return !(next && /\w/.test(word) && !token.trail && !next.lead && next.core.toLowerCase() === word && !KEEP_DOUBLED.has(word));
  });
}

function fixSpacing(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/ ([,.!?;:…])/g, '$1')
    .replace(/([,;!?])(?=[A-Za-z])/g, '$1 ')
    .replace(/:(?=[A-Za-z])/g, ': ')
    // "end.Next" but not "U.S.A", "3.5", or a domain or file name ("www.Asterisk.org", "Node.js": another dot follows)
    .replace(/\.(?=[A-Z][a-z]+(?:[^\w.]|\.(?!\w)|$))/g, '. ')
    .trim();
}

function capitaliseI(text: string): string {
  return text.replace(/\bi\b(?!\.\w)/g, 'I');
}

/** Capitals after each sentence end, and at the start when the text starts a sentence (`startsSentence`). */
function sentenceCase(text: string, startsSentence: boolean): string {
  return text.replace(/(^|[.!?…]+["'”’)]* +)(["'“‘(]*)(\p{Ll})/gu, (match, before: string, quote: string, letter: string, at: number) => {
    if (!before && !startsSentence) return match;
    const previousWord = text.slice(0, at + before.length).trim().split(' ').at(-1)?.toLowerCase() ?? '';
    if (before && ABBREVIATIONS.has(previousWord)) return match;
    return before + quote + letter.toUpperCase();
  });
}

function endSentence(text: string): string {
  if (!text) return text;
  const [, body, closers] = text.match(/^(.*?)(["'”’)\]]*)$/s)!;
  if (/[.!?…]$/.test(body)) return text;
  return body.replace(/[,;:]+$/, '') + '.' + closers;
}

/** Where a text sits in the running text: whether it starts a sentence, and whether its last sentence ends in it. */
export interface Place {
  startsSentence: boolean;
  endsSentence: boolean;
}

const ALONE: Place = { startsSentence: true, endsSentence: true };

export function refineText(text: string, place: Place = ALONE): string {
  const tokens = collapseRepeats(dropFillers(tokenize(fixSpacing(text))));
  const cased = sentenceCase(capitaliseI(fixSpacing(join(tokens))), place.startsSentence);
  // A sentence that goes on in the next segment keeps the comma the recognizer heard ("my fellow Americans," | "ask not").
  return place.endsSentence ? endSentence(cased) : cased;
}

const TERMINAL = /[.!?…]["'”’)\]]*$/;
/** The first letter of a text, past quotes and brackets, and the word it begins. */
const FIRST_WORD = /^[^\p{L}\p{N}]*([\p{L}\p{N}][\p{L}\p{N}'’]*)/u;
/** "I", "I'm", "I've"…: a capital that says nothing about a sentence starting. */
const PRONOUN_I = /^I(?:['’](?:m|ve|ll|d|s))?$/;

/**
 * Whether the segment after a text without a sentence end starts a new sentence: it does when it starts with a
 * capital (other than the pronoun I); with a small letter, a digit or nothing known, the sentence goes on, and no
 * full stop is added where the speaker may not have finished (a recognizer cuts segments at pauses and speaker
 * changes, not at sentence ends).
 */
function startsNewSentence(next: string | undefined): boolean {
  if (next === undefined) return true;
  const word = FIRST_WORD.exec(next.trim())?.[1];
  return !!word && /^\p{Lu}/u.test(word) && !PRONOUN_I.test(word);
}

/**
 * Refines consecutive segments as one running text: a segment whose sentence goes on into the next gets no full
 * stop, and the next no capital. The signal is the recognizer's own casing, so text without any is taken segment by
 * segment.
 */
export function refineSegments(texts: readonly string[]): string[] {
  const trimmed = texts.map((text) => fixSpacing(text));
  // Text with neither capitals nor punctuation (as Vosk and PocketSphinx wrote it, in transcripts of earlier releases)
  // says nothing by a small letter: there each segment is taken as a sentence, as they mostly are.
  const cased = trimmed.some((text) => /\p{Lu}|[.!?…]/u.test(text));
  let startsSentence = true;
  return trimmed.map((text, i) => {
    if (!text) return text;
    const next = trimmed.slice(i + 1).find(Boolean);
    const endsSentence = !cased || TERMINAL.test(text) || startsNewSentence(next);
    const refined = refineText(text, { startsSentence, endsSentence });
    startsSentence = TERMINAL.test(refined);
    return refined;
  });
}
