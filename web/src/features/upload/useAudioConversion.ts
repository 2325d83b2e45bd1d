import { useCallback, useRef, useState } from 'react';
import { convertToOggOpus, type ConversionPlan } from './convert-audio.ts';
import { secondsLeft } from './conversion-rules.ts';

export interface ConversionProgress {
  /** 0..1 */
  done: number;
  /** null while too little is done to tell. */
  secondsLeft: number | null;
}

/** Mediabunny reports progress for every decoded frame (tens a second of audio); the dialog is redrawn at most this often. */
const REDRAW_MS = 250;

/** Converting a chosen file's audio before it is uploaded: its progress, a Cancel that leaves nothing, and a readable error. */
export function useAudioConversion() {
  const [progress, setProgress] = useState<ConversionProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  /** The converted file, or null when cancelled or failed (then `error` says why). */
  const convert = useCallback(async (file: File, plan: ConversionPlan): Promise<File | null> => {
    const controller = new AbortController();
    running.current = controller;
    setError(null);
    setProgress({ done: 0, secondsLeft: null });
    const started = performance.now();
    let drawn = started;
    try {
      return await convertToOggOpus(file, plan, {
        signal: controller.signal,
        onProgress: (done) => {
          const now = performance.now();
          if (now - drawn < REDRAW_MS) return;
          drawn = now;
          setProgress({ done, secondsLeft: secondsLeft((now - started) / 1000, done) });
        },
      });
    } catch (failure) {
      if (!controller.signal.aborted) setError(failure instanceof Error && failure.message ? failure.message : `${file.name} could not be converted.`);
      return null;
    } finally {
      running.current = null;
      setProgress(null);
    }
  }, []);

  const cancel = useCallback(() => running.current?.abort(), []);
  const clearError = useCallback(() => setError(null), []);
  /** Says why a file cannot be converted at all (a track refused by its plan), as a failed conversion would. */
  const fail = useCallback((reason: string) => setError(reason), []);

  return { converting: progress, error, convert, cancel, clearError, fail };
}
