import { languageName } from './languages.ts';

const ENGINE_NAMES: Record<string, string> = { whisper: 'Whisper', vosk: 'Vosk', pocketsphinx: 'PocketSphinx', deepgram: 'Deepgram' };

/** "Whisper base" for ("whisper", "base"); an engine this app does not know by its own name. */
export function engineLabel(engine: string, model?: string | null): string {
  return [ENGINE_NAMES[engine] ?? engine, model].filter(Boolean).join(' ');
}

/** What made a transcript, for its header: "Whisper base · English"; null when nothing was recorded. */
export function transcribedWith(transcript: { engine?: string | null; model?: string | null; language?: string | null }): string | null {
  if (!transcript.engine) return null;
  return [engineLabel(transcript.engine, transcript.model), transcript.language && languageName(transcript.language)].filter(Boolean).join(' · ');
}
