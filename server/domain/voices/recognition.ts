import type { Calibration } from './calibration.ts';
import type { HeardSpeaker } from './heard.ts';
import { cosine } from './vectors.ts';

/** A remembered voice as naming sees it: its voiceprint of the model that heard the recording. */
export interface KnownVoice {
  id: string;
  name: string;
  embedding: number[];
}

/** A speaker of a recording given a known voice's name, with its score. */
export interface Recognition {
  /** The speaker's label before it was named, e.g. "Speaker 2". */
  speaker: string;
  voiceId: string;
  score: number;
}

/**
 * Which speakers of one recording get a known voice's name. A speaker is named only when its best match reaches the
 * threshold and beats the second-best voice by the margin, and when no other speaker of the recording took that voice:
 * each voice is named at most once per recording, by the speaker that matches it best (the others stay "Speaker N").
 */
export function recognize(heard: readonly HeardSpeaker[], voices: readonly KnownVoice[], calibration: Calibration): Recognition[] {
  const candidates: Recognition[] = [];
  for (const speaker of heard) {
    if (speaker.seconds < calibration.minSeconds) continue;
    const scores = voices.map((voice) => ({ voice, score: cosine(speaker.embedding, voice.embedding) })).sort((a, b) => b.score - a.score);
    const [best, second] = scores;
    if (!best || best.score < calibration.threshold) continue;
    if (second && best.score - second.score < calibration.margin) continue;
    candidates.push({ speaker: speaker.speaker, voiceId: best.voice.id, score: best.score });
  }
  const taken = new Set<string>();
  return candidates
    .sort((a, b) => b.score - a.score)
    .filter((candidate) => !taken.has(candidate.voiceId) && taken.add(candidate.voiceId))
    .sort((a, b) => a.speaker.localeCompare(b.speaker, undefined, { numeric: true }));
}

/**
 * Which speakers that `recognize` left unnamed might be a known voice, for a person to confirm: among the voices no
 * speaker of the recording was named after, the best reaches the suggestion's threshold and beats the next by its
 * margin. Each voice is offered for one speaker at most (the best-scoring), and only for one heard long enough to be
 * named. `voices` are the ones that may be offered (the caller leaves out names the recording already has).
 */
export function suggest(
  heard: readonly HeardSpeaker[],
  voices: readonly KnownVoice[],
  named: readonly Recognition[],
  setting: Calibration,
): Recognition[] {
  const open = voices.filter((voice) => !named.some((match) => match.voiceId === voice.id));
  const unnamed = heard.filter((speaker) => !named.some((match) => match.speaker === speaker.speaker));
  return recognize(unnamed, open, setting);
}
