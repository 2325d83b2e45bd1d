import { decodeToPcm } from '../audio/decode.ts';
import { planChunks } from '../audio/chunks.ts';
import { SAMPLE_RATE, samplesOf } from '../audio/pcm.ts';
import { ServiceError } from '../errors.ts';
import { pickRecognizer, recognizers as installedRecognizers } from '../recognizers/index.ts';
import type { SpeechRecognizer } from '../recognizers/types.ts';
import { assignSpeakers, groupSegments } from '../segments/group.ts';
import { diarize } from '../speakers/diarize.ts';
import { detectSpeech, frameLevels, speechSpans } from '../speakers/vad.ts';
import type { TranscribeOptions, Transcription, TranscriptionEngine } from '../types.ts';
import { createSlots } from './slots.ts';
import { recognizeChunks } from './recognize-chunks.ts';

export interface LocalEngineOptions {
  ffmpeg: string;
  /** Recognizers run at once across all requests (one per core by default). */
  workers: number;
  recognizers?: readonly SpeechRecognizer[];
}

/** The offline engine: ffmpeg decode, voice activity, recognizers on chunks in parallel, speakers, segments. */
export function createLocalEngine({ ffmpeg, workers, recognizers = installedRecognizers }: LocalEngineOptions): TranscriptionEngine {
  const withSlot = createSlots(workers);
  return {
    name: 'local',
    async available() {
      return (await pickRecognizer(recognizers)) !== undefined;
    },
    async transcribe(audio: Buffer, { speakers, onProgress, signal }: TranscribeOptions): Promise<Transcription> {
      const recognizer = await pickRecognizer(recognizers);
      if (!recognizer) {
        throw new ServiceError(503, 'No offline speech recognizer is installed (on Debian: apt-get install pocketsphinx pocketsphinx-en-us)');
      }
      onProgress?.('decoding', 0);
      const samples = samplesOf(await decodeToPcm(ffmpeg, audio, signal));
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
      return { engine: `local:${recognizer.name}`, duration, segments: groupSegments(assignSpeakers(words, turns)) };
    },
  };
}
