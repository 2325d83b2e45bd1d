/**
 * The service's own seams: an engine, the audio of one request and the options it runs with. What its routes take
 * and answer is the wire contract (contract.ts).
 */
import type { PlaceholderTerm } from '../domain/pseudonyms/placeholders.ts';
import type { EngineName, Stage, Transcription } from './contract.ts';

export interface TranscribeOptions {
  contentType: string;
  /** How many speakers the caller expects, when it knows. */
  speakers?: number;
  /** One speaker name per channel of the audio, in channel order: each channel is transcribed alone as that speaker. */
  tracks?: string[];
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
  transcribe(audio: AudioFile, options: TranscribeOptions): Promise<Transcription>;
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
  /** `terms`: what must not leave as written (README "Pseudonyms"); an engine that sends text away sends placeholders. */
  refine(segments: RefineSegment[], signal?: AbortSignal, terms?: readonly PlaceholderTerm[]): Promise<Refinement>;
}
