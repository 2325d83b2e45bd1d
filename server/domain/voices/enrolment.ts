import type { Segment } from '../segments.ts';
import { CLIP_AGREEMENT, MOST_DISAGREEING_SHARE } from './calibration.ts';
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
  | { agrees: false; disagreeingSeconds: number; seconds: number; clips: number; disagreeing: number };

/**
 * Whether an enrolment's clips sound like one voice: each clip is scored against the voiceprint of the others. Clips
 * that disagree are left out, unless they hold more than MOST_DISAGREEING_SHARE of the speech: then the speaker's
 * segments hold another voice (a mislabelled stretch, two people merged) and the enrolment is refused.
 */
export function checkEnrolment(clips: readonly ClipVoiceprint[]): EnrolmentCheck {
  if (clips.length < 2) return { agrees: true, kept: [...clips] };
  const length = (clip: ClipVoiceprint) => clip.end - clip.start;
  const disagreeing = clips.filter((clip) => cosine(clip.embedding, centroid(clips.filter((other) => other !== clip).map((other) => other.embedding))) < CLIP_AGREEMENT);
  const seconds = clips.reduce((sum, clip) => sum + length(clip), 0);
  const disagreeingSeconds = disagreeing.reduce((sum, clip) => sum + length(clip), 0);
  if (disagreeingSeconds > MOST_DISAGREEING_SHARE * seconds) {
    return { agrees: false, disagreeingSeconds, seconds, clips: clips.length, disagreeing: disagreeing.length };
  }
  return { agrees: true, kept: clips.filter((clip) => !disagreeing.includes(clip)) };
}
