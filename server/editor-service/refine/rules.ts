/**
 * Deterministic transcript clean-up, the offline refine engine. It only touches characters within a
 * segment's text; timings, speakers and the number of segments are the caller's and stay as they are.
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
    .replace(/\.(?=[A-Z][a-z])/g, '. ') // "end.Next" but not "U.S.A" or "3.5"
    .trim();
}

function capitaliseI(text: string): string {
  return text.replace(/\bi\b(?!\.\w)/g, 'I');
}

function sentenceCase(text: string): string {
  return text.replace(/(^|[.!?…]+["'”’)]* +)(["'“‘(]*)(\p{Ll})/gu, (match, before: string, quote: string, letter: string, at: number) => {
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

export function refineText(text: string): string {
  const tokens = collapseRepeats(dropFillers(tokenize(fixSpacing(text))));
  return endSentence(sentenceCase(capitaliseI(fixSpacing(join(tokens)))));
}
