import { useCallback, useEffect, useRef, useState } from 'react';
import type { OperationResult } from 'urql';
import { useMergeEditsMutation, useRestoreVersionMutation, type TranscriptViewFragment } from '../../../graphql/generated.ts';
import { needsReload } from '../../../graphql/cache.ts';
import { Autosaver, type SaveStatus } from './autosave.ts';
import { errorMessage, isConflict } from '../../../lib/errors.ts';
import { selectInSegment, useSegmentNavigation } from '../segments/segment-navigation.ts';
import { loadDrafts, restoreDrafts, storeDrafts } from './offline-drafts.ts';
import { NO_DRAFT_STATE, adoptStarts, choose, conflicted, rebase, typed, type ConflictChoice, type DraftConflict, type DraftState } from './draft-rebase.ts';
import { UndoHistory, describeStep, type Reverse, type UndoStep } from './undo-history.ts';
import { notify } from '../../../components/Toaster.tsx';
import { useServerRenderedId } from '../../../lib/first-screen-context.ts';

/** Unsaved texts by segment id (`Segment.id`). */
export type Drafts = ReadonlyMap<string, string>;

export const UNSAVED = 'Your edits could not be saved first; try again in a moment.';

const NO_DRAFTS: Drafts = new Map();
const NO_CONFLICTS: ReadonlyMap<string, DraftConflict> = new Map();

/** A change the server makes on the saved text, sent with the version it was made on. */
export type ServerChange<T> = (baseVersionId: string | null) => Promise<OperationResult<T>>;
/**
 * Runs a server change after saving the drafts; null when it did not happen (the user is told why).
 * `label` names it for undo ("split", "refine"…); null for changes that are not undone on their own. Undo restores
 * the version before the change, or runs `reverse` when the change did more than make a version.
 */
export type RunChange = <T>(run: ServerChange<T>, versionOf: (data: T) => string | null, label: string | null, reverse?: Reverse) => Promise<T | null>;

/** A save of texts made version `to` from `from`, editing the segments at these indexes. */
export type OnTextsSaved = (from: string, to: string, editedIndexes: readonly number[]) => void;

/**
 * Local edits of a transcript and their saving: edits stay as drafts over the cached segments until
 * a save returns the new version, which replaces the cached transcript in place. Drafts are also kept
 * in this browser until saved, so going offline, reloading or closing the tab loses nothing.
 */
