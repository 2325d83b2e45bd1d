import { bytesOf } from '../audio/pcm.ts';
import type { RecognizedWord, SpeechRecognizer } from '../recognizers/types.ts';
import type { Span } from '../speakers/vad.ts';
import type { Slots } from './slots.ts';

/** Runs the recognizer on each chunk (as many at once as there are slots) and joins the words on one time line. */
export async function recognizeChunks(
  recognizer: SpeechRecognizer,
  samples: Int16Array,
  sampleRate: number,
  chunks: Span[],
  { withSlot, onProgress, signal }: { withSlot: Slots; onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<RecognizedWord[]> {
  const total = chunks.reduce((sum, chunk) => sum + chunk.end - chunk.start, 0) || 1;
  const done = chunks.map(() => 0);
  const report = () => onProgress?.(done.reduce((sum, fraction, i) => sum + fraction * (chunks[i].end - chunks[i].start), 0) / total);
  const results = await Promise.all(
    chunks.map((chunk, i) =>
      withSlot(async () => {
        signal?.throwIfAborted();
        const from = Math.round(chunk.start * sampleRate);
        const to = Math.min(samples.length, Math.round(chunk.end * sampleRate));
        const words = await recognizer.recognize(bytesOf(samples, from, to), {
          signal,
          onProgress: (fraction) => {
            done[i] = fraction;
            report();
          },
        });
        const offset = from / sampleRate;
        return words.map((word) => ({ ...word, start: round(word.start + offset), end: round(word.end + offset) }));
      }),
    ),
  );
  return results.flat();
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
