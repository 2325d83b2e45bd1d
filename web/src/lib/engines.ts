import { languageName } from './languages.ts';

// Vosk and PocketSphinx are gone, but transcripts they made still name them.
const ENGINE_NAMES: Record<string, string> = { whisper: 'Whisper', deepgram: 'Deepgram', vosk: 'Vosk', pocketsphinx: 'PocketSphinx' };

/** "Whisper base" for ("whisper", "base"); an engine this app does not know by its own name. */
export function engineLabel(engine: string, model?: string | null): string {
  return [ENGINE_NAMES[engine] ?? engine, model].filter(Boolean).join(' ');
}

/** What made a transcript, for its header: "Whisper base · English"; null when nothing was recorded. */
export function transcribedWith(transcript: { engine?: string | null; model?: string | null; language?: string | null }): string | null {
  if (!transcript.engine) return null;
  return [engineLabel(transcript.engine, transcript.model), transcript.language && languageName(transcript.language)].filter(Boolean).join(' · ');
}

/**
 * What a transcription model is like, in one line, as measured by the bench on this project's machines (bench/RESULTS.md:
 * real-time factor from upload to READY, word errors on read speech); unknown models go without.
 */
const MODEL_NOTES: Record<string, string> = {
  'whisper base': 'about 9× faster than real time · 1.4 % word errors · many languages',
  'whisper tiny.en': 'about 16× faster than real time · 4.2 % word errors · English only',
};

/** "Whisper base — about 9× faster than real time · …" for the upload dialog's model list. */
export function modelLabel(engine: string, model: string): string {
  const note = MODEL_NOTES[`${engine} ${model}`];
  return note ? `${engineLabel(engine, model)} — ${note}` : engineLabel(engine, model);
}
