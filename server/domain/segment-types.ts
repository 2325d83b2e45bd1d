/** The segment and word types: a leaf, so the modules that work on segments import it and not each other. */

export interface Word {
  text: string;
  start: number;
  end: number;
  /** The recognizer's confidence, 0..1; absent for a word a person typed (null in the API). */
  confidence?: number;
}

/** A segment of a version, as every read returns it. */
export interface Segment {
  /** Stable across edits, speaker changes, refine and restore (segment-ids.ts); absent only before it is stored. */
  id?: string;
  speaker: string;
  text: string;
  start: number;
  end: number;
  /** Word timings from the recognizer, kept through edits (server/domain/word-timings.ts); absent in older transcripts. */
  words?: Word[];
}

/** A segment as a client sends it: id, speaker and end may be left out to keep what is stored. */
export interface SegmentEdit {
  id?: string | null;
  start: number;
  end?: number | null;
  text: string;
  speaker?: string | null;
}
