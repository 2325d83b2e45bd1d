/**
 * The editor service's wire contract: what its HTTP routes take and answer. The service and its one client
 * (server/editor/client.ts) both import it, and the client imports nothing else of the service. Times are seconds
 * from the start of the audio. Type-only, apart from the secret's header name: no runtime code of the service.
 */
import type { TranscriptionEngine } from '../domain/transcribe-options.ts';
import type { Segment } from '../domain/segment-types.ts';
import type { HeardVoices } from '../domain/voices/heard.ts';
import type { PlaceholderTerm } from '../domain/pseudonyms/placeholders.ts';

// The segment shape is the product's own: what the service answers is what the server stores.
export type { Segment, Word } from '../domain/segment-types.ts';

/** The header that carries the service's secret on every call (secret.ts checks it). */
export const SECRET_HEADER = 'x-editor-service-secret';

/** A transcription engine, as the `engine` parameter names it and answers report it. */
export type EngineName = TranscriptionEngine;

/**
 * POST /transcribe-deepgram (and /transcribe), raw audio as the body: its query parameters. `vocabulary` is a
 * JSON array of strings; the others are plain values.
 */
export interface TranscribeQuery {
  /** The caller's id for the job, polled at GET /progress/{job}: 1-128 letters, digits or . _ : - */
  job?: string;
  /** How many people speak, 1-8, when the caller knows. */
  speakers?: string;
  language?: string;
  engine?: string;
  model?: string;
  vocabulary?: string;
  /**
   * A JSON array of 2-8 speaker names (1-100 characters each), one per channel of the audio in channel order: each
   * channel is transcribed alone as that speaker (a recording with one track per person).
   */
  tracks?: string;
}

/**
 * POST /refine: the body is the spec's bare JSON array of segments, or this object when some terms must not reach a
 * language model as written (README "Pseudonyms"): an LLM engine sends each as its placeholder and puts it back.
 */
export interface RefineRequest {
  segments: Segment[];
  pseudonyms: PlaceholderTerm[];
}

/**
 * POST /summary (README "Show notes"): a language model's summary of a transcript, for show notes. The segments' times
 * are what the summary cites; the terms are sent as placeholders and put back. 404 when no model is configured.
 */
export interface SummaryRequest {
  segments: Array<{ start: number; speaker: string; text: string }>;
  pseudonyms: PlaceholderTerm[];
}

/** POST /summary: the answer, one sentence a line, each citing segment times as [mm:ss] (kept or dropped by the server). */
export interface SummaryAnswer {
  lines: string[];
}

/**
 * POST /chapter-titles (README "Chapters"): a title for each chapter's text, by a language model; the terms are sent as
 * placeholders and put back. 404 when no model is configured.
 */
export interface ChapterTitlesRequest {
  chapters: string[];
  pseudonyms: PlaceholderTerm[];
}

/** POST /chapter-titles: the answer, a title per chapter in order (the server keeps the ones it can use). */
export interface ChapterTitlesAnswer {
  titles: string[];
}

/** POST /transcribe-deepgram: the answer. */
export interface Transcription {
  engine: EngineName;
  /** The engine's model (e.g. "base"), null where the engine has no model choice. */
  model: string | null;
  /** Detected or forced language, null when unknown (no speech). */
  language: string | null;
  /**
   * What found the speakers: "campplus" or "deepgram", or "tracks" when each channel was one speaker's track; null
   * when there was no speech or no speaker model.
   */
  speakerEngine: string | null;
  duration: number;
  segments: Segment[];
  /** Each speaker's voiceprint, for naming known voices; absent or null when the speaker step gives none. */
  voices?: HeardVoices | null;
}

export type Stage = 'decoding' | 'recognizing' | 'speakers' | 'done';

/** GET /progress/{job}: the answer (404 for a job the service does not know). */
export interface JobProgress {
  job: string;
  /** 0..1 over the whole job. */
  progress: number;
  stage: Stage;
  /** Set when the job ended in an error. */
  error?: string;
}

/** POST /voiceprints?clips=[[start, end], …]: the voiceprints of chosen clips of a recording, and the model that made them. */
export interface ClipVoiceprints {
  model: string;
  /** The clips long enough for a voiceprint, each with its own. */
  clips: Array<{ start: number; end: number; embedding: number[] }>;
}

/** One engine as GET /health lists it. */
export interface EngineStatus {
  kind: 'transcription' | 'speakers' | 'refine';
  name: string;
  available: boolean;
  default: boolean;
  models: string[];
  defaultModel: string | null;
  reason: string | null;
  fix: string | null;
  /**
   * Where it runs here: "cpu" or "cuda" for the speech worker's models (whisper, campplus; TAPESCRIPT_DEVICE), as the
   * worker reports it once started: null before that (unless TAPESCRIPT_DEVICE is cpu), and for engines that run
   * elsewhere (deepgram, llm) or need no model (rules).
   */
  device: 'cpu' | 'cuda' | null;
}

/** GET /health: the answer. */
export interface Health {
  ok: true;
  engines: EngineStatus[];
}
