/** What the speaker step heard of each speaker of a recording: its voiceprint, for naming known voices. */

/** One speaker's voiceprint: a unit vector, comparable by cosine with others of the same model. */
export interface HeardSpeaker {
  /** The speaker's label in the segments, e.g. "Speaker 2". */
  speaker: string;
  embedding: number[];
  /** Seconds of speech it was heard over. */
  seconds: number;
}

/** The voiceprints of a recording's speakers and the model that made them: voiceprints of different models are never compared. */
export interface HeardVoices {
  model: string;
  speakers: HeardSpeaker[];
}
