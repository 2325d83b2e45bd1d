import type { RecognizedWord } from './types.ts';

// Markers pocketsphinx puts among the words: sentence bounds, silence, noise classes (<s>, <sil>, [NOISE], ++BREATH++).
const NOT_A_WORD = /^(<.*>|\[.*\]|\+\+.*\+\+)$/;

/**
 * Reads the word lines of `pocketsphinx_continuous -time yes`: "word start end posterior", one per line,
 * interleaved with a plain hypothesis line per utterance (which has no numbers and is skipped).
 * Alternate pronunciations are marked "word(2)".
 */
export function parsePocketsphinxTimes(output: string, offsetSeconds = 0): RecognizedWord[] {
  const words: RecognizedWord[] = [];
  for (const line of output.split('\n')) {
    const match = line.trim().match(/^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/);
    if (!match) continue;
    const text = match[1].replace(/\(\d+\)$/, '');
    if (NOT_A_WORD.test(text)) continue;
    words.push({
      text,
      start: round(Number(match[2]) + offsetSeconds),
      end: round(Number(match[3]) + offsetSeconds),
      confidence: Math.min(1, Math.max(0, Number(match[4]))),
    });
  }
  return words;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
