import type { Segment } from '../segment-types.ts';
import { CALIBRATION, CLIP_AGREEMENT, MOST_DISAGREEING_SHARE, NAMING_MAJORITY, SEPARATE_VOICES } from './calibration.ts';
import type { KnownVoice } from './recognition.ts';
import { centroid, cosine } from './vectors.ts';

/** Speech a voiceprint is made from: at least ENOUGH_SECONDS when a speaker has that much, up to TARGET_SECONDS. */
export const ENOUGH_SECONDS = 20;
export const TARGET_SECONDS = 60;
/** With less speech than this a speaker cannot be remembered. */
export const LEAST_SECONDS = 3;
/** Pieces shorter than this make unsteady voiceprints; longer ones are cut, so one long answer does not dominate. */
const SHORTEST_CLIP = 1.5;
const LONGEST_CLIP = 20;
/** A pause this long between words ends a clip (no silence inside a clip). */
const PAUSE = 0.5;
/** Speech this close to another speaker's turn is left out: speaker changes are where labels go wrong. */
const TURN_MARGIN = 0.5;
/** Words without a recognizer's confidence (typed by a person) count as this sure. */
const TYPED_CONFIDENCE = 0.5;

export type Clip = [number, number];

interface Piece {
  start: number;
  end: number;
  confidence: number;
}

/** A speaker's speech in one segment as pieces without pauses, away from the neighbouring turns. */
function piecesOf(segment: Segment, trimStart: boolean, trimEnd: boolean): Piece[] {
  const from = segment.start + (trimStart ? TURN_MARGIN : 0);
  const to = segment.end - (trimEnd ? TURN_MARGIN : 0);
  const words = (segment.words ?? []).filter((word) => word.end > word.start);
  const runs: Piece[] = [];
  if (words.length === 0) return [{ start: from, end: to, confidence: TYPED_CONFIDENCE }];
  let run: typeof words = [];
  const close = () => {
    if (!run.length) return;
    const confidence = run.reduce((sum, word) => sum + (word.confidence ?? TYPED_CONFIDENCE), 0) / run.length;
    runs.push({ start: Math.max(from, run[0].start), end: Math.min(to, run.at(-1)!.end), confidence });
    run = [];
  };
  for (const word of words) {
    if (run.length && word.start - run.at(-1)!.end >= PAUSE) close();
    run.push(word);
  }
  close();
  return runs;
}

function cut(piece: Piece): Piece[] {
  const parts = Math.ceil((piece.end - piece.start) / LONGEST_CLIP);
  const length = (piece.end - piece.start) / parts;
  return Array.from({ length: parts }, (_, i) => ({ ...piece, start: piece.start + i * length, end: piece.start + (i + 1) * length }));
}

/**
 * The clips of a speaker's speech a voiceprint is made from, in time order: pieces without pauses, away from other
 * speakers' turns, the most confidently recognised and then the longest first, up to TARGET_SECONDS in all.
 */
