import { decodeToPcm } from '../audio/decode.ts';
import { planChunks } from '../audio/chunks.ts';
import { SAMPLE_RATE, samplesOf } from '../audio/pcm.ts';
import { ServiceError } from '../errors.ts';
import { languageProblem } from '../languages.ts';
import { pickRecognizer, recognizers as installedRecognizers } from '../recognizers/index.ts';
import type { SpeechRecognizer } from '../recognizers/types.ts';
import { assignSpeakers, groupSegments } from '../segments/group.ts';
import { diarize } from '../speakers/diarize.ts';
import { detectSpeech, frameLevels, speechSpans } from '../speakers/vad.ts';
import type { AudioFile, TranscribeOptions, Transcription, TranscriptionEngine } from '../types.ts';
import { createSlots } from './slots.ts';
import { recognizeChunks } from './recognize-chunks.ts';

export interface LocalEngineOptions {
  /** The engine's name: the recognizer it runs (vosk or pocketsphinx). */
  name: 'vosk' | 'pocketsphinx';
  ffmpeg: string;
  /** Recognizers run at once across all requests (one per core by default). */
  workers: number;
  recognizers?: readonly SpeechRecognizer[];
}

/**
 * An offline engine around one of the older recognizers (English only, no punctuation): ffmpeg decode, voice
 * activity, the recognizer on chunks in parallel, MFCC speakers, segments.
 */
export function createLocalEngine({ name, ffmpeg, workers, recognizers = installedRecognizers }: LocalEngineOptions): TranscriptionEngine {
  const withSlot = createSlots(workers);
  const mine = recognizers.filter((candidate) => candidate.name === name);
  return {
    name,
    async available() {
      return (await pickRecognizer(mine)) !== undefined;
    },
    async transcribe(audio: AudioFile, { speakers, language, onProgress, signal }: TranscribeOptions): Promise<Transcription> {
      const recognizer = await pickRecognizer(mine);
      if (!recognizer) {
        throw new ServiceError(503, `${name} is not installed; run \`npm run setup\``);
      }
      const unknown = language && languageProblem(name, undefined, language);
      if (unknown) throw new ServiceError(400, unknown);
      onProgress?.('decoding', 0);
      const samples = samplesOf(await decodeToPcm(ffmpeg, audio.path, signal));
      const duration = samples.length / SAMPLE_RATE;
      const speech = detectSpeech(frameLevels(samples, SAMPLE_RATE));
      onProgress?.('recognizing', 0);
      const words = await recognizeChunks(recognizer, samples, SAMPLE_RATE, planChunks(speech, duration, { workers }), {
        withSlot,
        signal,
        onProgress: (fraction) => onProgress?.('recognizing', fraction),
      });
      onProgress?.('speakers', 0);
      const turns = await diarize(samples, SAMPLE_RATE, speechSpans(speech), {
        speakers,
        signal,
        onProgress: (fraction) => onProgress?.('speakers', fraction),
      });
      const segments = groupSegments(assignSpeakers(words, turns));
      return { engine: name, model: null, language: 'en', speakerEngine: segments.length ? 'mfcc' : null, duration, segments };
    },
  };
}
