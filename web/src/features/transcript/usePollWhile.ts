import { useEffect } from 'react';

export const POLL_INTERVAL_MS = 1000;

/** Calls `refresh` every second while `active`, e.g. while a transcript is being transcribed. */
export function usePollWhile(active: boolean, refresh: () => void, intervalMs = POLL_INTERVAL_MS): void {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(refresh, intervalMs);
    return () => clearInterval(timer);
  }, [active, refresh, intervalMs]);
}
