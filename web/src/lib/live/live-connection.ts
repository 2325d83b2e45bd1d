import { useSyncExternalStore } from 'react';

/**
 * Whether this page hears live updates now: each open feed says when its stream is up or down, and the browser
 * when it goes offline. The header shows it (LiveStatus), so a user knows when others' changes may be late, and
 * the save status says when the page is offline (SaveStatusBar).
 */
export type LiveState = 'live' | 'connecting' | 'offline';

const feeds = new Map<symbol, boolean>();
const listeners = new Set<() => void>();
let state: LiveState = 'live';

function recompute() {
  const online = typeof navigator === 'undefined' || navigator.onLine;
  const next: LiveState = !online ? 'offline' : [...feeds.values()].every(Boolean) ? 'live' : 'connecting';
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', recompute);
  window.addEventListener('offline', recompute);
}

/**
 * A feed's handle: it says when its stream is down (false) and up again (true), and leaves when it stops. A new feed
 * counts as up: the page says nothing while a stream opens, only when one broke.
 */
export function joinFeeds(): { up: (isUp: boolean) => void; leave: () => void } {
  const key = Symbol('feed');
  feeds.set(key, true);
  recompute();
  return {
    up: (isUp) => {
      feeds.set(key, isUp);
      recompute();
    },
    leave: () => {
      feeds.delete(key);
      recompute();
    },
  };
}

export function useLiveState(): LiveState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => 'live',
  );
}
