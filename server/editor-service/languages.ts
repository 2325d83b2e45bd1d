import type { EngineName } from './contract.ts';
import { catalogueModel } from './models/catalogue.ts';
import whisperLanguages from './languages.json';

/**
 * The languages each engine can be asked for. Whisper's are faster-whisper's own codes (languages.json, checked
 * against the installed faster-whisper by speech-worker/tests/test_models.py); its ".en" models and the catalogue's
 * other English-only ones (distil-large-v3.5) know only English;
 * Deepgram's list is Deepgram's, so any code is passed on.
 */
export const WHISPER_LANGUAGES: readonly string[] = whisperLanguages;

/** Why `engine` (with `model`) cannot transcribe `language`, or undefined when it can. */
export function languageProblem(engine: EngineName, model: string | undefined, language: string): string | undefined {
  if (engine === 'deepgram' || language === 'en') return undefined;
  if (model?.endsWith('.en') || (model && catalogueModel(model)?.englishOnly)) return `Whisper ${model} knows only English; choose model base for language "${language}"`;
  if (!WHISPER_LANGUAGES.includes(language)) {
    return `Whisper does not know the language "${language}"; leave language out to detect it, or give one of ${WHISPER_LANGUAGES.join(', ')}`;
  }
  return undefined;
}
