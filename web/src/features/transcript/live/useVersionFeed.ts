import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { NewestVersionDocument } from '../../../graphql/generated.ts';
import { SESSION_ID } from '../../../lib/live-session.ts';
import { useLiveSignals, type LiveSignal } from '../../../lib/live/live-channel.ts';

/** How long a segment someone else changed stays marked with their name. */
export const EDITED_MARK_MS = 4000;

/**
 * Versions others save while the page is open: the page loads the new version (the editor keeps the user's
 * unsaved edits over it, or asks where they meet: draft-rebase.ts) and marks the changed segments for a moment
 * with the author's name. The page's own versions are skipped (its saves already show them). After a break in the
 * stream the page loads the transcript again, since versions may have been missed. A version saved before the
 * stream first opened (after the page loaded) was missed too: once the stream is open (its first presence list
 * says so) the page asks for the newest version's id, and catches up when it is not the one shown.
 */
export function useVersionFeed(transcriptId: string, refresh: () => void) {
  const [edited, setEdited] = useState<ReadonlyMap<string, string | null>>(new Map());
  const [authors, setAuthors] = useState<ReadonlyMap<string, string | null>>(new Map());
  /** The newest version stored, as the events tell it (this page's own included): the page catches up to it. */
  const [latestVersionId, setLatestVersionId] = useState<string | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const client = useClient();
  /** Whether the stream has opened (its first presence list came), and whether a version event came since. */
  const opened = useRef(false);
  const heard = useRef(false);
  useEffect(() => {
    opened.current = false;
    heard.current = false;
  }, [transcriptId]);

  const onSignal = useCallback(
    (signal: LiveSignal) => {
      if (signal.kind === 'reconnected') return refresh();
      const { event } = signal;
      if (event.__typename === 'PresenceEvent' && event.transcriptId === transcriptId && !opened.current) {
        opened.current = true;
        void client
          .query(NewestVersionDocument, { id: transcriptId }, { requestPolicy: 'network-only' })
          .toPromise()
          .then(({ data }) => {
            const newest = data?.transcript?.versions[0]?.id;
            // An event since tells of a version at least as new.
            if (newest && !heard.current) setLatestVersionId(newest);
          });
      }
      if (event.__typename !== 'VersionEvent' || event.transcript.id !== transcriptId) return;
      const { changedSegmentIds, author, sessionId } = event;
      heard.current = true;
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
    [client, refresh, transcriptId],
  );
  useLiveSignals(onSignal);
  return { edited, authors, latestVersionId };
}