export function useTranscriptEditor(transcript: TranscriptViewFragment, complete: boolean, reload: () => void, onSaved: OnTextsSaved) {
  // Kept texts the server already has (saved just before a reload) are not edits any more.
  const [kept] = useState(() => restoreDrafts(loadDrafts(transcript.id), transcript.segments));
  const [state, setState] = useState<DraftState>(() => kept?.state ?? NO_DRAFT_STATE);
  const drafts = state.drafts;
  // The server rendered the saved texts (drafts live in this browser): hydrated as such, the drafts shown right after.
  const serverRendered = useServerRenderedId() === transcript.id;
  const [hydrated, setHydrated] = useState(!serverRendered);
  useEffect(() => setHydrated(true), []);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [, mergeEdits] = useMergeEditsMutation();
  const [, restoreVersion] = useRestoreVersionMutation();
  const saverRef = useRef<Autosaver | null>(null);
  const navigation = useSegmentNavigation();
  const history = useRef(new UndoHistory()).current;
  /** Bumped when the undo history changes, so the buttons show what they would undo. */
  const [, setHistoryTick] = useState(0);
  const historyChanged = useCallback(() => setHistoryTick((tick) => tick + 1), []);

  // The save reads these when it fires, not when it was scheduled. Drafts kept from an older release carry only
  // the version they were made on (not the texts under them): they are merged from that version by the server.
  const latest = useRef({
    transcript,
    state,
    baseVersionId: kept?.baseVersionId ?? transcript.versionId,
    /** The texts this page sent per segment: the saved list holding one of them changed under a draft by this page. */
    sent: new Map<string, string>(),
    /** Kept drafts without their texts under them: the base moves on only once they are saved. */
    basesUnknown: kept?.basesUnknown ?? false,
  });
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  latest.current.transcript = transcript;
  latest.current.state = state;

  const update = useCallback((next: (now: DraftState) => DraftState) => {
    const changed = next(latest.current.state);
    latest.current.state = changed;
    setState(changed);
    return changed;
  }, []);

  // A save waits for the whole list: only then do drafts kept by start find their segment, and is a segment gone told
  // from one not loaded yet.
  const loadedRef = useRef({ complete, waiting: [] as Array<() => void> });
  loadedRef.current.complete = complete;
  useEffect(() => {
    if (complete) loadedRef.current.waiting.splice(0).forEach((resolve) => resolve());
  }, [complete]);
  const allLoaded = useCallback(
    () => (loadedRef.current.complete ? Promise.resolve() : new Promise<void>((resolve) => loadedRef.current.waiting.push(resolve))),
    [],
  );
  // A newer saved list (this page's save, another person's, a reload): each draft is saved, goes on over it, or is
  // in conflict with it. Only a whole list tells a segment gone from one not loaded yet (and where a draft kept by
  // start belongs).
  useEffect(() => {
    if (!complete) return;
    const { sent } = latest.current;
    update((now) => rebase(adoptStarts(now, transcript.segments), transcript.segments, sent));
    if (!latest.current.basesUnknown) latest.current.baseVersionId = transcript.versionId;
  }, [transcript.segments, transcript.versionId, complete, update]);

  const save = useCallback(async (): Promise<void> => {
    await allLoaded();
    const { transcript: current, state: sending } = latest.current;
    const baseVersionId = latest.current.baseVersionId ?? current.versionId;
    if (!baseVersionId) throw new Error('Transcript not loaded');
    // Only what changed is sent (partial): the drafts of segments on screen, a segment in conflict keeping its saved
    // text until the user chooses. The server keeps every other segment as the base version has it.
    const edited = current.segments.flatMap((segment, index) => {
      const text = sending.drafts.get(segment.id);
      return text === undefined || sending.conflicts.has(segment.id) || text === segment.text ? [] : [{ index, segment: { id: segment.id, start: segment.start, text } }];
    });
    const segments = edited.map((entry) => entry.segment);
    for (const { id, text } of segments) latest.current.sent.set(id, text);
    // Its answer is stored when the user pauses typing: see typingPauseExchange.
    const result = await mergeEdits({ id: current.id, segments, baseVersionId }, { afterTypingPause: true });
    if (!result.data) throw result.error ?? new Error('Transcript not loaded');
    const merged = result.data.mergeEdits;
    const saved = merged.versionId;
    // The base moves on with the saved list the page shows (the rebase effect above), never ahead of it.
    latest.current.basesUnknown = false;
    if (merged.conflicts.length) {
      update((now) =>
        merged.conflicts.reduce((state, conflict) => {
          const mine = sending.drafts.get(conflict.segmentId);
          return mine === undefined ? state : conflicted(state, conflict.segmentId, { mine, theirs: conflict.theirs ?? null, start: conflict.start });
        }, now),
      );
    }
    // Saved elsewhere meanwhile, and merged in: the page loads the merged list.
    if (needsReload(merged)) reload();
    // Made on the version shown (not over another one): the other segments' words are the same.
    else if (baseVersionId === current.versionId && saved) {
      onSavedRef.current(baseVersionId, saved, edited.map((entry) => entry.index));
    }
  }, [mergeEdits, allLoaded, update, reload]);

  useEffect(() => storeDrafts(transcript.id, latest.current.baseVersionId, state), [transcript.id, state]);

  useEffect(() => {
    const saver = new Autosaver({ save, onStatus: setStatus });
    saverRef.current = saver;
    if (latest.current.state.drafts.size > 0) {
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

  /** A segment on screen (saved), or undefined when there is none with this id. */
  const savedSegment = useCallback((segmentId: string) => latest.current.transcript.segments.find((segment) => segment.id === segmentId), []);

  const setDraft = useCallback(
    (segmentId: string, text: string) => {
      const segment = savedSegment(segmentId);
      if (!segment) return;
      update((now) => typed(now, segment, text));
      saverRef.current?.edit();
    },
    [update, savedSegment],
  );

  /** The text of a segment as on screen. */
  const textOf = useCallback(
    (segmentId: string): string | null => latest.current.state.drafts.get(segmentId) ?? savedSegment(segmentId)?.text ?? null,
    [savedSegment],
  );

  /** A user's edit of one segment's text (by its id): saved after a pause, undone with the burst it belongs to. */
  const edit = useCallback(
    (segmentId: string, text: string) => {
      const before = textOf(segmentId);
      if (before === null || before === text) return;
      // The draft's new state re-renders the page, which reads the history afresh.
      history.typed(segmentId, before, text, Date.now());
      setDraft(segmentId, text);
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
    async <T>(run: ServerChange<T>, versionOf: (data: T) => string | null, label: string | null, reverse?: Reverse): Promise<T | null> => {
      // Some changes send the whole list (adding or deleting a segment): never a part of it.
      await allLoaded();
      if (!(await flush())) {
        notify('error', 'Nothing was changed', UNSAVED);
        return null;
      }
      const saved = latest.current.state.drafts;
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
      const after = latest.current.baseVersionId;
      if (label && reverse) history.called(label, reverse);
      // A change that made no version (nothing matched, say) leaves nothing to undo.
      else if (label && before && after && after !== before) history.changed(label, before, after);
      if (label) historyChanged();
      // The saved drafts are in the new version (perhaps split or replaced): only later typing stays.
      update((now) => {
        const left = new Map([...now.drafts].filter(([id, text]) => saved.get(id) !== text));
        const kept = <T>(map: ReadonlyMap<string, T>) => new Map([...map].filter(([id]) => left.has(id)));
        return { ...now, drafts: left, bases: kept(now.bases), starts: kept(now.starts) };
      });
      return result.data;
    },
    [flush, reload, history, historyChanged, allLoaded],
  );

  /** Carries out one undo or redo step; false when it could not be done (the user was told why). */
  const apply = useCallback(
    async (step: UndoStep, direction: 'undo' | 'redo'): Promise<boolean> => {
      if (step.kind === 'text') {
        const text = direction === 'undo' ? step.before : step.after;
        const segment = savedSegment(step.segmentId);
        if (!segment) return false;
        setDraft(step.segmentId, text);
        await selectInSegment(navigation, segment.start, text.length);
        return true;
      }
      if (step.kind === 'calls') return direction === 'undo' ? step.undo() : step.redo();
      const versionId = direction === 'undo' ? step.before : step.after;
      const id = latest.current.transcript.id;
      // Marked as an undo or a redo, so the history says so (and what an undo took back), not "Restored".
      const as = direction === 'undo' ? 'UNDO' : 'REDO';
      const done = await change((baseVersionId) => restoreVersion({ id, versionId, baseVersionId, as }), (data) => data.restoreVersion.versionId, null);
      return done !== null;
    },
    [change, restoreVersion, navigation, savedSegment, setDraft],
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

  /** A segment changed here and elsewhere: the user's choice of text, saved like an edit (theirs: nothing to save). */
  const resolve = useCallback(
    (segmentId: string, choice: ConflictChoice) => {
      const conflict = latest.current.state.conflicts.get(segmentId);
      if (!conflict) return;
      update((now) => choose(now, segmentId, choice));
      if (choice !== 'theirs' && conflict.theirs !== null) saverRef.current?.edit();
    },
    [update],
  );

  /** The segments as on screen (drafts included), read when called. */
  const segmentsNow = useCallback(
    () => {
      const { drafts: shown, conflicts } = latest.current.state;
      // A segment in conflict counts with its saved text until the user chooses.
      return latest.current.transcript.segments.map((segment) => ({ ...segment, text: conflicts.has(segment.id) ? segment.text : (shown.get(segment.id) ?? segment.text) }));
    },
    [],
  );

  const undoLabel = history.canUndo() ? describeStep(history.nextUndo()) : null;
  const redoLabel = history.canRedo() ? describeStep(history.nextRedo()) : null;

  const conflicts = hydrated ? state.conflicts : NO_CONFLICTS;
  return { drafts: hydrated ? drafts : NO_DRAFTS, conflicts, status, edit, flush, change, resolve, segmentsNow, undo, redo, undoLabel, redoLabel };
}
