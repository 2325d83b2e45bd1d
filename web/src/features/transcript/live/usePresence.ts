import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { stringifyDocument, useClient } from 'urql';
import { CSRF_HEADERS } from '../../../graphql/client.ts';
import { LeavePresenceDocument, UpdatePresenceDocument } from '../../../graphql/generated.ts';
import { SESSION_ID, sessionHeaders } from '../../../lib/live-session.ts';
import { DISPLAY_NAME, useTextSetting } from '../../../lib/settings.ts';
import { useLiveSignals, type LiveSignal } from '../../../lib/live/live-channel.ts';
import type { Present } from './live-marks.ts';

/** The server forgets a page 10 s after its last word: say so well within that. */
const HEARTBEAT_MS = 3000;
/** Moving between segments is told at most this often. */
const MOVE_THROTTLE_MS = 250;
export const UNNAMED = 'Guest';

/** The segment a focus is in: rows carry their segment's id (SegmentRow). */
const segmentIdAt = (target: EventTarget | null): string | null =>
  target instanceof Element ? (target.closest<HTMLElement>('[data-segment-id]')?.dataset.segmentId ?? null) : null;

/**
 * Who else has this transcript open, and where: this page tells the server it is here (every few seconds, and at
 * once when the caret moves to another segment) and that it leaves (closing the tab, leaving the page); it hears
 * the whole list each time it changes. Answers the others (not this page) and, by segment id, who is in which.
 */
export function usePresence(transcriptId: string): { others: readonly Present[]; bySegment: ReadonlyMap<string, readonly Present[]> } {
  const client = useClient();
  const [name] = useTextSetting(DISPLAY_NAME);
  // Read when a heartbeat goes: a new name is sent at once (below), without leaving and coming back.
  const shownName = useRef(name);
  shownName.current = name.trim() || UNNAMED;
  const sendNow = useRef<() => void>(() => undefined);
  useEffect(() => sendNow.current(), [name]);
  const [list, setList] = useState<readonly Present[]>([]);
  useLiveSignals(
    useCallback(
      (signal: LiveSignal) => {
        if (signal.kind === 'event' && signal.event.__typename === 'PresenceEvent' && signal.event.transcriptId === transcriptId) setList(signal.event.presence);
      },
      [transcriptId],
    ),
  );

  useEffect(() => {
    let segmentId: string | null = segmentIdAt(document.activeElement);
    let lastSent = 0;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      lastSent = Date.now();
      void client
        .mutation(UpdatePresenceDocument, { transcriptId, sessionId: SESSION_ID, name: shownName.current, segmentId })
        .toPromise();
    };
    const moved = (event: FocusEvent) => {
      const next = segmentIdAt(event.target);
      if (next === segmentId) return;
      segmentId = next;
      clearTimeout(pending);
      pending = setTimeout(send, Math.max(0, MOVE_THROTTLE_MS - (Date.now() - lastSent)));
    };
    // Sent with keepalive, so it leaves even as the tab closes.
    const leave = () => {
      void fetch('/graphql', {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json', ...CSRF_HEADERS, ...sessionHeaders() },
        body: JSON.stringify({ query: LEAVE, variables: { transcriptId, sessionId: SESSION_ID } }),
      }).catch(() => undefined);
    };
    send();
    sendNow.current = send;
    const beat = setInterval(send, HEARTBEAT_MS);
    document.addEventListener('focusin', moved);
    window.addEventListener('pagehide', leave);
    return () => {
      clearInterval(beat);
      clearTimeout(pending);
      document.removeEventListener('focusin', moved);
      window.removeEventListener('pagehide', leave);
      sendNow.current = () => undefined;
      leave();
    };
  }, [client, transcriptId]);

  return useMemo(() => {
    const others = list.filter((entry) => entry.sessionId !== SESSION_ID);
    const bySegment = new Map<string, Present[]>();
    for (const entry of others) {
      if (entry.segmentId) bySegment.set(entry.segmentId, [...(bySegment.get(entry.segmentId) ?? []), entry]);
    }
    return { others, bySegment };
  }, [list]);
}

const LEAVE = stringifyDocument(LeavePresenceDocument);
