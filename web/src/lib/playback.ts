/**
 * The meeting point of the audio player and the segment list: the player reports the time, the list
 * asks for seeks. Neither imports the other, and only rows whose highlight changes re-render.
 */
export interface Playback {
  time(): number;
  subscribe(listener: () => void): () => void;
  /** Called by the player as the audio moves. */
  reportTime(seconds: number): void;
  /** Asks the player to jump to a time; the player clamps it to the audio. */
  seek(seconds: number): void;
  onSeek(handler: (seconds: number) => void): () => void;
}

export function createPlayback(): Playback {
  let current = 0;
  const listeners = new Set<() => void>();
  const seekHandlers = new Set<(seconds: number) => void>();
  return {
    time: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportTime(seconds) {
      if (seconds === current) return;
      current = seconds;
      for (const listener of listeners) listener();
    },
    seek(seconds) {
      for (const handler of seekHandlers) handler(seconds);
    },
    onSeek(handler) {
      seekHandlers.add(handler);
      return () => seekHandlers.delete(handler);
    },
  };
}
