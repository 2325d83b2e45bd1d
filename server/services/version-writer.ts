import type { Author } from '../domain/author.ts';
import type { ChangeOrigin } from '../auth/change-origin.ts';
import { badInput, transcriptDeleted, userError } from '../domain/errors.ts';
import { carryChapters, sameChapters, type StoredChapter } from '../domain/chapters/chapters.ts';
import { settleIds } from '../domain/segment-ids.ts';
import { sameShowNotes, type StoredShowNotes } from '../domain/show-notes/show-notes.ts';
import { byStart, mergeSegments, sameSegments, touchedSinceBase, type SegmentConflict } from '../domain/segment-merge.ts';
import { checkSegments } from '../domain/segments.ts';
import type { Segment } from '../domain/segment-types.ts';
import { versionChanges } from '../domain/version-changes.ts';
import { chaptersLabel, versionLabel } from '../domain/version-label.ts';
import type { Transcript, TranscriptVersion, VersionSource } from '../domain/transcript.ts';
import { storeTime } from '../store/times.ts';
import { VersionConflict, type TranscriptsRepo } from '../store/transcripts-repo.ts';
import { KeyedLock } from '../lib/keyed-lock.ts';
import { assertId } from './record-id.ts';

export type SegmentsChange = (segments: Segment[], meta: Transcript) => Segment[] | Promise<Segment[]>;

/**
 * A save's list made from the version it was made on (`from`; `current` is the version now). `lost`: edits that
 * name a segment neither has, answered as conflicts and not written (a partial save's, domain/partial-edits.ts).
 */
export type SaveEdit = (from: Segment[], current: Segment[]) => { segments: Segment[]; lost?: SegmentConflict[] };

/** A version's label (domain/version-label.ts) when the change knows better than its segments tell (undo, redo). */
export type LabelOf = (meta: Transcript) => Promise<string>;

/** A merged save: the transcript after it, and the segments that wait for a person's choice (theirs kept). */
export interface Merged {
  meta: Transcript;
  conflicts: SegmentConflict[];
  /** Versions written since the caller's base were merged in: the transcript holds changes its list did not. */
  merged: boolean;
}

/**
 * What a change makes of the current version: the segments to write (null: they stay as they are) and its conflicts;
 * `chapters` and `showNotes`, the new version's when the change sets them (else they are carried on: see write).
 */
interface Outcome {
  segments: Segment[] | null;
  conflicts: SegmentConflict[];
  chapters?: StoredChapter[];
  showNotes?: StoredShowNotes | null;
}

type Plan = (current: Segment[], base: Segment[] | null, meta: Transcript, currentVersion: TranscriptVersion) => Promise<Outcome>;

/** The answer to chapters set on a version whose chapters were changed since: the same CONFLICT other versioned changes give. */
export function chaptersConflict(currentVersionId: string) {
  return userError(
    'CONFLICT',
    'The chapters were changed elsewhere since the version you loaded: nothing was saved. Load the transcript again and set them on extensions.currentVersionId.',
    { conflicts: [], currentVersionId },
  );
}

/** How often a change is computed again when another server wrote a version meanwhile. */
const ATTEMPTS = 5;

/**
 * A change made on a version older than an erasure of personal data: refused whole (what it holds may be the erased
 * text), with `extensions.erased` so the editor drops its draft and undo and loads the transcript again.
 */
export function erasedSinceBase(currentVersionId: string) {
  return userError(
    'CONFLICT',
    'Personal data was erased from this transcript after the version this change was made on: nothing was saved. Load the transcript again and redo the change.',
    { erased: true, currentVersionId, conflicts: [] },
  );
}

export function conflictError(conflicts: readonly SegmentConflict[], currentVersionId: string) {
  const count = conflicts.length === 1 ? '1 segment was' : `${conflicts.length} segments were`;
  return userError(
    'CONFLICT',
    `This transcript was changed elsewhere since you loaded it, and ${count} changed there differently: nothing was saved. ` +
      'Choose a text for each segment in extensions.conflicts and save again on extensions.currentVersionId.',
    { conflicts, currentVersionId },
  );
}

