import { useCallback, useEffect, useRef, useState } from 'react';
import { useSaveEditsMutation, type TranscriptViewFragment } from '../graphql/generated.ts';
import { Autosaver, type SaveOutcome, type SaveStatus } from '../lib/autosave.ts';
import { isConflict } from '../lib/errors.ts';

/** Unsaved texts by segment start (the segment's identity). */
export type Drafts = ReadonlyMap<number, string>;

/**
 * Local edits of a transcript and their saving: edits stay as drafts over the cached segments until
 * a save returns the new version, which replaces the cached transcript in place.
 */
export function useTranscriptEditor(transcript: TranscriptViewFragment) {
  const [drafts, setDrafts] = useState<Drafts>(new Map());
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [, saveEdits] = useSaveEditsMutation();
  const saverRef = useRef<Autosaver | null>(null);

  // The save reads these when it fires, not when it was scheduled.
  const latest = useRef({ transcript, drafts, baseVersionId: transcript.versionId as string | null });
  latest.current.transcript = transcript;
  latest.current.drafts = drafts;
  useEffect(() => {
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

  useEffect(() => {
    const saver = new Autosaver({ save, onStatus: setStatus });
    saverRef.current = saver;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!saver.dirty) return;
      void saver.flush();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
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

  /** After a conflict: drop the drafts and show the version saved elsewhere. */
  const discardDrafts = useCallback((reload: () => void) => {
    setDrafts(new Map());
    latest.current.drafts = new Map();
    reload();
    void saverRef.current?.resolveConflict(false);
  }, []);

  /** After a conflict: save these drafts over the other version, as the user asked. */
  const overwrite = useCallback(() => {
    latest.current.baseVersionId = null;
    void saverRef.current?.resolveConflict(true);
  }, []);

  return { drafts, status, edit, flush, discardDrafts, overwrite };
}

function withoutSaved(drafts: Drafts, saved: TranscriptViewFragment['segments']): Drafts {
  if (drafts.size === 0) return drafts;
  const left = new Map(drafts);
  for (const { start, text } of saved) if (left.get(start) === text) left.delete(start);
  return left.size === drafts.size ? drafts : left;
}
