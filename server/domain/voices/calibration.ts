/**
 * When a speaker is given a known voice's name, as calibrated by the known-voices bench (bench/groups/voices.ts) on
 * real voices and documented in docs/models.md. Scores are cosines between CAM++ voiceprints (-1..1).
 */
export interface Calibration {
  /** The best match's score must reach this. */
  threshold: number;
  /** …and beat the second-best voice's score by this much. */
  margin: number;
  /** A speaker heard for less than this many seconds is never named: its voiceprint is too unsteady. */
  minSeconds: number;
}

/**
 * Chosen by the bench's rule on all its voices (docs/models.md): threshold 0.6, the lowest that names no stranger by
 * itself (the highest stranger, a Russian woman against a French one, scores 0.595); margin 0.14, the largest that
 * names as many speakers. Held out, each half of the voices calibrated on the other: 0.51 / 0.12 and 0.64 / 0.24.
 * It was 0.75 / 0.18 until the speaker step stopped merging a stranger with a remembered voice into one speaker
 * (2026-11-26): those merged speakers scored 0.74-0.78 against the remembered voice and held the threshold up.
 * minSeconds is not calibrated: below it a cluster's voiceprint is a few windows.
 */
export const CALIBRATION: Calibration = { threshold: 0.6, margin: 0.14, minSeconds: 3 };

/**
 * A speaker left unnamed is offered a remembered voice's name, for a person to confirm, from this score up and this
 * far ahead of the next voice (bench/groups/voices.ts, docs/models.md): a voice heard in another language than it was
 * remembered in scores 0.49-0.72 against itself, under the naming threshold, as strangers do up to 0.595. A suggestion
 * names no one; confirming one adds the interview to the voice, so the next recording in that language is named.
 */
export const SUGGESTION: Calibration = { threshold: 0.5, margin: 0.1, minSeconds: CALIBRATION.minSeconds };

/** Two groups of an enrolment's clips whose voiceprints score below this are two voices. */
export const SEPARATE_VOICES = 0.7;
/** An enrolment is refused when another voice holds more than this share of its speech (less is left out). */
export const MOST_DISAGREEING_SHARE = 0.2;
/** A single clip that scores below this against the others' voiceprint is left out of the voiceprint. */
export const CLIP_AGREEMENT = 0.5;
/**
 * Naming an earlier transcript's speaker whose clips split into two voices goes by the larger group when it holds this
 * share of the speech (enrolment.ts namingVoiceprint); an even split is left alone.
 */
export const NAMING_MAJORITY = 0.6;
