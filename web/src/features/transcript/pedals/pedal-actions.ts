import type { PedalEdge } from './pedal-adapter.ts';

/** What the pedals drive: the player's requests (playback.ts) and the skip interval. */
export interface PedalTarget {
  time(): number;
  seek(seconds: number): void;
  /** Starts playback as a resume (rewinding first when "Rewind on resume" is on). */
  resume(): void;
  pause(): void;
  skipSeconds(): number;
}

/** While the left or right pedal stays down, it skips again this often: holding it winds on. */
export const WIND_EVERY_MS = 400;

/**
 * The transcription pedal's usual mapping: left rewinds, the middle plays while held, right fast-forwards. A skip
 * pedal skips once on its press, then again every WIND_EVERY_MS until released. Returns the edge handler and what
 * stops the winding (when the pedal goes away).
 */
export function pedalActions(target: PedalTarget): { onEdge: (edge: PedalEdge) => void; stop: () => void } {
  const winding = new Map<'left' | 'right', ReturnType<typeof setInterval>>();
  const skip = (direction: -1 | 1) => target.seek(target.time() + direction * target.skipSeconds());
  const stopWinding = (button: 'left' | 'right') => {
    clearInterval(winding.get(button));
    winding.delete(button);
  };
  const onEdge = ({ button, pressed }: PedalEdge) => {
    if (button === 'middle') return pressed ? target.resume() : target.pause();
    stopWinding(button);
    if (!pressed) return;
    const direction = button === 'left' ? -1 : 1;
    skip(direction);
    winding.set(button, setInterval(() => skip(direction), WIND_EVERY_MS));
  };
  return { onEdge, stop: () => (['left', 'right'] as const).forEach(stopWinding) };
}
