import type { CombinedError, OperationResult } from 'urql';
import type { MergeEditsMutation, MergeEditsMutationVariables, RestoreVersionMutation, RestoreVersionMutationVariables, TranscriptViewFragment } from '../../../graphql/generated.ts';
import { needsReload } from '../../../graphql/cache.ts';
import { errorMessage, isConflict, isNotFound } from '../../../lib/errors.ts';
import type { UndoStorage } from '../../../lib/undo-storage.ts';
import { Autosaver, type SaveStatus } from './autosave.ts';
import { NO_DRAFT_STATE, adoptStarts, choose, conflicted, rebase, typed, type ConflictChoice, type DraftConflict, type DraftState } from './draft-rebase.ts';
import { keptRecord, keptSince, keptUndoKey, readKeptStacks } from './kept-undo.ts';
import { loadDrafts, restoreDrafts, storeDrafts } from './offline-drafts.ts';
import { UndoHistory, describeStep, type Reverse, type UndoStep } from './undo-history.ts';

/** A refusal of a change made before an erasure of personal data (CONFLICT with `extensions.erased`: server/services/version-writer.ts). */
const wasErased = (error: CombinedError | undefined): boolean => error?.graphQLErrors.some((e) => e.extensions?.erased === true) ?? false;

/** Unsaved texts by segment id (`Segment.id`). */
export type Drafts = ReadonlyMap<string, string>;

export const UNSAVED = 'Your edits could not be saved first; try again in a moment.';

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

/** What the page shows of the session; a new object whenever any of it changes. */
export interface EditorSnapshot {
  drafts: Drafts;
  conflicts: ReadonlyMap<string, DraftConflict>;
  status: SaveStatus;
  /** What Undo and Redo would take back or bring back ("typing", "split"…); null when nothing. */
  undoLabel: string | null;
  redoLabel: string | null;
}

/** What the session asks of the page around it: the server, the user's attention, the browser. */
export interface EditorSessionDeps {
  mergeEdits: (variables: MergeEditsMutationVariables) => Promise<OperationResult<MergeEditsMutation>>;
  restoreVersion: (variables: RestoreVersionMutationVariables) => Promise<OperationResult<RestoreVersionMutation>>;
  /** Loads the transcript again (a save merged others' work, or a change met a newer version). */
  reload: () => void;
  onSaved: OnTextsSaved;
  notify: (type: 'info' | 'error', title: string, description?: string) => void;
  /** Shows a segment (by start) with the caret at `offset`, after undoing or redoing its typing. */
  reveal: (start: number, offset: number) => Promise<unknown>;
  /** Who saved a segment's text last, when the page heard it (live events); undefined when it did not. */
  authorOf: (segmentId: string) => string | null | undefined;
  /** Where the undo stacks outlive the page; none keeps them for the page only. */
  storage?: UndoStorage;
}

/** Writes of the undo stacks wait this long for more typing, so a burst is one write. */
export const KEEP_UNDO_DELAY_MS = 300;

/**
 * One open transcript's editing, in plain TypeScript for React to read (useTranscriptEditor): local edits stay as
 * drafts over the saved segments until a save returns the new version, which replaces the cached transcript in
 * place. Drafts are kept in this browser until saved (offline-drafts.ts), so going offline, reloading or closing the
 * tab loses nothing; the undo and redo stacks are kept too (per person, kept-undo.ts), so Undo works after a reload.
 */