/**
 * The one way a transcript's text changes: check the transcript can be edited, compute the new segments, hold them
 * to the rules every version obeys (limits, times, cleaned strings: checkSegments), and append them as a new
 * version. A change made on an older version than the current one (its base) is merged by segment with everything
 * written since (segment-merge.ts). The store appends only onto the version the change was computed from (a
 * compare-and-set in one transaction), which is the guarantee across servers: when another server wrote first, the
 * change is computed and merged again on its version. The per-transcript lock only spares this server's own
 * concurrent changes that round trip.
 */
export class VersionWriter {
  constructor(
    private readonly repo: TranscriptsRepo,
    /** Who asks for the changes written through this writer (told to live subscribers). */
    private readonly origin?: ChangeOrigin,
    private readonly lock = new KeyedLock(),
  ) {}

  /** Who the versions written through this writer are by (null in local mode, and for the machine's). */
  get author(): Author | null {
    return this.origin?.by ?? null;
  }

  /** Where the changes written through this writer were asked from ("" when unknown). */
  get address(): string {
    return this.origin?.address ?? '';
  }

  /** The same writer (the same lock) for one request's changes, made by `origin`. */
  for(origin: ChangeOrigin): VersionWriter {
    return new VersionWriter(this.repo, origin, this.lock);
  }

  /**
   * A command (split, merge, speakers, replace, restore) on the current version. With an older base it still
   * applies to the current version, and conflicts only where it touches a segment changed since that base.
   * `undoesCurrent`: the new version is an undo of the version the caller saw (see TranscriptVersion.undoes). `author`: the
   * machine's, when it made the text (refine), instead of the asker's. `label`: the version's label, when not the one
   * its changes tell. A command that changes nothing writes nothing and answers the transcript as it is, unless
   * `always` (refine: every refine is a version, as the spec has it). `chaptersFrom`: the version whose chapters and show
   * notes the new one carries (a restore's), when not the current one.
   */
  async change(
    id: string,
    source: VersionSource,
    change: SegmentsChange,
    baseVersionId?: string | null,
    {
      undoesCurrent = false,
      author,
      label,
      always = false,
      chaptersFrom,
    }: { undoesCurrent?: boolean; author?: Author; label?: LabelOf; always?: boolean; chaptersFrom?: () => Promise<TranscriptVersion> } = {},
  ): Promise<Transcript> {
    const plan: Plan = async (current, base, meta, currentVersion) => {
      const outcome = await this.command(change, current, base, meta, always);
      if (!chaptersFrom) return outcome;
      const from = await chaptersFrom();
      return {
        ...outcome,
        chapters: carryChapters(from.chapters ?? [], from.segments ?? [], outcome.segments ?? currentVersion.segments ?? []),
        showNotes: from.showNotes ?? null,
      };
    };
    return (await this.write(id, source, baseVersionId, plan, { undoesCurrent, refuseConflicts: true, author, label })).meta;
  }

  /**
   * Sets the chapters (`settle` makes them from the current version) as a new version with the same segments; none
   * when they are the chapters it has. On a base older than the current version it still applies, unless the chapters
   * were changed since that base: then CONFLICT (chaptersConflict), nothing written.
   */
  async setChapters(id: string, baseVersionId: string, settle: (current: TranscriptVersion) => StoredChapter[]): Promise<Transcript> {
    const plan: Plan = async (_current, base, meta, currentVersion) => {
      if (base) {
        const baseVersion = await this.repo.getVersion(baseVersionId);
        if (!sameChapters(baseVersion.chapters ?? [], currentVersion.chapters ?? [])) throw chaptersConflict(meta.currentVersionId);
      }
      return { segments: null, conflicts: [], chapters: settle(currentVersion) };
    };
    return (await this.write(id, 'chapters', baseVersionId, plan, { undoesCurrent: false, refuseConflicts: true })).meta;
  }

