import { openAsBlob } from 'node:fs';
import { ServiceError } from '../errors.ts';
import type { Transcription } from '../contract.ts';
import type { AudioFile, TranscribeOptions, TranscriptionEngine } from '../types.ts';
import { callProvider } from '../upstream.ts';
import { segmentsFromDeepgram, type DeepgramResponse } from './deepgram-response.ts';

export interface DeepgramOptions {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
}

const QUERY = 'model=nova-3&smart_format=true&punctuate=true&diarize=true&utterances=true';

/** Deepgram's hosted pre-recorded API: one request with the raw audio, speakers from its diarization. */
export function createDeepgramEngine({ apiKey, baseUrl, timeoutMs }: DeepgramOptions): TranscriptionEngine {
  return {
    name: 'deepgram',
    async transcribe(audio: AudioFile, { contentType, language, vocabulary, onProgress, signal }: TranscribeOptions): Promise<Transcription> {
      onProgress?.('recognizing', 0);
      const response = await callProvider(
        'Deepgram',
        `${baseUrl}/v1/listen?${QUERY}&${languageQuery(language, vocabulary)}`,
        {
          method: 'POST',
          headers: { authorization: `Token ${apiKey}`, 'content-type': contentType },
          // A blob backed by the file: fetch streams it from disk with its length, never holding it whole.
          body: await openAsBlob(audio.path),
          timeoutMs,
        },
        signal,
      );
      let answer: DeepgramResponse;
      try {
        answer = (await response.json()) as DeepgramResponse;
      } catch {
        throw new ServiceError(502, 'Deepgram answered with something other than JSON');
      }
      if (!answer?.results) throw new ServiceError(502, 'Deepgram answered without results');
      const result = segmentsFromDeepgram(answer);
      return language ? { ...result, language } : result;
    },
  };
}

/** A forced language, else Deepgram's detection; vocabulary as keyterms (nova-3's way of boosting words). */
function languageQuery(language: string | undefined, vocabulary: string[] = []): string {
  const query = new URLSearchParams(language ? { language } : { detect_language: 'true' });
  for (const term of vocabulary) query.append('keyterm', term);
  return query.toString();
}
