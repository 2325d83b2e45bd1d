import { isContentWord, stem, wordsOf } from '../chapters/words.ts';
import type { Segment } from '../segment-types.ts';

/** A sentence of the transcript: its words, who says it and where its segment starts (what a citation names). */
export interface SpokenSentence {
  text: string;
  speaker: string | null;
  start: number;
}

/** Sentences shorter than this say too little to summarise; longer ones are run-ons a reader cannot take in. */
const MIN_WORDS = 6;
const MAX_WORDS = 60;
/** A sentence this similar to one already chosen repeats it. */
const REPEATS = 0.5;

/** Each segment's sentences, in transcript order, at ., ! ?, … (a segment without one is one sentence). */
export function sentencesOf(segments: readonly Segment[]): SpokenSentence[] {
  return segments.flatMap((segment) =>
    segment.text
      .split(/(?<=[.!?…])\s+/u)
      .map((text) => text.trim())
      .filter(Boolean)
      .map((text) => ({ text, speaker: segment.speaker || null, start: segment.start })),
  );
}

/** How many sentences a summary of `n` has: 3 to 6, about one per 30. */
export const summaryLength = (n: number): number => Math.min(n, Math.max(3, Math.min(6, Math.round(n / 30))));

type Vector = Map<string, number>;

function unit(vector: Vector): Vector {
  const norm = Math.sqrt([...vector.values()].reduce((sum, v) => sum + v * v, 0));
  return norm ? new Map([...vector].map(([term, v]) => [term, v / norm])) : vector;
}

const dot = (a: Vector, b: Vector) => [...a].reduce((sum, [term, v]) => sum + v * (b.get(term) ?? 0), 0);

/**
 * The most central sentences, in transcript order (an extractive summary): each sentence is a TF-IDF vector over its
 * stemmed content words, and its centrality is the sum of its cosine similarities to every other sentence (degree
 * centrality, LexRank without the threshold). With unit vectors that sum is its dot product with the sum of all the
 * vectors less itself, so it takes one pass, not one per pair. A sentence that repeats a better one is passed over.
 */
export function centralSentences(sentences: readonly SpokenSentence[], count = summaryLength(sentences.length)): SpokenSentence[] {
  const sized = sentences.filter((sentence) => {
    const n = wordsOf(sentence.text).length;
    return n >= MIN_WORDS && n <= MAX_WORDS;
  });
  const pool = sized.length >= count ? sized : [...sentences];
  const terms = pool.map((sentence) => {
    const counts: Vector = new Map();
    for (const word of wordsOf(sentence.text)) if (isContentWord(word)) counts.set(stem(word), (counts.get(stem(word)) ?? 0) + 1);
    return counts;
  });
  const documents = new Map<string, number>();
  for (const counts of terms) for (const term of counts.keys()) documents.set(term, (documents.get(term) ?? 0) + 1);
  const vectors = terms.map((counts) => unit(new Map([...counts].map(([term, n]) => [term, n * Math.log(pool.length / documents.get(term)!)]))));
  const sum: Vector = new Map();
  for (const vector of vectors) for (const [term, v] of vector) sum.set(term, (sum.get(term) ?? 0) + v);
  const ranked = vectors
    .map((vector, i) => ({ i, centrality: dot(vector, sum) - dot(vector, vector) }))
    .sort((a, b) => b.centrality - a.centrality || a.i - b.i);
  const chosen: number[] = [];
  for (const { i } of ranked) {
    if (chosen.length === count) break;
    if (chosen.every((j) => dot(vectors[i], vectors[j]) < REPEATS)) chosen.push(i);
  }
  return chosen.sort((a, b) => a - b).map((i) => pool[i]);
}
