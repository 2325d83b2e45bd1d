import type { RecognizedWord } from '../recognizers/types.ts';
import type { SpeakerTurn } from '../speakers/diarize.ts';
import type { Segment } from '../types.ts';

export interface SpokenWord extends RecognizedWord {
  speaker: number;
}

/** Gives each word the speaker whose turn overlaps it most, or the nearest turn when none does. */
export function assignSpeakers(words: readonly RecognizedWord[], turns: readonly SpeakerTurn[]): SpokenWord[] {
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

export interface GroupOptions {
  /** A silence this long ends a segment. */
  pause: number;
  /** Past this length a segment ends at the next small pause, so segments stay readable. */
  soft: number;
  smallPause: number;
  /** No segment is longer than this. */
  longest: number;
  /** The speaker's label from its number and its order of first appearance (0, 1, …). */
  name: (speaker: number, order: number) => string;
}

const DEFAULTS: GroupOptions = { pause: 1.0, soft: 20, smallPause: 0.3, longest: 30, name: (_speaker, order) => `Speaker ${order + 1}` };

/** Groups timed words into segments at speaker changes and pauses; by default speakers are named in order of first appearance. */
export function groupSegments(words: readonly SpokenWord[], options: Partial<GroupOptions> = {}): Segment[] {
  const { pause, soft, smallPause, longest, name } = { ...DEFAULTS, ...options };
  const names = new Map<number, string>();
  const groups: SpokenWord[][] = [];
  for (const word of words) {
    const group = groups.at(-1);
    const last = group?.at(-1);
    const gap = last ? word.start - last.end : 0;
    const length = group ? word.end - group[0].start : 0;
    const breaks =
      !group || word.speaker !== last!.speaker || gap >= pause || (length > soft && gap >= smallPause) || length > longest;
    if (breaks) groups.push([word]);
    else group.push(word);
  }
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
