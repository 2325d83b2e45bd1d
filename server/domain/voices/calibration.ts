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
 * Chosen by the bench's rule on all its voices (threshold 0.75: no stranger named by it alone; margin 0.18: the largest
 * that names no fewer speakers); the same rule on half of the voices gave 0.71 / 0.76 and margin 0.18 on each half.
 * minSeconds is not calibrated: below it a cluster's voiceprint is a few windows.
 */
export const CALIBRATION: Calibration = { threshold: 0.75, margin: 0.18, minSeconds: 3 };

/** Two groups of an enrolment's clips whose voiceprints score below this are two voices. */
export const SEPARATE_VOICES = 0.7;
/** An enrolment is refused when another voice holds more than this share of its speech (less is left out). */
export const MOST_DISAGREEING_SHARE = 0.2;
/** A single clip that scores below this against the others' voiceprint is left out of the voiceprint. */
export const CLIP_AGREEMENT = 0.5;
