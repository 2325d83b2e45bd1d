/**
 * The words the chapter finder compares (text-tiling.ts, key-phrases.ts): lower-cased letter runs, English stop words
 * dropped, with a light suffix stemming so "recording", "records" and "recorded" count as one term.
 */

// Function words and the fillers of speech: they say nothing about what a stretch of talk is about.
const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but by can could ' +
    'did do does doing done down during each even ever every few for from further get gets got had has have having he her here hers herself him ' +
    'himself his how i if in into is it its itself just know like make made many me might more most much must my myself never no nor not now of ' +
    'off often on once one only or other our ours ourselves out over own really right said same say says see she should so some something still ' +
    'such than that the their theirs them themselves then there these they thing things think this those though through to too under until up ' +
    'upon us very was we well were what when where which while who whom why will with would yes yet you your yours yourself yourselves ' +
    'uh um oh okay ok yeah mm hmm mhm kind sort lot lots way going gonna go went come came back time times two three first new old ' +
    'let lets want wanted tell told thank thanks great good'
  ).split(' '),
);

/** A word's stem: a few English suffixes taken off (not a full Porter stemmer: enough to join a word's common forms). */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 6) return undouble(word.slice(0, -3));
  if (word.endsWith('ed') && word.length > 5) return undouble(word.slice(0, -2));
  if (word.endsWith('ly') && word.length > 5) return word.slice(0, -2);
  if (word.endsWith('es') && /(?:sh|ch|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) return word.slice(0, -1);
  return word;
}

// "stopped" → "stopp" → "stop"; "running" → "runn" → "run".
const undouble = (word: string) => (/([b-df-hj-np-tv-z])\1$/.test(word) && !/(?:ll|ss|zz)$/.test(word) ? word.slice(0, -1) : word);

/** A text's words in order: lower-case runs of letters (apostrophes and hyphens inside kept). */
export function wordsOf(text: string): string[] {
  return text.toLocaleLowerCase().match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? [];
}

/** Whether a word carries content: not a stop word, and longer than two letters. */
export function isContentWord(word: string): boolean {
  return word.length > 2 && !STOP_WORDS.has(word);
}
