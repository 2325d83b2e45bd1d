/** The shapes the editor service answers with; times are seconds from the start of the audio. */
import type { Segment } from '../domain/segment-types.ts';
import type { HeardVoices } from '../domain/voices/heard.ts';

// The segment shape is the product's own: what the service answers is what the server stores.
export type { Segment, Word } from '../domain/segment-types.ts';

export type EngineName = 'whisper' | 'vosk' | 'pocketsphinx' | 'deepgram';

export interface Transcription {
  engine: EngineName;
  /** The engine's model (e.g. "base"), null where the engine has no model choice. */
  model: string | null;
  /** Detected or forced language, null when unknown (no speech). */
  language: string | null;
  /** What found the speakers: "campplus", "mfcc", "deepgram"; null when there was no speech. */
  speakerEngine: string | null;
  duration: number;
  segments: Segment[];
  /** Each speaker's voiceprint, for naming known voices; absent or null when the speaker step gives none. */
  voices?: HeardVoices | null;
}

export type Stage = 'decoding' | 'recognizing' | 'speakers' | 'done';

export interface TranscribeOptions {
  contentType: string;
  /** How many speakers the caller expects, when it knows. */
  speakers?: number;
  /** The engine's model to use (engines with a model choice); its default when left out. */
  model?: string;
  /** Force this language (e.g. "en"); detected when left out. */
  language?: string;
  /** Names and jargon the recording is likely to contain. */
  vocabulary?: string[];
  /** Progress within the current stage, 0..1. */
  onProgress?: (stage: Stage, fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * The audio of one request: a private temporary file (the speech worker and ffmpeg read files, and nothing holds
 * the whole recording in memory). Whoever spooled it removes it when the job ends.
 */
export interface AudioFile {
  path: string;
  /** In bytes. */
  size: number;
}

export interface TranscriptionEngine {
  readonly name: EngineName;
  available(): Promise<boolean>;
  transcribe(audio: AudioFile, options: TranscribeOptions): Promise<Transcription>;
}

/** Voiceprints of chosen clips of a recording (for remembering a voice), and the model that made them. */
export interface ClipVoiceprints {
  model: string;
  /** The clips long enough for a voiceprint, each with its own. */
  clips: Array<{ start: number; end: number; embedding: number[] }>;
}

/** A segment as /refine receives it; fields beyond these are passed through untouched. */
export interface RefineSegment {
  speaker?: string;
  text: string;
  start: number;
  end?: number;
  [field: string]: unknown;
}

export interface Refinement {
  /** New texts, one per input segment, in order. */
  texts: string[];
  /** What the engine could not do, e.g. a chunk the model answered badly and that kept its original text. */
  notes: string[];
}

export interface RefineEngine {
  readonly name: string;
  refine(segments: RefineSegment[], signal?: AbortSignal): Promise<Refinement>;
}
