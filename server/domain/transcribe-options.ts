import { badInput } from './errors.ts';

/** How one file is to be transcribed: chosen at upload, stored with the transcript, reused by retry and resume. */
export interface TranscribeOptions {
  /** A 2–3 letter language code; absent to let the engine detect it. */
  language?: string;
  engine?: TranscriptionEngine;
  model?: string;
  /** Names and jargon the recognizer should expect. */
  vocabulary?: string[];
  /** How many people speak, when known. */
  speakers?: number;
  /** One speaker name per channel of the stored audio, in channel order: each channel is transcribed alone as that speaker (TRACKS and CHANNELS uploads). */
  tracks?: string[];
}

export const TRANSCRIPTION_ENGINES = ['whisper', 'deepgram'] as const;
export type TranscriptionEngine = (typeof TRANSCRIPTION_ENGINES)[number];

/**
 * Engines earlier releases offered (removed in issue 48: Whisper tiny.en is faster than Vosk and more accurate than
 * both). Transcripts and the options of uploads stored by those releases may still name them.
 */
export const REMOVED_ENGINES: readonly string[] = ['vosk', 'pocketsphinx'];

/** Why a removed engine cannot be chosen, naming the ones that remain; undefined for any other name. */
export function removedEngineProblem(engine: string): string | undefined {
  if (!REMOVED_ENGINES.includes(engine)) return undefined;
  return `the ${engine} engine was removed (Whisper is faster and more accurate); use one of ${TRANSCRIPTION_ENGINES.join(', ')}`;
}

/** The options as an upload stored them: one stored by an earlier release may name a removed engine. */
export type StoredTranscribeOptions = Omit<TranscribeOptions, 'engine'> & { engine?: string };

/**
 * The options a stored upload runs with now: one that names a removed engine runs with the default engine instead,
 * and `replaced` names the engine it asked for (the transcription says so). Any other engine name is passed on; the
 * editor service refuses one it does not know.
 */
export function runnableOptions(stored: StoredTranscribeOptions | null | undefined): { options: TranscribeOptions; replaced?: string } {
  const { engine, ...rest } = stored ?? {};
  if (engine && REMOVED_ENGINES.includes(engine)) return { options: rest, replaced: engine };
  return { options: engine ? { ...rest, engine: engine as TranscriptionEngine } : rest };
}

export const OPTION_LIMITS = { vocabularyEntries: 100, vocabularyChars: 100, modelChars: 100, speakers: { min: 1, max: 8 } } as const;

/** The uploadAudio arguments as GraphQL hands them over (null where left out). */
export interface TranscribeOptionsInput {
  language?: string | null;
  engine?: string | null;
  model?: string | null;
  vocabulary?: readonly string[] | null;
  speakers?: number | null;
}

/** Why a vocabulary list is refused, or undefined when it is fine (shared by uploads and TRANSCRIBE_VOCABULARY). */
export function vocabularyProblem(entries: readonly string[]): string | undefined {
  if (entries.length > OPTION_LIMITS.vocabularyEntries) return `at most ${OPTION_LIMITS.vocabularyEntries} entries, got ${entries.length}`;
  const long = entries.find((entry) => entry.trim().length > OPTION_LIMITS.vocabularyChars);
  if (long !== undefined) return `entries of at most ${OPTION_LIMITS.vocabularyChars} characters, got "${long.trim().slice(0, 40)}…"`;
  return undefined;
}

/** Trimmed, without blanks or repeats (case-insensitive), first spelling kept; the upload's own entries first. */
export function mergeVocabulary(...lists: readonly (readonly string[] | undefined)[]): string[] {
  const seen = new Set<string>();
  const merged: string[] = [];
  for (const entry of lists.flatMap((list) => list ?? [])) {
    const clean = entry.trim();
    if (clean && !seen.has(clean.toLowerCase())) {
      seen.add(clean.toLowerCase());
      merged.push(clean);
    }
  }
  return merged;
}

/** Checks the uploadAudio options; throws BAD_USER_INPUT naming the argument and what it accepts. */
export function parseTranscribeOptions(input: TranscribeOptionsInput): TranscribeOptions {
  const options: TranscribeOptions = {};
  const language = input.language?.trim();
  if (language) {
    if (!/^[A-Za-z]{2,3}$/.test(language)) {
      throw badInput(`language must be a 2- or 3-letter language code such as "en" or "de" (or left out to detect it), got "${language.slice(0, 40)}".`);
    }
    options.language = language.toLowerCase();
  }
  const engine = input.engine?.trim().toLowerCase();
  if (engine) {
    const removed = removedEngineProblem(engine);
    if (removed) throw badInput(`engine: ${removed}.`);
    if (!(TRANSCRIPTION_ENGINES as readonly string[]).includes(engine)) {
      throw badInput(`engine must be one of ${TRANSCRIPTION_ENGINES.join(', ')}, got "${input.engine!.slice(0, 40)}".`);
    }
    options.engine = engine as TranscriptionEngine;
  }
  const model = input.model?.trim();
  if (model) {
    if (model.length > OPTION_LIMITS.modelChars || !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(model)) {
      throw badInput(`model must be a model name such as "base" or "tiny.en" (letters, digits, ".", "-", "_"; at most ${OPTION_LIMITS.modelChars} characters).`);
    }
    options.model = model;
  }
  if (input.vocabulary) {
    const problem = vocabularyProblem(input.vocabulary);
    if (problem) throw badInput(`vocabulary takes ${problem}.`);
    const vocabulary = mergeVocabulary(input.vocabulary);
    if (vocabulary.length) options.vocabulary = vocabulary;
  }
  if (input.speakers != null) {
    const { min, max } = OPTION_LIMITS.speakers;
    if (!Number.isInteger(input.speakers) || input.speakers < min || input.speakers > max) {
      throw badInput(`speakers must be a whole number from ${min} to ${max}, got ${input.speakers}.`);
    }
    options.speakers = input.speakers;
  }
  return options;
}
