import { useCallback, useEffect, useRef, useState } from 'react';
import type { OperationResult } from 'urql';
import { useRestoreVersionMutation, useSaveEditsMutation, type TranscriptViewFragment } from '../../../graphql/generated.ts';
import { Autosaver, type SaveOutcome, type SaveStatus } from './autosave.ts';
import { errorMessage, isConflict } from '../../../lib/errors.ts';
import { indexOfStart } from '../segments/segment-box.ts';
import { selectInSegment, useSegmentNavigation } from '../segments/segment-navigation.ts';
import { loadDrafts, storeDrafts } from './offline-drafts.ts';
import { UndoHistory, describeStep, type UndoStep } from './undo-history.ts';
import { notify } from '../../../components/Toaster.tsx';
import { useServerRenderedId } from '../../../lib/first-screen-context.ts';

/** Unsaved texts by segment start (the segment's identity). */
export type Drafts = ReadonlyMap<number, string>;

export const UNSAVED = 'Your edits could not be saved first; try again in a moment.';

const NO_DRAFTS: Drafts = new Map();

/** A change the server makes on the saved text, sent with the version it was made on. */
export type ServerChange<T> = (baseVersionId: string | null) => Promise<OperationResult<T>>;
/**
 * Runs a server change after saving the drafts; null when it did not happen (the user is told why).
 * `label` names it for undo ("split", "refine"…); null for changes that are not undone on their own.
 */
export type RunChange = <T>(run: ServerChange<T>, versionOf: (data: T) => string | null, label: string | null) => Promise<T | null>;

/** A save of texts made version `to` from `from`, editing the segments at these indexes. */
export type OnTextsSaved = (from: string, to: string, editedIndexes: readonly number[]) => void;

/**
 * Local edits of a transcript and their saving: edits stay as drafts over the cached segments until
 * a save returns the new version, which replaces the cached transcript in place. Drafts are also kept
 * in this browser until saved, so going offline, reloading or closing the tab loses nothing.
 */
