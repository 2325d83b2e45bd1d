import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useMergeEditsMutation, useRestoreVersionMutation, useTranscriptErasedAtQuery, type TranscriptViewFragment } from '../../../graphql/generated.ts';
import { notify } from '../../../components/Toaster.tsx';
import { useServerRenderedId } from '../../../lib/first-screen-context.ts';
import { useLiveSignals, type LiveSignal } from '../../../lib/live/live-channel.ts';
import { SESSION_ID } from '../../../lib/live-session.ts';
import { indexedDbUndoStorage } from '../../../lib/undo-storage.ts';
import { useWhoAmI } from '../../../lib/who-am-i.ts';
import { useStableCallback } from '../../../lib/use-stable-callback.ts';
import { selectInSegment, useSegmentNavigation } from '../segments/segment-navigation.ts';
import { EditorSession, type Drafts, type EditorSnapshot, type OnTextsSaved } from './editor-session.ts';
import type { DraftConflict } from './draft-rebase.ts';

const NO_DRAFTS: Drafts = new Map();
const NO_CONFLICTS: ReadonlyMap<string, DraftConflict> = new Map();

/** Versions that replace the whole text: the undo steps made before them no longer fit it. */
const REWRITES = new Set(['RESTORE', 'UPLOAD']);

/**
 * The open transcript's editor session (editor-session.ts), made once per transcript and read through
 * useSyncExternalStore: `session` carries the actions (stable), `snapshot` what the page shows.
 * `authorOf` names who saved a segment last, for the note when Undo skips a segment someone else changed.
 */
export function useTranscriptEditor(
  transcript: TranscriptViewFragment,
  complete: boolean,
  reload: () => void,
  onSaved: OnTextsSaved,
  authorOf: (segmentId: string) => string | null | undefined,
) {
  const [, mergeEdits] = useMergeEditsMutation();
  const [, restoreVersion] = useRestoreVersionMutation();
  const navigation = useSegmentNavigation();
  const deps = {
    // Its answer is stored when the user pauses typing: see typingPauseExchange.
    mergeEdits: useStableCallback((variables: Parameters<typeof mergeEdits>[0]) => mergeEdits(variables, { afterTypingPause: true })),
    restoreVersion: useStableCallback((variables: Parameters<typeof restoreVersion>[0]) => restoreVersion(variables)),
    reload: useStableCallback(reload),
    onSaved: useStableCallback(onSaved),
    authorOf: useStableCallback(authorOf),
    reveal: useStableCallback((start: number, offset: number) => selectInSegment(navigation, start, offset)),
  };
  const [session] = useState(() => new EditorSession(transcript, complete, { ...deps, notify, storage: indexedDbUndoStorage }));
  session.show(transcript);
  const snapshot: EditorSnapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);

  useEffect(() => session.loaded(transcript, complete), [session, transcript, complete]);
  useEffect(() => session.start(), [session]);

  const me = useWhoAmI();
  const person = me ? (me.user?.id ?? me.kind) : null;
  // The kept undo is taken back once the transcript's last erasure is known (typing from before it goes).
  const [erasure] = useTranscriptErasedAtQuery({ variables: { id: transcript.id } });
  const erasedAt = erasure.data?.transcript?.erasedAt ?? null;
  const erasureKnown = !erasure.fetching && (erasure.data !== undefined || erasure.error !== undefined);
  useEffect(() => {
    if (person && erasureKnown) void session.keepUndoFor(person, erasedAt);
  }, [session, person, erasureKnown, erasedAt]);

  const { id } = transcript;
  const onSignal = useCallback(
    (signal: LiveSignal) => {
      if (signal.kind !== 'event') return;
      const { event } = signal;
      if (event.__typename === 'VersionEvent' && event.transcript.id === id && event.sessionId !== SESSION_ID && REWRITES.has(event.version.kind)) session.historyRewritten();
    },
    [session, id],
  );
  useLiveSignals(onSignal);

  // The server rendered the saved texts (drafts live in this browser): hydrated as such, the drafts shown right after.
  const serverRendered = useServerRenderedId() === transcript.id;
  const [hydrated, setHydrated] = useState(!serverRendered);
  useEffect(() => setHydrated(true), []);
  return {
    session,
    ...snapshot,
    drafts: hydrated ? snapshot.drafts : NO_DRAFTS,
    conflicts: hydrated ? snapshot.conflicts : NO_CONFLICTS,
  };
}
