import { useCallback, useEffect, useRef, useState } from 'react';
import { SESSION_ID } from '../../../lib/live-session.ts';
import { useLiveSignals, type LiveSignal } from '../../../lib/live/live-channel.ts';

/** How long a segment someone else changed stays marked with their name. */
export const EDITED_MARK_MS = 4000;

/**
 * Versions others save while the page is open: the page loads the new version (the editor keeps the user's
 * unsaved edits over it, or asks where they meet: draft-rebase.ts) and marks the changed segments for a moment
 * with the author's name. The page's own versions are skipped (its saves already show them). After a break in the
 * stream the page loads the transcript again, since versions may have been missed.
 */
export function useVersionFeed(transcriptId: string, refresh: () => void) {
  const [edited, setEdited] = useState<ReadonlyMap<string, string | null>>(new Map());
  const [authors, setAuthors] = useState<ReadonlyMap<string, string | null>>(new Map());
  /** The newest version stored, as the events tell it (this page's own included): the page catches up to it. */
  const [latestVersionId, setLatestVersionId] = useState<string | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const onSignal = useCallback(
    (signal: LiveSignal) => {
      if (signal.kind === 'reconnected') return refresh();
      const { event } = signal;
      if (event.__typename !== 'VersionEvent' || event.transcript.id !== transcriptId) return;
      const { changedSegmentIds, author, sessionId } = event;
      setLatestVersionId(event.version.id);
      if (sessionId === SESSION_ID) return;
      refresh();
      // A transcription's version is the whole text, not someone's edit: nothing to mark.
      if (changedSegmentIds.length === 0 || event.version.kind === 'UPLOAD') return;
      setAuthors((now) => new Map([...now, ...changedSegmentIds.map((id) => [id, author ?? null] as const)]));
      setEdited((now) => new Map([...now, ...changedSegmentIds.map((id) => [id, author ?? null] as const)]));
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setEdited((now) => new Map([...now].filter(([id]) => !changedSegmentIds.includes(id))));
      }, EDITED_MARK_MS);
      timers.current.add(timer);
    },
    [refresh, transcriptId],
  );
  useLiveSignals(onSignal);
  return { edited, authors, latestVersionId };
}