export class EditorSession {
  private transcript: TranscriptViewFragment;
  private complete: boolean;
  private state: DraftState;
  private status: SaveStatus = 'idle';
  private snapshot: EditorSnapshot;
  private readonly listeners = new Set<() => void>();
  private saver: Autosaver | null = null;
  private readonly history = new UndoHistory();
  /** The version the drafts were made on. Drafts kept from an older release carry only this (not the texts under them). */
  private baseVersionId: string | null;
  /** The texts this page sent per segment: the saved list holding one of them changed under a draft by this page. */
  private readonly sent = new Map<string, string>();
  /** Kept drafts without their texts under them: the base moves on only once they are saved. */
  private basesUnknown: boolean;
  private readonly waiting: Array<() => void> = [];
  /** Whose stacks these are (null until the page knows who is asking: nothing is kept before). */
  private undoKey: string | null = null;
  private keepTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    transcript: TranscriptViewFragment,
    complete: boolean,
    private readonly deps: EditorSessionDeps,
  ) {
    // Kept texts the server already has (saved just before a reload) are not edits any more.
    const kept = restoreDrafts(loadDrafts(transcript.id), transcript.segments);
    this.transcript = transcript;
    this.complete = complete;
    this.state = kept?.state ?? NO_DRAFT_STATE;
    this.baseVersionId = kept?.baseVersionId ?? transcript.versionId ?? null;
    this.basesUnknown = kept?.basesUnknown ?? false;
    this.snapshot = this.take();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): EditorSnapshot => this.snapshot;

  /**
   * Starts autosaving (and says so when drafts kept in this browser are being saved); the returned stop sends what
   * is unsaved first. One page may start and stop it more than once (React's strict mode does).
   */
  start(): () => void {
    const saver = new Autosaver({ save: this.save, onStatus: (status) => this.changed(() => (this.status = status)) });
    this.saver = saver;
    // Kept drafts the server already had are forgotten here too.
    storeDrafts(this.transcript.id, this.baseVersionId, this.state);
    if (this.state.drafts.size > 0) {
      saver.edit();
      this.deps.notify('info', 'Unsaved edits restored', 'Edits kept in this browser are being saved.');
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      this.keepUndo();
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
      this.keepUndo();
      // Leaving the page (or the transcript) sends what is unsaved first.
      void saver.flush().finally(() => saver.dispose());
    };
  }

  /** The transcript as the page has it now (rendered before its effects run: read by what fires meanwhile). */
  show(transcript: TranscriptViewFragment): void {
    this.transcript = transcript;
  }

  /**
   * A newer saved list (this page's save, another person's, a reload), or the last page of it: each draft is saved,
   * goes on over it, or is in conflict with it. Only a whole list tells a segment gone from one not loaded yet (and
   * where a draft kept by start belongs), so a save waits for it too.
   */
  loaded(transcript: TranscriptViewFragment, complete: boolean): void {
    this.transcript = transcript;
    this.complete = complete;
    if (!complete) return;
    this.waiting.splice(0).forEach((resolve) => resolve());
    this.update((now) => rebase(adoptStarts(now, transcript.segments), transcript.segments, this.sent));
    if (!this.basesUnknown) this.baseVersionId = transcript.versionId ?? null;
  }

  /**
   * Takes back the undo stacks this person kept for this transcript (before a reload), and keeps them from now on.
   * `erasedAt`: when personal data was last erased from the transcript (Transcript.erasedAt); typing kept from before goes.
   */
  async keepUndoFor(person: string, erasedAt: string | null = null): Promise<void> {
    const key = keptUndoKey(person, this.transcript.id);
    if (key === this.undoKey || !this.deps.storage) return;
    this.undoKey = key;
    const stored = readKeptStacks(await this.deps.storage.load(key));
    const kept = stored && erasedAt ? keptSince(stored, Date.parse(erasedAt)) : stored;
    if (kept && this.undoKey === key) {
      this.history.restore(kept);
      this.historyChanged();
    }
  }

  /** The server says the history was rewritten (an earlier version restored, the audio transcribed anew): the steps may not fit. */
  historyRewritten(): void {
    this.history.clear();
    this.historyChanged();
  }

  /** A user's edit of one segment's text (by its id): saved after a pause, undone with the burst it belongs to. */
  edit = (segmentId: string, text: string): void => {
    const before = this.textOf(segmentId);
    if (before === null || before === text) return;
    this.history.typed(segmentId, before, text, Date.now());
    this.historyChanged();
    this.setDraft(segmentId, text);
  };

  /** Cancels the timer and saves now; true when nothing is left unsaved. */
  flush = async (): Promise<boolean> => {
    const saver = this.saver;
    if (!saver) return true;
    await saver.flush();
    return !saver.dirty;
  };

  /**
   * Saves the drafts, then runs a change the server makes (speakers, split, replace, restore…) on
   * that version. Returns the answer's data, or null after telling the user why nothing changed.
   */
  change: RunChange = async <T>(run: ServerChange<T>, versionOf: (data: T) => string | null, label: string | null, reverse?: Reverse): Promise<T | null> => {
    // Some changes send the whole list (adding or deleting a segment): never a part of it.
    await this.allLoaded();
    if (!(await this.flush())) {
      this.deps.notify('error', 'Nothing was changed', UNSAVED);
      return null;
    }
    const saved = this.state.drafts;
    const before = this.baseVersionId;
    const result = await run(before);
    if (wasErased(result.error)) {
      this.erased();
      return null;
    }
    if (isConflict(result.error)) {
      this.deps.notify('error', 'This transcript was changed elsewhere', 'The latest version is shown now; please try again.');
      this.deps.reload();
      return null;
    }
    if (!result.data) {
      this.deps.notify('error', 'Nothing was changed', errorMessage(result.error));
      return null;
    }
    this.baseVersionId = versionOf(result.data);
    const after = this.baseVersionId;
    if (label && reverse) this.history.called(label, reverse);
    // A change that made no version (nothing matched, say) leaves nothing to undo.
    else if (label && before && after && after !== before) this.history.changed(label, before, after);
    if (label) this.historyChanged();
    // The saved drafts are in the new version (perhaps split or replaced): only later typing stays.
    this.update((now) => {
      const left = new Map([...now.drafts].filter(([id, text]) => saved.get(id) !== text));
      const kept = <V>(map: ReadonlyMap<string, V>) => new Map([...map].filter(([id]) => left.has(id)));
      return { ...now, drafts: left, bases: kept(now.bases), starts: kept(now.starts) };
    });
    return result.data;
  };

  /** Undoes the last step (Ctrl+Z); a server change comes back as a new version. */
  undo = (): Promise<void> => this.step('undo');

  /** Redoes the last undone step (Ctrl+Shift+Z, Ctrl+Y). */
  redo = (): Promise<void> => this.step('redo');

  /** A segment changed here and elsewhere: the user's choice of text, saved like an edit (theirs: nothing to save). */
  resolve = (segmentId: string, choice: ConflictChoice): void => {
    const conflict = this.state.conflicts.get(segmentId);
    if (!conflict) return;
    this.update((now) => choose(now, segmentId, choice));
    if (choice !== 'theirs' && conflict.theirs !== null) this.saver?.edit();
  };

  /** The segments as on screen (drafts included), read when called. */
  segmentsNow = () => {
    const { drafts, conflicts } = this.state;
    // A segment in conflict counts with its saved text until the user chooses.
    return this.transcript.segments.map((segment) => ({ ...segment, text: conflicts.has(segment.id) ? segment.text : (drafts.get(segment.id) ?? segment.text) }));
  };

  private save = async (): Promise<void> => {
    await this.allLoaded();
    const { transcript: current, state: sending } = this;
    const baseVersionId = this.baseVersionId ?? current.versionId;
    if (!baseVersionId) throw new Error('Transcript not loaded');
    // Only what changed is sent (partial): the drafts of segments on screen, a segment in conflict keeping its saved
    // text until the user chooses. The server keeps every other segment as the base version has it.
    const edited = current.segments.flatMap((segment, index) => {
      const text = sending.drafts.get(segment.id);
      return text === undefined || sending.conflicts.has(segment.id) || text === segment.text ? [] : [{ index, segment: { id: segment.id, start: segment.start, text } }];
    });
    const segments = edited.map((entry) => entry.segment);
    for (const { id, text } of segments) this.sent.set(id, text);
    const result = await this.deps.mergeEdits({ id: current.id, segments, baseVersionId });
    if (wasErased(result.error)) return this.erased();
    if (!result.data) throw result.error ?? new Error('Transcript not loaded');
    const merged = result.data.mergeEdits;
    const saved = merged.versionId;
    // The base moves on with the saved list the page shows (loaded), never ahead of it.
    this.basesUnknown = false;
    if (merged.conflicts.length) {
      this.update((now) =>
        merged.conflicts.reduce((state, conflict) => {
          const mine = sending.drafts.get(conflict.segmentId);
          return mine === undefined ? state : conflicted(state, conflict.segmentId, { mine, theirs: conflict.theirs ?? null, start: conflict.start });
        }, now),
      );
    }
    // Saved elsewhere meanwhile, and merged in: the page loads the merged list.
    if (needsReload(merged)) this.deps.reload();
    // Made on the version shown (not over another one): the other segments' words are the same.
    else if (baseVersionId === current.versionId && saved) {
      this.deps.onSaved(baseVersionId, saved, edited.map((entry) => entry.index));
    }
  };

  /**
   * The server refused a change made on a version older than an erasure of personal data: the drafts and the undo
   * steps (kept ones too) may hold the erased text, so they go, and the page loads the transcript as it is now.
   */
  private erased(): void {
    this.sent.clear();
    this.update(() => NO_DRAFT_STATE);
    this.history.clear();
    this.historyChanged();
    this.deps.notify('error', 'Personal data was erased from this transcript', 'Your unsaved changes and undo steps were dropped: they were made before. The transcript is shown as it is now.');
    this.deps.reload();
  }

  private allLoaded(): Promise<void> {
    return this.complete ? Promise.resolve() : new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** A segment on screen (saved), or undefined when there is none with this id. */
  private savedSegment(segmentId: string) {
    return this.transcript.segments.find((segment) => segment.id === segmentId);
  }

  /** The text of a segment as on screen. */
  private textOf(segmentId: string): string | null {
    return this.state.drafts.get(segmentId) ?? this.savedSegment(segmentId)?.text ?? null;
  }

  private setDraft(segmentId: string, text: string): void {
    const segment = this.savedSegment(segmentId);
    if (!segment) return;
    this.update((now) => typed(now, segment, text));
    this.saver?.edit();
  }

  /**
   * Takes steps off one stack until one is carried out (it goes on the other stack). Typing whose segment changed
   * elsewhere since (or is gone) is skipped, with a note: putting its text back would undo someone else's work.
   */
  private async step(direction: 'undo' | 'redo'): Promise<void> {
    const skipped: string[] = [];
    for (;;) {
      const step = direction === 'undo' ? this.history.takeUndo() : this.history.takeRedo();
      if (!step) break;
      const stale = step.kind === 'text' ? await this.changedElsewhere(step, direction) : null;
      if (stale) {
        skipped.push(stale);
        continue;
      }
      const done = await this.apply(step, direction);
      if (done === 'history gone') {
        this.history.clear();
        this.deps.notify('info', 'Undo history cleared', 'The versions it would bring back are no longer on the server (restored from a backup).');
        break;
      }
      // Not carried out (the user was told why): it stays to be tried again.
      if (done === (direction === 'undo')) this.history.undid(step);
      else this.history.redid(step);
      break;
    }
    this.historyChanged();
    const verb = direction === 'undo' ? 'Undo' : 'Redo';
    for (const why of skipped) this.deps.notify('info', `${verb} skipped: ${why}`, `Nothing of theirs was changed.`);
  }

  /** Why a typing step no longer fits its segment ("segment 12 changed by Ada"), or null when it does. */
  private async changedElsewhere(step: Extract<UndoStep, { kind: 'text' }>, direction: 'undo' | 'redo'): Promise<string | null> {
    await this.allLoaded();
    const index = this.transcript.segments.findIndex((segment) => segment.id === step.segmentId);
    if (index < 0) return 'its segment was merged or deleted';
    const expected = direction === 'undo' ? step.after : step.before;
    if (this.textOf(step.segmentId) === expected) return null;
    const author = this.deps.authorOf(step.segmentId);
    return `segment ${index + 1} changed by ${author ?? 'someone else'}`;
  }

  /**
   * Carries out one undo or redo step; false when it could not be done (the user was told why), "history gone" when
   * the server no longer has the version it names: its history was rewritten (restored from an older backup).
   */
  private async apply(step: UndoStep, direction: 'undo' | 'redo'): Promise<boolean | 'history gone'> {
    if (step.kind === 'text') {
      const text = direction === 'undo' ? step.before : step.after;
      const segment = this.savedSegment(step.segmentId);
      if (!segment) return false;
      this.setDraft(step.segmentId, text);
      await this.deps.reveal(segment.start, text.length);
      return true;
    }
    if (step.kind === 'calls') return direction === 'undo' ? step.undo() : step.redo();
    const versionId = direction === 'undo' ? step.before : step.after;
    const { id } = this.transcript;
    // Marked as an undo or a redo, so the history says so (and what an undo took back), not "Restored".
    const as = direction === 'undo' ? 'UNDO' : 'REDO';
    let gone = false;
    const restore: ServerChange<RestoreVersionMutation> = async (baseVersionId) => {
      const result = await this.deps.restoreVersion({ id, versionId, baseVersionId, as });
      gone = isNotFound(result.error);
      return result;
    };
    const done = await this.change(restore, (data) => data.restoreVersion.versionId, null);
    return gone ? 'history gone' : done !== null;
  }

  private update(next: (now: DraftState) => DraftState): void {
    const changed = next(this.state);
    if (changed === this.state) return;
    this.changed(() => (this.state = changed));
    storeDrafts(this.transcript.id, this.baseVersionId, changed);
  }

  /** The undo buttons read the history afresh, and the stacks are kept once the typing pauses. */
  private historyChanged(): void {
    this.changed(() => undefined);
    clearTimeout(this.keepTimer);
    this.keepTimer = setTimeout(() => this.keepUndo(), KEEP_UNDO_DELAY_MS);
  }

  private keepUndo(): void {
    clearTimeout(this.keepTimer);
    if (!this.undoKey || !this.deps.storage) return;
    const { done, undone } = this.history.stacks();
    void this.deps.storage.store(this.undoKey, keptRecord(done, undone));
  }

  private changed(apply: () => void): void {
    apply();
    this.snapshot = this.take();
    for (const listener of this.listeners) listener();
  }

  private take(): EditorSnapshot {
    const { history } = this;
    return {
      drafts: this.state.drafts,
      conflicts: this.state.conflicts,
      status: this.status,
      undoLabel: history.canUndo() ? describeStep(history.nextUndo()) : null,
      redoLabel: history.canRedo() ? describeStep(history.nextRedo()) : null,
    };
  }
}
