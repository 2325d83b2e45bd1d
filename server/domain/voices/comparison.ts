import { createHash } from 'node:crypto';
import { CALIBRATION, CLIP_AGREEMENT, MOST_DISAGREEING_SHARE, NAMING_MAJORITY, SEPARATE_VOICES, SUGGESTION } from './calibration.ts';
import type { Clip } from './enrolment.ts';

/** What naming an earlier transcript's speakers by voice depends on. */
export interface Comparison {
  /** The transcript's audio file. */
  audio: string;
  /** Each speaker still called "Speaker N", with the clips its voiceprint is measured from. */
  speakers: ReadonlyArray<{ speaker: string; clips: readonly Clip[] }>;
  /** The ids of every remembered voice's enrolments (a voice's voiceprint is the centroid of its enrolments). */
  enrolments: readonly string[];
}

/**
 * A digest of everything that decides the outcome of comparing a transcript's speakers with the remembered voices:
 * the same digest means that measuring them again would give the same names and offers, so a second pass through the
 * library can skip the transcript. The rules' settings are part of it: a release that changes them compares again.
 * Only ids and times go in, so the digest holds nothing of a voice.
 */
export function comparisonKey({ audio, speakers, enrolments }: Comparison): string {
  const ordered = [...speakers].sort((a, b) => a.speaker.localeCompare(b.speaker)).map(({ speaker, clips }) => [speaker, clips]);
  const rules = [CALIBRATION, SUGGESTION, SEPARATE_VOICES, MOST_DISAGREEING_SHARE, CLIP_AGREEMENT, NAMING_MAJORITY];
  return createHash('sha256')
    .update(JSON.stringify([audio, ordered, [...enrolments].sort(), rules]))
    .digest('hex');
}
