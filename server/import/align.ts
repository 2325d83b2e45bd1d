/**
 * Times for an imported transcript. With audio, its words are aligned onto the recognizer's (a word diff of their
 * normalized forms): a word both have takes the recognizer's time, and a run of words only the file has is laid over
 * the recognizer's words in its place (what it heard there instead), else over the gap between its neighbours.
 * Without audio, the file's own times are kept (or none). The text is the file's as written, either way.
 */
import { normalizeTranscribed } from '../domain/segments.ts';
import type { Segment, Word } from '../domain/segment-types.ts';
import { diffSteps } from '../domain/word-diff.ts';
import { segmentWords, wordKey } from '../../shared/segment-words.ts';
import type { ImportedSegment } from './imported.ts';

/** A word the recognizer heard, with its time. */
export interface HeardWord {
  text: string;
  start: number;
  end: number;
  confidence?: number;
}

/** The recognizer's words in order: its segments' timed words, or a segment's text spread over it where it has none. */
export function heardWords(transcribed: readonly Segment[]): HeardWord[] {
  return transcribed.flatMap((segment) => (segment.words?.length ? segment.words : spread(segmentWords(segment.text), segment.start, segment.end)));
}

/**
 * Segments timed as the file times them: a segment without a start takes the last one before it (0 at first), one
 * without an end ends where the next starts. Equal starts are set a millisecond apart (normalizeTranscribed).
 */
export function fileTimedSegments(imported: readonly ImportedSegment[]): Segment[] {
  let last = 0;
  const starts = imported.map((segment) => (last = segment.start ?? last));
  const segments = imported.map((segment, i) => ({
    speaker: segment.speaker,
    text: segment.text,
    start: starts[i],
    end: segment.end ?? starts[i + 1] ?? starts[i],
  }));
  return normalizeTranscribed(segments).map(({ words: _none, ...segment }) => segment);
}

/** Spreads `texts` over [from, to] by their length. */
function spread(texts: readonly string[], from: number, to: number): Word[] {
  const total = texts.reduce((sum, text) => sum + text.length, 0) || 1;
  let done = 0;
  return texts.map((text) => {
    const start = from + ((to - from) * done) / total;
    done += text.length;
    return { text, start, end: from + ((to - from) * done) / total };
  });
}

/** For each imported word, the index of the heard word it matched, or -1. */
function matches(imported: readonly string[], heard: readonly HeardWord[]): number[] {
  // A word of punctuation alone has no key, and matches nothing.
  const keyOf = (text: string, i: number, side: string) => wordKey(text) || `\u0000${side}${i}`;
  const found = new Array<number>(imported.length).fill(-1);
  let i = 0;
  let j = 0;
  const steps = diffSteps(
    imported.map((text, k) => keyOf(text, k, 'i')),
    heard.map((word, k) => keyOf(word.text, k, 'h')),
  );
  for (const step of steps) {
    if (step.kind === 'same') found[i++] = j++;
    else if (step.kind === 'removed') i++;
    else j++;
  }
  return found;
}

/**
 * A run of imported words no heard word matched, laid over the heard words between its neighbours (`between`, over
 * [from, to]). Where a segment (a turn) starts inside the run, the run is cut there and the heard words where they
 * pause longest, as turns change at pauses; spread by length within each part, or over the whole when too few words
 * were heard to cut.
 */
function layRun(run: readonly string[], turnStarts: readonly number[], between: readonly HeardWord[], from: number, to: number): Word[] {
  if (turnStarts.length === 0 || between.length < turnStarts.length + 1) return spread(run, from, to);
  const pauses = between
    .slice(1)
    .map((word, k) => ({ at: k + 1, length: word.start - between[k].end }))
    .sort((a, b) => b.length - a.length)
    .slice(0, turnStarts.length)
    .map((pause) => pause.at)
    .sort((a, b) => a - b);
  const runCuts = [0, ...turnStarts, run.length];
  const heardCuts = [0, ...pauses, between.length];
  return runCuts.slice(0, -1).flatMap((cut, part) => {
    const heardPart = between.slice(heardCuts[part], heardCuts[part + 1]);
    return spread(run.slice(cut, runCuts[part + 1]), heardPart[0].start, heardPart[heardPart.length - 1].end);
  });
}

/**
 * Every imported word with its time: the heard word's where they match, else laid over what lies between matches
 * (`turnStarts`: the indexes of the words that begin a segment).
 */
function timedWords(imported: readonly string[], turnStarts: ReadonlySet<number>, heard: readonly HeardWord[], duration: number): { words: Word[]; agreed: boolean } {
  const found = matches(imported, heard);
  const words: Word[] = [];
  for (let i = 0; i < imported.length; ) {
    const j = found[i];
    if (j !== -1) {
      const { start, end, confidence } = heard[j];
      words.push({ text: imported[i], start, end, ...(confidence !== undefined && { confidence }) });
      i++;
      continue;
    }
    let runEnd = i;
    while (runEnd < imported.length && found[runEnd] === -1) runEnd++;
    const before = i > 0 ? found[i - 1] : -1;
    const after = runEnd < imported.length ? found[runEnd] : heard.length;
    const between = heard.slice(before + 1, after);
    const from = between.length ? between[0].start : before >= 0 ? heard[before].end : 0;
    const to = between.length ? between[between.length - 1].end : after < heard.length ? heard[after].start : Math.max(from, duration);
    const inside = Array.from({ length: runEnd - i - 1 }, (_, k) => k + 1).filter((k) => turnStarts.has(i + k));
    words.push(...layRun(imported.slice(i, runEnd), inside, between, from, Math.max(from, to)));
    i = runEnd;
  }
  return { words, agreed: found.some((j) => j !== -1) };
}

/**
 * The imported segments timed by the audio's recognized words (`heard`, in order). Where not one word agrees (another
 * language, or no speech heard), the file's own times stand, if it has any.
 */
export function alignedSegments(imported: readonly ImportedSegment[], heard: readonly HeardWord[], duration: number): Segment[] {
  const perSegment = imported.map((segment) => segmentWords(segment.text));
  const all = perSegment.flat();
  let counted = 0;
  const turnStarts = new Set(perSegment.map((words) => (counted += words.length) - words.length));
  const { words, agreed } = timedWords(all, turnStarts, heard, duration);
  if (!agreed && imported.some((segment) => segment.start !== undefined)) return fileTimedSegments(imported);
  let at = 0;
  const segments = imported.map((segment, i) => {
    const own = words.slice(at, (at += perSegment[i].length));
    return { speaker: segment.speaker, text: segment.text, start: own[0].start, end: own[own.length - 1].end, words: own };
  });
  return normalizeTranscribed(segments, duration);
}
