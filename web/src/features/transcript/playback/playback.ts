/**
 * The meeting point of the audio player, the segment list and the keyboard: the player reports the
 * time and carries out requests (seek, play/pause, speed); the others only make requests. None imports
 * another, and only rows whose highlight changes re-render.
 */
export interface Playback {
  time(): number;
  /** The playback speed (1 = normal). */
  rate(): number;
  /** Called on every time or speed change. */
  subscribe(listener: () => void): () => void;
  /** Called by the player as the audio moves. */
  reportTime(seconds: number): void;
  /** Asks the player to jump to a time; the player clamps it to the audio. */
  seek(seconds: number): void;
  onSeek(handler: (seconds: number) => void): () => void;
  togglePlay(): void;
  onToggle(handler: () => void): () => void;
  /**
   * Starts playback (e.g. from a word the user Ctrl+clicked); nothing when already playing. `resume`: the user
   * goes on listening (a pedal), so "Rewind on resume" applies as it does to Play.
   */
  play(resume?: boolean): void;
  onPlay(handler: (resume: boolean) => void): () => void;
  /** Pauses playback (a pedal released); nothing when paused. */
  pause(): void;
  onPause(handler: () => void): () => void;
  setRate(rate: number): void;
}

export function createPlayback(): Playback {
  let current = 0;
  let rate = 1;
  const listeners = new Set<() => void>();
  const seekHandlers = new Set<(seconds: number) => void>();
  const toggleHandlers = new Set<() => void>();
  const playHandlers = new Set<(resume: boolean) => void>();
  const pauseHandlers = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    time: () => current,
    rate: () => rate,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportTime(seconds) {
      if (seconds === current) return;
      current = seconds;
      notify();
    },
    seek(seconds) {
      for (const handler of seekHandlers) handler(seconds);
    },
    onSeek(handler) {
      seekHandlers.add(handler);
      return () => seekHandlers.delete(handler);
    },
    togglePlay() {
      for (const handler of toggleHandlers) handler();
    },
    onToggle(handler) {
      toggleHandlers.add(handler);
      return () => toggleHandlers.delete(handler);
    },
    play(resume = false) {
      for (const handler of playHandlers) handler(resume);
    },
    onPlay(handler) {
      playHandlers.add(handler);
      return () => playHandlers.delete(handler);
    },
    pause() {
      for (const handler of pauseHandlers) handler();
    },
    onPause(handler) {
      pauseHandlers.add(handler);
      return () => pauseHandlers.delete(handler);
    },
    setRate(next) {
      if (next === rate) return;
      rate = next;
      notify();
    },
  };
}
