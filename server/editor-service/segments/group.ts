import type { Segment } from '../contract.ts';

/** One recognized word; times are seconds from the start of the audio. */
export interface RecognizedWord {
  text: string;
  start: number;
  end: number;
  /** 0..1 where the engine reports one. */
  confidence?: number;
}

/** A stretch of the audio one speaker holds; speakers are numbered from 0 in the order the speaker step found them. */
export interface SpeakerTurn {
  start: number;
  end: number;
  speaker: number;
}

export interface SpokenWord extends RecognizedWord {
  speaker: number;
}

/** A pause this long ends a sentence even without punctuation (an engine may give none). */
const SENTENCE_PAUSE = 1.0;
/** A speaker change this close to a sentence end is taken to happen at it. */
const SNAP_TO_SENTENCE = 0.5;
/** Runs this short that change speaker in the middle of a sentence are a mislabel, not a turn. */
const SHORTEST_FLIP = 2;

const SENTENCE_END = /[.!?…]["'”’)\]]*$/;

const endsSentence = (words: readonly RecognizedWord[], i: number) =>
  SENTENCE_END.test(words[i].text) || i === words.length - 1 || words[i + 1].start - words[i].end >= SENTENCE_PAUSE;

/**
 * Gives each word the speaker whose turn overlaps it most (or the nearest turn), then settles the speakers on the
 * sentences: a change within 0.5 s of a sentence end moves to it, and one- or two-word flips inside a sentence go.
 */
export function assignSpeakers(words: readonly RecognizedWord[], turns: readonly SpeakerTurn[]): SpokenWord[] {
  return dropFlips(snapToSentences(byOverlap(words, turns)));
}

/**
 * The words' speakers when the speech worker's speaker step heard them (`heard`, one entry per word: the speaker a
 * short phrase's own voice gave, or null). Its turns are then CAM++'s, reliable to a word: each word takes the turn
 * that overlaps it most, a change near a sentence end moves to it, and a one- or two-word run of another speaker stays,
 * since there it is a short turn ("Thank you") rather than a mislabel (dropping those runs cost the bench's
 * conversations 1 % of their speech time). Then the phrases the worker heard as another speaker take it, so "Hello?"
 * "Hello?" becomes two segments. Without `heard`, or with a list that does not fit the words, assignSpeakers.
 */
export function speakWords(words: readonly RecognizedWord[], turns: readonly SpeakerTurn[], heard: ReadonlyArray<number | null> | null | undefined): SpokenWord[] {
  if (!heard || heard.length !== words.length) return assignSpeakers(words, turns);
  return snapToSentences(byOverlap(words, turns)).map((word, i) => (heard[i] == null ? word : { ...word, speaker: heard[i] }));
}

/** Each word the speaker whose turn overlaps it most, or of the nearest turn. */
function byOverlap(words: readonly RecognizedWord[], turns: readonly SpeakerTurn[]): SpokenWord[] {
  let t = 0;
  return words.map((word) => {
    if (turns.length === 0) return { ...word, speaker: 0 };
    // Both lists are in time order, so the candidate turns only move forward.
    while (t < turns.length - 1 && turns[t].end <= word.start) t++;
    let best = turns[t];
    let bestScore = -Infinity;
    for (const turn of [turns[t - 1], turns[t], turns[t + 1]]) {
      if (!turn) continue;
      const overlap = Math.min(turn.end, word.end) - Math.max(turn.start, word.start);
      if (overlap > bestScore) [best, bestScore] = [turn, overlap];
    }
    return { ...word, speaker: best.speaker };
  });
}

/** Moves each speaker change to a sentence end no more than SNAP_TO_SENTENCE seconds away, the nearest one. */
function snapToSentences(words: SpokenWord[]): SpokenWord[] {
  for (let i = 1; i < words.length; i++) {
    if (words[i].speaker === words[i - 1].speaker || endsSentence(words, i - 1)) continue;
    const change = (words[i - 1].end + words[i].start) / 2;
    let nearest = -1;
    for (let j = i - 2; j >= 0 && change - words[j].end <= SNAP_TO_SENTENCE; j--) {
      if (endsSentence(words, j)) {
        nearest = j;
        break;
      }
    }
    for (let j = i; j < words.length && words[j].end - change <= SNAP_TO_SENTENCE; j++) {
      if (endsSentence(words, j)) {
        if (nearest < 0 || words[j].end - change < change - words[nearest].end) nearest = j;
        break;
      }
    }
    if (nearest < 0) continue;
    const [from, to, speaker] = nearest < i ? [nearest + 1, i, words[i].speaker] : [i, nearest + 1, words[i - 1].speaker];
    for (let k = from; k < to; k++) words[k] = { ...words[k], speaker };
    i = Math.max(i, nearest + 1);
  }
  return words;
}

/** A run of one or two words of another speaker that is not a sentence of its own joins the sentence around it. */
function dropFlips(words: SpokenWord[]): SpokenWord[] {
  let start = 0;
  while (start < words.length) {
    let end = start;
    while (end + 1 < words.length && words[end + 1].speaker === words[start].speaker) end++;
    const startsSentence = start === 0 || endsSentence(words, start - 1);
    const whole = startsSentence && endsSentence(words, end);
    if (end - start + 1 <= SHORTEST_FLIP && !whole && (start > 0 || end < words.length - 1)) {
      // Mid-sentence it belongs to the words before it; at a sentence start, to the sentence it starts.
      const speaker = startsSentence || start === 0 ? words[end + 1].speaker : words[start - 1].speaker;
      for (let k = start; k <= end; k++) words[k] = { ...words[k], speaker };
      // The run may now join its neighbours: look again from the run before it.
      while (start > 0 && words[start - 1].speaker === speaker) start--;
      continue;
    }
    start = end + 1;
  }
  return words;
}

export interface GroupOptions {
  /** A silence this long after a sentence ends the segment. */
  pause: number;
  /** Past this length a segment ends at the next sentence end, so segments stay readable. */
  soft: number;
  /** No segment is longer than this. */
  longest: number;
  /** The speaker's label from its number and its order of first appearance (0, 1, …). */
  name: (speaker: number, order: number) => string;
}

/** The label a speaker gets by default: numbered in order of first appearance. */
export const speakerLabel = (order: number) => `Speaker ${order + 1}`;

const DEFAULTS: GroupOptions = { pause: 1.0, soft: 20, longest: 30, name: (_speaker, order) => speakerLabel(order) };

/** Each speaker number that has words, in order of first appearance (the order groupSegments numbers them in). */
export function appearanceOrder(words: readonly SpokenWord[]): number[] {
  return [...new Set(words.map((word) => word.speaker))];
}

/**
 * Groups timed words into segments: a new segment at every speaker change, and otherwise only at sentence ends (after
 * a long pause, or once the segment is past `soft` seconds). A sentence longer than `longest` is cut at its longest
 * pause. Speakers are named in order of first appearance by default.
 */
export function groupSegments(words: readonly SpokenWord[], options: Partial<GroupOptions> = {}): Segment[] {
  const { pause, soft, longest, name } = { ...DEFAULTS, ...options };
  const names = new Map<number, string>();
  const groups: SpokenWord[][] = [];
  let group: SpokenWord[] = [];
  words.forEach((word, i) => {
    if (group.length && word.speaker !== group[0].speaker) {
      groups.push(group);
      group = [];
    }
    if (group.length && word.end - group[0].start > longest) {
      const cut = lastCut(group);
      groups.push(group.slice(0, cut));
      group = group.slice(cut);
    }
    group.push(word);
    const length = word.end - group[0].start;
    const gap = i + 1 < words.length ? words[i + 1].start - word.end : 0;
    if (endsSentence(words, i) && (gap >= pause || length > soft)) {
      groups.push(group);
      group = [];
    }
  });
  if (group.length) groups.push(group);
  return groups.map((group) => {
    if (!names.has(group[0].speaker)) names.set(group[0].speaker, name(group[0].speaker, names.size));
    return {
      speaker: names.get(group[0].speaker)!,
      text: group.map((word) => word.text).join(' '),
      start: group[0].start,
      end: group.at(-1)!.end,
      words: group.map(({ speaker: _speaker, ...word }) => word),
    };
  });
}

/** Where to end an over-long group: after its last sentence end, or failing that at its longest pause. */
function lastCut(group: readonly SpokenWord[]): number {
  for (let i = group.length - 2; i >= 0; i--) if (SENTENCE_END.test(group[i].text)) return i + 1;
  let cut = group.length - 1;
  for (let i = 1; i < group.length; i++) if (group[i].start - group[i - 1].end > group[cut].start - group[cut - 1].end) cut = i;
  return Math.max(1, cut);
}
