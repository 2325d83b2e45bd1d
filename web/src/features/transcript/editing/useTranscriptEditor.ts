import { useCallback, useEffect, useRef, useState } from 'react';
import type { OperationResult } from 'urql';
import { useSaveEditsMutation, type TranscriptViewFragment } from '../../../graphql/generated.ts';
import { Autosaver, type SaveOutcome, type SaveStatus } from './autosave.ts';
import { errorMessage, isConflict } from '../../../lib/errors.ts';
import { loadDrafts, storeDrafts } from './offline-drafts.ts';
import { notify } from '../../../components/Toaster.tsx';

/** Unsaved texts by segment start (the segment's identity). */
export type Drafts = ReadonlyMap<number, string>;

export const UNSAVED = 'Your edits could not be saved first; try again in a moment.';

/** A change the server makes on the saved text, sent with the version it was made on. */
export type ServerChange<T> = (baseVersionId: string | null) => Promise<OperationResult<T>>;
/** Runs a server change after saving the drafts; null when it did not happen (the user is told why). */
export type RunChange = <T>(run: ServerChange<T>, versionOf: (data: T) => string | null) => Promise<T | null>;

/**
 * Local edits of a transcript and their saving: edits stay as drafts over the cached segments until
 * a save returns the new version, which replaces the cached transcript in place. Drafts are also kept
 * in this browser until saved, so going offline, reloading or closing the tab loses nothing.
 */
export function useTranscriptEditor(transcript: TranscriptViewFragment, reload: () => void) {
  // Kept texts the server already has (saved just before a reload) are not edits any more.
  const [kept] = useState(() => {
    const stored = loadDrafts(transcript.id);
    const texts = stored && withoutSaved(new Map(stored.texts), transcript.segments);
    return texts?.size ? { texts, baseVersionId: stored!.baseVersionId } : null;
  });
  const [drafts, setDrafts] = useState<Drafts>(() => kept?.texts ?? new Map());
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [, saveEdits] = useSaveEditsMutation();
  const saverRef = useRef<Autosaver | null>(null);

  // The save reads these when it fires, not when it was scheduled. Kept drafts carry the version
  // they were made on: if the transcript moved on meanwhile, their save meets the conflict flow.
  const latest = useRef({ transcript, drafts, baseVersionId: kept ? kept.baseVersionId : transcript.versionId });
  latest.current.transcript = transcript;
  latest.current.drafts = drafts;
  const seenVersion = useRef(transcript.versionId);
  useEffect(() => {
    if (seenVersion.current === transcript.versionId) return;
    seenVersion.current = transcript.versionId;
    latest.current.baseVersionId = transcript.versionId;
  }, [transcript.versionId]);

  const save = useCallback(async (): Promise<SaveOutcome> => {
    const { transcript: current, drafts: sent, baseVersionId } = latest.current;
    const segments = current.segments.map((segment) => ({
      start: segment.start,
      text: sent.get(segment.start) ?? segment.text,
    }));
    const result = await saveEdits({ id: current.id, segments, baseVersionId });
    if (isConflict(result.error)) return 'conflict';
    if (!result.data) throw result.error ?? new Error('Transcript not loaded');
    latest.current.baseVersionId = result.data.saveEdits.versionId;
    return 'saved';
  }, [saveEdits]);

  // A draft the cached version already holds is saved; dropping it only then keeps the box steady.
  useEffect(() => {
    setDrafts((now) => withoutSaved(now, transcript.segments));
  }, [transcript.segments]);

  useEffect(() => storeDrafts(transcript.id, latest.current.baseVersionId, drafts), [transcript.id, drafts]);

  useEffect(() => {
    const saver = new Autosaver({ save, onStatus: setStatus });
    saverRef.current = saver;
    if (latest.current.drafts.size > 0) {
      saver.edit();
      notify('info', 'Unsaved edits restored', 'Edits kept in this browser are being saved.');
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!saver.dirty) return;
      void saver.flush();
      event.preventDefault();
    };
    // Back online: send now rather than at the next retry.
    const onOnline = () => void saver.flush();
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('online', onOnline);
      // Leaving the page (or the transcript) sends what is unsaved first.
      void saver.flush().finally(() => saver.dispose());
    };
  }, [save]);

  const edit = useCallback((start: number, text: string) => {
    setDrafts((now) => new Map(now).set(start, text));
    latest.current.drafts = new Map(latest.current.drafts).set(start, text);
    saverRef.current?.edit();
  }, []);

  /** Cancels the timer and saves now; true when nothing is left unsaved. */
  const flush = useCallback(async (): Promise<boolean> => {
    const saver = saverRef.current;
    if (!saver) return true;
    await saver.flush();
    return !saver.dirty;
  }, []);

  /**
   * Saves the drafts, then runs a change the server makes (speakers, split, replace, restore…) on
   * that version. Returns the answer's data, or null after telling the user why nothing changed.
   */
  const change: RunChange = useCallback(
    async <T>(run: ServerChange<T>, versionOf: (data: T) => string | null): Promise<T | null> => {
      if (!(await flush())) {
        notify('error', 'Nothing was changed', UNSAVED);
        return null;
      }
      const saved = latest.current.drafts;
      const result = await run(latest.current.baseVersionId);
      if (isConflict(result.error)) {
        notify('error', 'This transcript was changed elsewhere', 'The latest version is shown now; please try again.');
        reload();
        return null;
      }
      if (!result.data) {
        notify('error', 'Nothing was changed', errorMessage(result.error));
        return null;
      }
      latest.current.baseVersionId = versionOf(result.data);
      // The saved drafts are in the new version (perhaps split or replaced): only later typing stays.
      const left = new Map([...latest.current.drafts].filter(([start, text]) => saved.get(start) !== text));
      latest.current.drafts = left;
      setDrafts(left);
      return result.data;
    },
    [flush, reload],
  );

  /** After a conflict: drop the drafts and show the version saved elsewhere. */
  const discardDrafts = useCallback(() => {
    setDrafts(new Map());
    latest.current.drafts = new Map();
    reload();
    void saverRef.current?.resolveConflict(false);
  }, [reload]);

  /** After a conflict: save these drafts over the other version, as the user asked. */
  const overwrite = useCallback(() => {
    latest.current.baseVersionId = null;
    void saverRef.current?.resolveConflict(true);
  }, []);

  return { drafts, status, edit, flush, change, discardDrafts, overwrite };
}

function withoutSaved(drafts: Drafts, saved: TranscriptViewFragment['segments']): Drafts {
  if (drafts.size === 0) return drafts;
  const left = new Map(drafts);
  for (const { start, text } of saved) if (left.get(start) === text) left.delete(start);
  return left.size === drafts.size ? drafts : left;
}
