import { createContext, useContext, useSyncExternalStore } from 'react';
import { activeSegmentIndex, type Timed } from './active-segment.ts';
import { createPlayback, type Playback } from './playback.ts';

export const PlaybackContext = createContext<Playback>(createPlayback());

export const usePlayback = () => useContext(PlaybackContext);

/** Re-renders only when the playing segment changes, not on every time update. */
export function useActiveSegmentIndex(segments: readonly Timed[]): number {
  const playback = usePlayback();
  const index = () => activeSegmentIndex(segments, playback.time());
  // The server renders a fresh playback, as the page's own is when hydrating: the same snapshot for both.
  return useSyncExternalStore(playback.subscribe, index, index);
}