  /**
   * Sets the show notes (`make` writes them for the current version) as a new version of kind SHOW_NOTES with the same
   * segments and chapters; none when they are the notes it has. The last save wins: show notes are one text that one
   * person edits at a time, and the history keeps every save.
   */
  async setShowNotes(id: string, make: (current: TranscriptVersion, meta: Transcript) => Promise<StoredShowNotes>, label: string): Promise<Transcript> {
    const plan: Plan = async (_current, _base, meta, currentVersion) => ({ segments: null, conflicts: [], showNotes: await make(currentVersion, meta) });
    return (await this.write(id, 'show-notes', null, plan, { undoesCurrent: false, refuseConflicts: true, label: async () => label })).meta;
  }

  /**
   * A segment list made on `baseVersionId` (`edit` turns the base's segments into it), merged by segment with
   * every version written since. `report`: save what does not conflict and answer the conflicts (mergeEdits), writing
   * nothing when nothing changes; else any conflict saves nothing and fails with CONFLICT (saveEdits).
   */
  merge(
    id: string,
    baseVersionId: string | null | undefined,
    edit: SaveEdit,
    { report, source = 'edit' }: { report: boolean; source?: VersionSource },
  ): Promise<Merged> {
    const plan: Plan = async (current, base, meta) => {
      const { segments: made, lost = [] } = edit(base ?? current, current);
      const mine = this.valid(made, meta);
      if (!base) return { segments: report && sameSegments(mine, current) ? null : mine, conflicts: lost };
      const { segments, conflicts } = mergeSegments(base, current, mine);
      // A stale save that changes nothing is also a retried one whose first attempt landed: answered, not written twice.
      return { segments: sameSegments(segments, current) ? null : this.valid(segments, meta), conflicts: lost.length ? [...conflicts, ...lost].sort(byStart) : conflicts };
    };
    return this.write(id, source, baseVersionId, plan, { undoesCurrent: false, refuseConflicts: !report });
  }

  /**
   * A change of the current version that merges by itself and answers what it could not (revertChanges): everything
   * else is written as one version (none when nothing changes), and its conflicts are answered as mergeEdits answers.
   */
  resolve(id: string, source: VersionSource, plan: (current: Segment[], meta: Transcript) => { segments: Segment[]; conflicts: SegmentConflict[] } | Promise<{ segments: Segment[]; conflicts: SegmentConflict[] }>): Promise<Merged> {
    const outcome: Plan = async (current, _base, meta) => {
      const { segments, conflicts } = await plan(current, meta);
      return { segments: sameSegments(segments, current) ? null : this.valid(segments, meta), conflicts };
    };
    return this.write(id, source, null, outcome, { undoesCurrent: false, refuseConflicts: false });
  }

  private write(
    id: string,
    source: VersionSource,
    baseVersionId: string | null | undefined,
    plan: Plan,
    { undoesCurrent, refuseConflicts, author, label }: { undoesCurrent: boolean; refuseConflicts: boolean; author?: Author; label?: LabelOf },
  ): Promise<Merged> {
    return this.lock.run(id, async () => {
      for (let attempt = 1; ; attempt++) {
        const meta = await this.repo.getTranscript(id);
        if (meta.status === 'deleted') throw transcriptDeleted();
        if (!meta.currentVersionId) throw badInput('Transcript not loaded');
        const currentVersion = await this.repo.getVersion(meta.currentVersionId);
        const current = currentVersion.segments ?? [];
        const base = baseVersionId && baseVersionId !== meta.currentVersionId ? await this.baseSegments(baseVersionId, meta) : null;
        const { segments: changed, conflicts, chapters: set, showNotes: notes } = await plan(current, base, meta, currentVersion);
        if (conflicts.length && refuseConflicts) throw conflictError(conflicts, meta.currentVersionId);
        const merged = base !== null;
        const segments = changed ?? current;
        // Every version carries the chapters of the one before, moved off segments that are gone (carryChapters).
        const before = currentVersion.chapters ?? [];
        const chapters = set ?? carryChapters(before, current, segments);
        // And its show notes, unless the change sets them (or a restore brings another version's back).
        const showNotes = notes === undefined ? (currentVersion.showNotes ?? null) : notes;
        if (!changed && sameChapters(chapters, before) && sameShowNotes(showNotes, currentVersion.showNotes)) return { meta, conflicts, merged };
        try {
          const undoes = undoesCurrent ? baseVersionId || meta.currentVersionId : undefined;
          const said = label ? await label(meta) : source === 'chapters' ? chaptersLabel(before, chapters) : versionLabel(source, versionChanges(current, segments));
          const appended = await this.repo.appendVersion({ transcriptId: meta.id, base: meta.currentVersionId, segments, source, undoes, label: said, chapters, showNotes, origin: this.origin, author });
          return { meta: appended.transcript, conflicts, merged };
        } catch (error) {
          if (!(error instanceof VersionConflict)) throw error;
          // Another server wrote a version since this one was read: the next attempt works on that one.
          if (attempt === ATTEMPTS) throw userError('BUSY', 'This transcript is being saved elsewhere many times at once; try again.');
        }
      }
    });
  }