export function chooseClips(segments: readonly Segment[], speaker: string): { clips: Clip[]; seconds: number } {
  const ordered = [...segments].sort((a, b) => a.start - b.start);
  const pieces: Piece[] = [];
  ordered.forEach((segment, i) => {
    if (segment.speaker !== speaker) return;
    const before = ordered[i - 1];
    const after = ordered[i + 1];
    const trimStart = !!before && before.speaker !== speaker && before.end > segment.start - TURN_MARGIN;
    const trimEnd = !!after && after.speaker !== speaker && after.start < segment.end + TURN_MARGIN;
    pieces.push(...piecesOf(segment, trimStart, trimEnd).flatMap(cut));
  });
  const ranked = pieces.filter((piece) => piece.end - piece.start >= SHORTEST_CLIP).sort((a, b) => b.confidence - a.confidence || b.end - b.start - (a.end - a.start));
  const chosen: Piece[] = [];
  let seconds = 0;
  for (const piece of ranked) {
    if (seconds >= TARGET_SECONDS) break;
    chosen.push(piece);
    seconds += piece.end - piece.start;
  }
  const clips = chosen.sort((a, b) => a.start - b.start).map((piece): Clip => [round(piece.start), round(piece.end)]);
  return { clips, seconds };
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

export interface ClipVoiceprint {
  start: number;
  end: number;
  embedding: number[];
}

export type EnrolmentCheck =
  | { agrees: true; kept: ClipVoiceprint[] }
  | { agrees: false; disagreeingSeconds: number; seconds: number; clips: number; disagreeing: number; larger: ClipVoiceprint[] };

interface Span {
  start: number;
  end: number;
}

const lengthOf = (clip: Span) => clip.end - clip.start;
export const secondsOf = (clips: readonly Span[]) => clips.reduce((sum, clip) => sum + lengthOf(clip), 0);

/** Seconds of `clips` that lie within `others` (each list is one speaker's clips, which never overlap each other). */
export function sharedSeconds(clips: readonly Span[], others: readonly Span[]): number {
  let shared = 0;
  for (const clip of clips) for (const other of others) shared += Math.max(0, Math.min(clip.end, other.end) - Math.max(clip.start, other.start));
  return shared;
}

/**
 * The clips in two groups by their voiceprints (two-means on the cosine, seeded with the clip least like the rest and
 * the clip least like that one, so the same clips always split the same way).
 */
function twoGroups(clips: readonly ClipVoiceprint[]): [ClipVoiceprint[], ClipVoiceprint[]] {
  const all = centroid(clips.map((clip) => clip.embedding));
  const farthestFrom = (point: number[]) => clips.reduce((far, clip) => (cosine(clip.embedding, point) < cosine(far.embedding, point) ? clip : far));
  const first = farthestFrom(all);
  let centres = [first.embedding, farthestFrom(first.embedding).embedding];
  let groups: [ClipVoiceprint[], ClipVoiceprint[]] = [[], []];
  for (let round = 0; round < 10; round++) {
    groups = [[], []];
    for (const clip of clips) groups[cosine(clip.embedding, centres[0]) >= cosine(clip.embedding, centres[1]) ? 0 : 1].push(clip);
    if (!groups[0].length || !groups[1].length) break;
    centres = groups.map((group) => centroid(group.map((clip) => clip.embedding)));
  }
  return secondsOf(groups[0]) >= secondsOf(groups[1]) ? groups : [groups[1], groups[0]];
}

/**
 * Whether an enrolment's clips sound like one voice. The clips are split in two groups by their voiceprints; when the
 * two groups sound like different voices (their voiceprints score below SEPARATE_VOICES) and the smaller holds more
 * than MOST_DISAGREEING_SHARE of the speech, the speaker's segments hold another voice (a mislabelled stretch, two
 * people under one label) and the enrolment is refused. Otherwise the smaller group, and any clip that scores below
 * CLIP_AGREEMENT against the rest, is left out.
 *
 * A smaller group of less speech than the product names a speaker from (CALIBRATION.minSeconds) is too short to be
 * called another voice: it is left out too, unless the larger one is as short. One voice's clips of 2 s in an old,
 * noisy recording score as low as 0.53 against each other (the README's jfk.mp3: 1.8 s against its other 6.2 s at 0.64).
 */
export function checkEnrolment(clips: readonly ClipVoiceprint[]): EnrolmentCheck {
  if (clips.length < 2) return { agrees: true, kept: [...clips] };
  const seconds = secondsOf(clips);
  let [kept, other] = twoGroups(clips);
  if (other.length && cosine(centroid(kept.map((clip) => clip.embedding)), centroid(other.map((clip) => clip.embedding))) < SEPARATE_VOICES) {
    const judged = secondsOf(other) >= CALIBRATION.minSeconds || secondsOf(kept) < CALIBRATION.minSeconds;
    if (judged && secondsOf(other) > MOST_DISAGREEING_SHARE * seconds) {
      return { agrees: false, disagreeingSeconds: secondsOf(other), seconds, clips: clips.length, disagreeing: other.length, larger: kept };
    }
  } else {
    kept = [...clips];
  }
  const strays = kept.length < 3 ? [] : kept.filter((clip) => cosine(clip.embedding, centroid(kept.filter((rest) => rest !== clip).map((rest) => rest.embedding))) < CLIP_AGREEMENT);
  return { agrees: true, kept: clips.filter((clip) => kept.includes(clip) && !strays.includes(clip)) };
}

/**
 * The voiceprint an earlier transcript's speaker is named by (nameSpeakersByVoice), from clips of its speech: as an
 * enrolment's when they agree (checkEnrolment). When they split into two voices, which an enrolment refuses, naming
 * goes by the larger group if it holds NAMING_MAJORITY of the speech: a few turns of another voice under the label,
 * or one voice sounding unlike itself in noise, do not hide the speaker's own voice, as they do not in a new
 * transcription's speaker step (where a speaker's voiceprint is the mean of all its windows). Two voices more evenly
 * shared are left alone (undefined), as is less speech than a speaker is named from.
 */
export function namingVoiceprint(clips: readonly ClipVoiceprint[]): { embedding: number[]; seconds: number } | undefined {
  const check = checkEnrolment(clips);
  const used = check.agrees ? check.kept : secondsOf(check.larger) >= NAMING_MAJORITY * check.seconds ? check.larger : [];
  const seconds = secondsOf(used);
  return used.length && seconds >= CALIBRATION.minSeconds ? { embedding: centroid(used.map((clip) => clip.embedding)), seconds } : undefined;
}

/**
 * The remembered voice that a new voice's voiceprint scores as one voice with (SEPARATE_VOICES, as two groups of one
 * enrolment's clips), if any: the same person under a second name, whom later recordings would match alike under both
 * names, so that neither clears the margin.
 */
export function soundsLike<V extends KnownVoice>(voiceprint: readonly number[], voices: readonly V[]): { voice: V; score: number } | undefined {
  const scored = voices.map((voice) => ({ voice, score: cosine(voiceprint, voice.embedding) }));
  const best = scored.reduce<{ voice: V; score: number } | undefined>((top, next) => (!top || next.score > top.score ? next : top), undefined);
  return best && best.score >= SEPARATE_VOICES ? best : undefined;
}

/**
 * How another interview under a remembered name scores against the voice (the centroid of its other interviews'
 * voiceprints, as naming sees it), and whether that is the same voice: a score that would name it (the threshold).
 */
export function likeRememberedVoice(voiceprint: readonly number[], interviews: readonly (readonly number[])[]): { score: number; alike: boolean } {
  const score = cosine(voiceprint, centroid(interviews));
  return { score, alike: score >= CALIBRATION.threshold };
}
