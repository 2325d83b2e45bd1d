import { pocketsphinx } from './pocketsphinx.ts';
import { vosk } from './vosk.ts';
import type { SpeechRecognizer } from './types.ts';

/**
 * Every offline recognizer, best first. A new engine (vosk.ts, whisper.ts, …) is one module implementing
 * SpeechRecognizer, imported here and listed above the ones it beats.
 */
export const recognizers: readonly SpeechRecognizer[] = [vosk, pocketsphinx];

/** The best recognizer installed on this machine, or undefined when none is. */
export async function pickRecognizer(candidates: readonly SpeechRecognizer[] = recognizers): Promise<SpeechRecognizer | undefined> {
  for (const recognizer of candidates) {
    if (await recognizer.available()) return recognizer;
  }
  return undefined;
}

/** Names of the installed recognizers, for /health. */
export async function availableRecognizers(candidates: readonly SpeechRecognizer[] = recognizers): Promise<string[]> {
  const checks = await Promise.all(candidates.map(async (recognizer) => ((await recognizer.available()) ? recognizer.name : undefined)));
  return checks.filter((name): name is string => name !== undefined);
}