export function useTranscriptEditor(transcript: TranscriptViewFragment, complete: boolean, reload: () => void, onSaved: OnTextsSaved) {
  // Kept texts the server already has (saved just before a reload) are not edits any more.
  const [kept] = useState(() => {
    const stored = loadDrafts(transcript.id);
    const texts = stored && withoutSaved(new Map(stored.texts), transcript.segments);
    return texts?.size ? { texts, baseVersionId: stored!.baseVersionId } : null;
  });
  const [drafts, setDrafts] = useState<Drafts>(() => kept?.texts ?? new Map());
  // The server rendered the saved texts (drafts live in this browser): hydrated as such, the drafts shown right after.
  const serverRendered = useServerRenderedId() === transcript.id;
  const [hydrated, setHydrated] = useState(!serverRendered);
  useEffect(() => setHydrated(true), []);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [, saveEdits] = useSaveEditsMutation();
  const [, restoreVersion] = useRestoreVersionMutation();
  const saverRef = useRef<Autosaver | null>(null);
  const navigation = useSegmentNavigation();
  const history = useRef(new UndoHistory()).current;
  /** Bumped when the undo history changes, so the buttons show what they would undo. */
  const [, setHistoryTick] = useState(0);
  const historyChanged = useCallback(() => setHistoryTick((tick) => tick + 1), []);

  // The save reads these when it fires, not when it was scheduled. Kept drafts carry the version
  // they were made on: if the transcript moved on meanwhile, their save meets the conflict flow.
  const latest = useRef({ transcript, drafts, baseVersionId: kept ? kept.baseVersionId : transcript.versionId });
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  latest.current.transcript = transcript;
  latest.current.drafts = drafts;

  // A save sends every segment: while the list is still arriving in pages it waits, so it never sends part.
  const loadedRef = useRef({ complete, waiting: [] as Array<() => void> });
  loadedRef.current.complete = complete;
  useEffect(() => {
    if (complete) loadedRef.current.waiting.splice(0).forEach((resolve) => resolve());
  }, [complete]);
  const allLoaded = useCallback(
    () => (loadedRef.current.complete ? Promise.resolve() : new Promise<void>((resolve) => loadedRef.current.waiting.push(resolve))),
    [],
  );
  const seenVersion = useRef(transcript.versionId);
  useEffect(() => {
    if (seenVersion.current === transcript.versionId) return;
    seenVersion.current = transcript.versionId;
    latest.current.baseVersionId = transcript.versionId;
  }, [transcript.versionId]);

  const save = useCallback(async (): Promise<SaveOutcome> => {
    await allLoaded();
    const { transcript: current, drafts: sent, baseVersionId } = latest.current;
    const segments = current.segments.map((segment) => ({
      start: segment.start,
      text: sent.get(segment.start) ?? segment.text,
    }));
    // Its answer is stored when the user pauses typing: see typingPauseExchange.
    const result = await saveEdits({ id: current.id, segments, baseVersionId }, { afterTypingPause: true });
    if (isConflict(result.error)) return 'conflict';
    if (!result.data) throw result.error ?? new Error('Transcript not loaded');
    const saved = result.data.saveEdits.versionId;
    latest.current.baseVersionId = saved;
    // Made on the version shown (not over another one, after a conflict): the other segments' words are the same.
    if (baseVersionId && baseVersionId === current.versionId && saved) {
      onSavedRef.current(baseVersionId, saved, segments.flatMap((segment, i) => (segment.text !== current.segments[i].text ? [i] : [])));
    }
    return 'saved';
  }, [saveEdits, allLoaded]);

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

  const setDraft = useCallback((start: number, text: string) => {
    setDrafts((now) => new Map(now).set(start, text));
    latest.current.drafts = new Map(latest.current.drafts).set(start, text);
    saverRef.current?.edit();
  }, []);

  /** The text of a segment as on screen. */
  const textOf = useCallback((start: number): string | null => {
    const draft = latest.current.drafts.get(start);
    if (draft !== undefined) return draft;
    const { segments } = latest.current.transcript;
    const index = indexOfStart(segments, start);
    return index < 0 ? null : segments[index].text;
  }, []);

  /** A user's edit of one segment's text: saved after a pause, undone with the burst it belongs to. */
  const edit = useCallback(
    (start: number, text: string) => {
      const before = textOf(start);
      if (before === null || before === text) return;
      // The draft's new state re-renders the page, which reads the history afresh.
      history.typed(start, before, text, Date.now());
      setDraft(start, text);
    },
    [history, textOf, setDraft],
  );

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
    async <T>(run: ServerChange<T>, versionOf: (data: T) => string | null, label: string | null): Promise<T | null> => {
      // Some changes send the whole list (adding or deleting a segment): never a part of it.
      await allLoaded();
      if (!(await flush())) {
        notify('error', 'Nothing was changed', UNSAVED);
        return null;
      }
      const saved = latest.current.drafts;
      const before = latest.current.baseVersionId;
      const result = await run(before);
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
      if (label && before && latest.current.baseVersionId) {
        history.changed(label, before, latest.current.baseVersionId);
        historyChanged();
      }
      // The saved drafts are in the new version (perhaps split or replaced): only later typing stays.
      const left = new Map([...latest.current.drafts].filter(([start, text]) => saved.get(start) !== text));
      latest.current.drafts = left;
      setDrafts(left);
      return result.data;
    },
    [flush, reload, history, historyChanged, allLoaded],
  );

  /** Carries out one undo or redo step; false when it could not be done (the user was told why). */
  const apply = useCallback(
    async (step: UndoStep, direction: 'undo' | 'redo'): Promise<boolean> => {
      if (step.kind === 'text') {
        const text = direction === 'undo' ? step.before : step.after;
        if (textOf(step.start) === null) return false;
        setDraft(step.start, text);
        await selectInSegment(navigation, step.start, text.length);
        return true;
      }
      const versionId = direction === 'undo' ? step.before : step.after;
      const id = latest.current.transcript.id;
      // Marked as an undo or a redo, so the history says so (and what an undo took back), not "Restored".
      const as = direction === 'undo' ? 'UNDO' : 'REDO';
      const done = await change((baseVersionId) => restoreVersion({ id, versionId, baseVersionId, as }), (data) => data.restoreVersion.versionId, null);
      return done !== null;
    },
    [change, restoreVersion, navigation, textOf, setDraft],
  );

  /** Undoes the last step (Ctrl+Z); a server change comes back as a new version. */
  const undo = useCallback(async () => {
    const step = history.takeUndo();
    if (!step) return;
    if (await apply(step, 'undo')) history.undid(step);
    else history.redid(step);
    historyChanged();
  }, [history, apply, historyChanged]);

  /** Redoes the last undone step (Ctrl+Shift+Z, Ctrl+Y). */
  const redo = useCallback(async () => {
    const step = history.takeRedo();
    if (!step) return;
    if (await apply(step, 'redo')) history.redid(step);
    else history.undid(step);
    historyChanged();
  }, [history, apply, historyChanged]);

  /** After a conflict: drop the drafts and show the version saved elsewhere. */
  const discardDrafts = useCallback(() => {
    setDrafts(new Map());
    latest.current.drafts = new Map();
    // The steps were made on text that is gone now.
    history.clear();
    historyChanged();
    reload();
    void saverRef.current?.resolveConflict(false);
  }, [reload, history, historyChanged]);

  /** After a conflict: save these drafts over the other version, as the user asked. */
  const overwrite = useCallback(() => {
    latest.current.baseVersionId = null;
    void saverRef.current?.resolveConflict(true);
  }, []);

  /** The segments as on screen (drafts included), read when called. */
  const segmentsNow = useCallback(
    () => latest.current.transcript.segments.map((segment) => ({ ...segment, text: latest.current.drafts.get(segment.start) ?? segment.text })),
    [],
  );

  const undoLabel = history.canUndo() ? describeStep(history.nextUndo()) : null;
  const redoLabel = history.canRedo() ? describeStep(history.nextRedo()) : null;

  return { drafts: hydrated ? drafts : NO_DRAFTS, status, edit, flush, change, discardDrafts, overwrite, segmentsNow, undo, redo, undoLabel, redoLabel };
}

function withoutSaved(drafts: Drafts, saved: TranscriptViewFragment['segments']): Drafts {
  if (drafts.size === 0) return drafts;
  const left = new Map(drafts);
  for (const { start, text } of saved) if (left.get(start) === text) left.delete(start);
  return left.size === drafts.size ? drafts : left;
}
