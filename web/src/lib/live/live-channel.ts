import { useEffect, useSyncExternalStore } from 'react';
import type { LiveSubscription } from '../../graphql/generated.ts';

export type LiveEvent = LiveSubscription['live'];
/** An event of the stream, or word that the stream was broken and is open again (events may have been missed). */
export type LiveSignal = { kind: 'event'; event: LiveEvent } | { kind: 'reconnected' };

/**
 * The page's one live stream (LiveChannel, in the shell) and who listens to it: the stream follows the transcript
 * the page has open (useOpenTranscript), and hands each event to every listener (useLiveSignals).
 */
const listeners = new Set<(signal: LiveSignal) => void>();
const openWatchers = new Set<() => void>();
let open: string | null = null;

export function emitLive(signal: LiveSignal): void {
  for (const listener of listeners) listener(signal);
}

/** The transcript the page has open now, for the stream's variables. */
export function useOpenTranscriptId(): string | null {
  return useSyncExternalStore(
    (watcher) => {
      openWatchers.add(watcher);
      return () => openWatchers.delete(watcher);
    },
    () => open,
    () => null,
  );
}

function setOpen(id: string | null) {
  if (open === id) return;
  open = id;
  for (const watcher of openWatchers) watcher();
}

/** While mounted, the stream also carries this transcript's versions and presence. */
export function useOpenTranscript(id: string): void {
  useEffect(() => {
    setOpen(id);
    return () => setOpen(null);
  }, [id]);
}

/** Calls `listener` with each signal of the stream while mounted (give it a stable function). */
export function useLiveSignals(listener: (signal: LiveSignal) => void): void {
  useEffect(() => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [listener]);
}