  /**
   * A command on the current version, from an older base: as it is when it touches no segment changed since the base.
   * Else (or when it cannot apply to the current version, e.g. its segment moved) it is made on the base and merged
   * by segment: the same change made twice (a retried request) is then no conflict and writes nothing.
   */
  private async command(change: SegmentsChange, current: Segment[], base: Segment[] | null, meta: Transcript, always: boolean): Promise<Outcome> {
    if (!base) {
      const segments = await this.apply(change, current, meta);
      return { segments: always || !sameSegments(segments, current) ? segments : null, conflicts: [] };
    }
    let refused: unknown;
    try {
      const onCurrent = await this.apply(change, current, meta);
      if (!touchedSinceBase(base, current, onCurrent).length) return { segments: sameSegments(onCurrent, current) ? null : onCurrent, conflicts: [] };
    } catch (error) {
      refused = error;
    }
    let onBase: Segment[];
    try {
      onBase = await this.apply(change, base, meta);
    } catch (error) {
      throw refused ?? error;
    }
    const merged = mergeSegments(base, current, onBase);
    return { segments: sameSegments(merged.segments, current) ? null : this.valid(merged.segments, meta), conflicts: merged.conflicts };
  }

  /**
   * A version's label: as written with it, or for a version written before labels, told from its changes from the
   * version before it.
   */
  async labelOf(versionId: string): Promise<string> {
    const version = await this.repo.getVersion(versionId);
    if (version.label || !version.source) return version.label ?? '';
    const previous = version.previousVersionId ? (await this.repo.getVersion(version.previousVersionId)).segments : [];
    return versionLabel(version.source, versionChanges(previous ?? [], version.segments ?? []));
  }

  /** The segments of the version a caller started from, which must be one of this transcript's. */
  private async baseSegments(versionId: string, meta: Transcript): Promise<Segment[]> {
    assertId(versionId, 'Version');
    const version = await this.repo.getVersion(versionId);
    if (version.transcriptId !== meta.id) throw badInput('baseVersionId is a version of another transcript');
    if (meta.erasedVersionId && versionId !== meta.erasedVersionId && (await this.erasedSince(version, meta.erasedVersionId))) throw erasedSinceBase(meta.currentVersionId);
    return version.segments ?? [];
  }

  /** Whether a version was written before the erasure's version (a kept draft or undo holds the text erased since). */
  private async erasedSince(version: TranscriptVersion, erasedVersionId: string): Promise<boolean> {
    const erased = await this.repo.getVersion(erasedVersionId);
    return storeTime(version.createdAt) <= storeTime(erased.createdAt);
  }

  private async apply(change: SegmentsChange, segments: Segment[], meta: Transcript): Promise<Segment[]> {
    return this.valid(await change(segments, meta), meta);
  }

  private valid(segments: readonly Segment[], meta: Transcript): Segment[] {
    return settleIds(checkSegments(segments, meta.duration));
  }

  /** Runs a change of the transcript record itself (status, title) in the same order as version changes. */
  exclusive<T>(id: string, task: () => Promise<T>): Promise<T> {
    return this.lock.run(id, task);
  }
}
