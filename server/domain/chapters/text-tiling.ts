import { seededRandom } from '../../lib/seeded-random.ts';
import { isContentWord, stem, wordsOf } from './words.ts';

/**
 * Where a transcript's subject changes, from how its vocabulary shifts: TextTiling (Hearst 1997, "TextTiling:
 * Segmenting text into multi-paragraph subtopic passages", Computational Linguistics 23(1)), over the transcript's own
 * words and never its speakers. The words are cut into token sequences of SEQUENCE_WORDS; at each gap between two
 * sequences the BLOCK sequences before and after are compared (cosine of their content terms' counts); the similarity
 * curve is smoothed, and each gap's depth (how far it lies below the peaks on either side) scored. Gaps deeper than
 * mean − sd/2 (Hearst's liberal cut-off), than MIN_DEPTH and than MIN_RELATIVE_DEPTH of the peaks around them are
 * boundaries, snapped to the nearest segment start; deepest first, each kept only while every chapter stays at least
 * MIN_SECONDS long or MIN_SEGMENTS segments. None at all when the text's deepest dip is no deeper than the same
 * sequences dip in shuffled orders (chanceDepth): talk on one subject is not cut.
 */

export interface TilingSegment {
  text: string;
  start: number;
  end: number;
}

export const SEQUENCE_WORDS = 20;
/**
 * Sequences compared on each side of a gap: 240 words, about a minute and a half of talk, near the shortest chapter
 * kept. Hearst's 6 (120 words) suits paragraphs of written text; against chapters of minutes its chance dips were as
 * deep as real changes of subject (bench/RESULTS.md, "chapters").
 */
const BLOCK = 12;
/** Shuffled orders of a text's sequences that tell how deep its dips go by chance (chanceDepth). */
const CHANCE_ROUNDS = 20;
/**
 * How many standard deviations past the shuffles' mean deepest dip a text's deepest dip must reach to be cut at all.
 * Measured on 150 one-subject texts made as bench/groups/chapters.ts makes its set (another seed): 3 cut one, 4 none.
 */
const CHANCE_SDS = 4;
/** Depth is in cosine units (0..2): a real change of subject drops the similarity by far more than this. */
const MIN_DEPTH = 0.05;
/** The least part of the peaks' similarity (left + right) that a boundary's depth is. */
const MIN_RELATIVE_DEPTH = 0.4;
export const MIN_SECONDS = 120;
export const MIN_SEGMENTS = 8;

type Counts = Map<string, number>;

function cosine(a: Counts, b: Counts): number {
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (const [term, n] of a) {
    aa += n * n;
    dot += n * (b.get(term) ?? 0);
  }
  for (const n of b.values()) bb += n * n;
  return aa && bb ? dot / Math.sqrt(aa * bb) : 0;
}

function summed(sequences: readonly Counts[]): Counts {
  const sum: Counts = new Map();
  for (const counts of sequences) for (const [term, n] of counts) sum.set(term, (sum.get(term) ?? 0) + n);
  return sum;
}

/** Each gap's depth below the highest similarity reached climbing left and right from it. */
export function depthScores(similarity: readonly number[]): number[] {
  return similarity.map((score, i) => {
    let left = score;
    for (let j = i - 1; j >= 0 && similarity[j] >= left; j--) left = similarity[j];
    let right = score;
    for (let j = i + 1; j < similarity.length && similarity[j] >= right; j++) right = similarity[j];
    return left - score + (right - score);
  });
}

const smoothed = (values: readonly number[]) =>
  values.map((_, i) => {
    const around = values.slice(Math.max(0, i - 1), i + 2);
    return around.reduce((sum, value) => sum + value, 0) / around.length;
  });

/** Gap g lies between sequences g and g + 1; near the ends the blocks are as long as the shorter side allows. */
const blockSize = (sequences: number) => (g: number) => Math.min(BLOCK, g + 1, sequences - 1 - g);
/** Whether gap g's blocks are long enough to trust: half a BLOCK or more. */
const trusted = (sizeAt: (g: number) => number, g: number) => sizeAt(g) * 2 >= BLOCK;

/** The smoothed similarity of the blocks on either side of each gap. */
function similarityCurve(sequences: readonly Counts[]): number[] {
  const sizeAt = blockSize(sequences.length);
  return smoothed(
    sequences.slice(0, -1).map((_, g) => cosine(summed(sequences.slice(g + 1 - sizeAt(g), g + 1)), summed(sequences.slice(g + 1, g + 1 + sizeAt(g))))),
  );
}

