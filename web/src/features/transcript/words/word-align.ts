/** One recognized word with its timing (Segment.words); confidence is null where a person typed it. */
export interface Word {
  text: string;
  start: number;
  end: number;
  confidence: number | null;
}

/** A whitespace-separated word of the text on screen, with the recognized word it still is, if any. */
export interface Token {
  from: number;
  to: number;
  word: Word | null;
}

/** Below this the recognizer was unsure: the word is underlined for review. */
export const UNCERTAIN_BELOW = 0.6;

export const isUncertain = (word: Word | null): boolean => word !== null && word.confidence !== null && word.confidence < UNCERTAIN_BELOW;

/** What the uncertain words' mark means, where they are marked and beside "Next uncertain word". */
export const UNCERTAIN_LEGEND = 'A dotted amber underline marks an uncertain word: the recognizer was not sure of it.';

const same = (token: string, word: Word) => token === word.text.trim();

/**
 * The words of `text` matched to the recognized `words` in order (a longest common subsequence), so a
 * word the user edited, added or removed has no recognized word: no timing and no uncertainty mark,
 * while every untouched word keeps both.
 */
export function alignWords(text: string, words: readonly Word[]): Token[] {
  const tokens = [...text.matchAll(/\S+/g)].map((match) => ({ from: match.index, to: match.index + match[0].length, text: match[0] }));
  const n = tokens.length;
  const m = words.length;
  if (m === 0) return tokens.map(({ from, to }) => ({ from, to, word: null }));
  // lengths[i][j]: the longest match of tokens[i..] and words[j..].
  const lengths = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i][j] = same(tokens[i].text, words[j]) ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
    }
  }
  const result: Token[] = [];
  let j = 0;
  for (let i = 0; i < n; i++) {
    while (j < m && !same(tokens[i].text, words[j]) && lengths[i][j + 1] >= lengths[i][j]) j++;
    const matched = j < m && same(tokens[i].text, words[j]) && lengths[i][j] === lengths[i + 1][j + 1] + 1;
    result.push({ from: tokens[i].from, to: tokens[i].to, word: matched ? words[j] : null });
    if (matched) j++;
  }
  return result;
}

/** The token at a character offset (a click or the caret), or the one just before it at a word's end. */
export function tokenAt(tokens: readonly Token[], offset: number): Token | null {
  return tokens.find((token) => token.from <= offset && offset <= token.to) ?? null;
}

export interface UncertainWord {
  segmentStart: number;
  from: number;
  to: number;
  word: Word;
}

/** The first uncertain word that starts after `time`, in the segments' order; null when none is left. */
export function nextUncertainWord(
  segments: ReadonlyArray<{ start: number; text: string; words: readonly Word[] }>,
  time: number,
): UncertainWord | null {
  for (const segment of segments) {
    if (segment.words.length === 0 || segment.words[segment.words.length - 1].start <= time) continue;
    for (const token of alignWords(segment.text, segment.words)) {
      if (token.word && token.word.start > time && isUncertain(token.word)) {
        return { segmentStart: segment.start, from: token.from, to: token.to, word: token.word };
      }
    }
  }
  return null;
}