/**
 * How deep chance alone dips this text's similarity: the deepest trusted dip of each of CHANCE_ROUNDS shuffles of its
 * sequences (orders in which no stretch keeps a subject of its own), their mean plus CHANCE_SDS standard deviations.
 * Talk on one subject is as alike in any order, so its own deepest dip is one more draw of the same; a change of subject
 * goes deeper. Seeded by the text's length, so a transcript always gets the same chapters.
 */
function chanceDepth(sequences: readonly Counts[]): number {
  const random = seededRandom(sequences.length);
  const sizeAt = blockSize(sequences.length);
  const maxima: number[] = [];
  for (let round = 0; round < CHANCE_ROUNDS; round++) {
    let deepest = 0;
    const shuffled = [...sequences];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    depthScores(similarityCurve(shuffled)).forEach((depth, g) => {
      if (trusted(sizeAt, g)) deepest = Math.max(deepest, depth);
    });
    maxima.push(deepest);
  }
  const mean = maxima.reduce((sum, m) => sum + m, 0) / maxima.length;
  const sd = Math.sqrt(maxima.reduce((sum, m) => sum + (m - mean) ** 2, 0) / maxima.length);
  return mean + CHANCE_SDS * sd;
}

/**
 * The indexes of the segments where a new chapter starts (the first segment, where the first one starts, not included),
 * in order. None for a text too short to compare blocks of.
 */
export function chapterStarts(segments: readonly TilingSegment[]): number[] {
  // Token sequences: each the content terms of SEQUENCE_WORDS words, and where each segment's words begin.
  const sequences: Counts[] = [];
  const segmentAt: number[] = [];
  let words = 0;
  segments.forEach((segment, i) => {
    segmentAt.push(words);
    for (const word of wordsOf(segment.text)) {
      if (words % SEQUENCE_WORDS === 0) sequences.push(new Map());
      words += 1;
      if (!isContentWord(word)) continue;
      const term = stem(word);
      const counts = sequences[sequences.length - 1];
      counts.set(term, (counts.get(term) ?? 0) + 1);
    }
    if (i === segments.length - 1) segmentAt.push(words);
  });
  if (sequences.length < 4) return [];
  const sizeAt = blockSize(sequences.length);
  const similarity = similarityCurve(sequences);
  const depths = depthScores(similarity);
  // Talk whose deepest dip chance makes too is on one subject: one chapter.
  if (Math.max(0, ...depths.filter((_, g) => trusted(sizeAt, g))) <= chanceDepth(sequences)) return [];
  const mean = depths.reduce((sum, depth) => sum + depth, 0) / depths.length;
  const sd = Math.sqrt(depths.reduce((sum, depth) => sum + (depth - mean) ** 2, 0) / depths.length);
  const cutoff = Math.max(mean - sd / 2, MIN_DEPTH);
  const candidates = depths
    .map((depth, g) => ({ depth, g }))
    // A boundary is at a valley (deeper than both neighbouring gaps) between blocks long enough to trust, and
    // the similarity there has fallen by a good part of the peaks' (a relative depth: texts differ in how alike their parts are).
    .filter(({ depth, g }) => depth > cutoff && depth >= (depths[g - 1] ?? 0) && depth >= (depths[g + 1] ?? 0))
    .filter(({ depth, g }) => trusted(sizeAt, g) && depth >= MIN_RELATIVE_DEPTH * (depth + 2 * similarity[g]))
    .sort((a, b) => b.depth - a.depth);
  const starts: number[] = [];
  for (const { g } of candidates) {
    const at = nearestSegment(segmentAt, (g + 1) * SEQUENCE_WORDS);
    if (at <= 0 || at >= segments.length) continue;
    const bounds = [0, ...starts, segments.length].sort((a, b) => a - b);
    const after = bounds.findIndex((bound) => bound >= at);
    if (bounds[after] === at) continue;
    const before = bounds[after - 1];
    if (longEnough(segments, before, at) && longEnough(segments, at, bounds[after])) starts.push(at);
  }
  return starts.sort((a, b) => a - b);
}

/** The segment whose first word is nearest word `position` (segmentAt: each segment's first word, then the word count). */
function nearestSegment(segmentAt: readonly number[], position: number): number {
  let best = 0;
  for (let i = 1; i < segmentAt.length - 1; i++) if (Math.abs(segmentAt[i] - position) < Math.abs(segmentAt[best] - position)) best = i;
  return best;
}

/** Whether segments from..to (to not included) make a chapter long enough: MIN_SECONDS, or MIN_SEGMENTS segments. */
function longEnough(segments: readonly TilingSegment[], from: number, to: number): boolean {
  return to - from >= MIN_SEGMENTS || segments[to - 1].end - segments[from].start >= MIN_SECONDS;
}
