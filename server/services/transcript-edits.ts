import { badInput, transcriptDeleted } from '../domain/errors.ts';
import type { FindOptions } from '../../shared/find-pattern.ts';
import { assignSpeaker, mergeSpeakers, mergeWithPrevious, renameSpeaker, replaceAll, setSegmentSpeaker, splitSegment, startOf, type SegmentRef } from '../domain/segment-edits.ts';
import { shownSegments } from '../domain/pseudonyms/apply.ts';
import type { Segment } from '../domain/segment-types.ts';
import { cleanTitle } from '../domain/title.ts';
import { cleanTranscriptTags } from '../domain/transcript-tags.ts';
import { stepLabel } from '../domain/version-label.ts';
import { diffWords, words, type DiffPart } from '../domain/word-diff.ts';
import type { Transcript, TranscriptVersion } from '../domain/transcript.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import { revertChanges, revertOnto, versionChanges, type VersionChange } from '../domain/version-changes.ts';
import { assertId } from './record-id.ts';
import type { SearchIndex } from '../store/search-index.ts';
import type { TranscriptionQueue } from '../transcription/queue.ts';
import type { Merged, VersionWriter } from './version-writer.ts';

type Base = string | null | undefined;

/** The editing features beyond plain text saves; each text change is one new version. */
export class TranscriptEdits {
  constructor(
    private readonly repo: TranscriptsRepo,
    private readonly writer: VersionWriter,
    private readonly jobs: TranscriptionQueue,
    private readonly searchIndex: SearchIndex,
  ) {}

  renameSpeaker(id: string, from: string, to: string, base?: Base): Promise<Transcript> {
    assertId(id);
    return this.writer.change(id, 'speakers', (segments) => renameSpeaker(segments, from, to), base);
  }

  /** Several speakers renamed in one version, `names` from each speaker to its new name. */
  renameSpeakers(id: string, names: ReadonlyMap<string, string>): Promise<Transcript> {
    assertId(id);
    return this.writer.change(id, 'speakers', (segments) => [...names].reduce((renamed, [from, to]) => renameSpeaker(renamed, from, to), segments));
  }

  mergeSpeakers(id: string, speakers: readonly string[], into: string, base?: Base): Promise<Transcript> {
    assertId(id);
    return this.writer.change(id, 'speakers', (segments) => mergeSpeakers(segments, speakers, into), base);
  }

  setSegmentSpeaker(id: string, segment: SegmentRef, speaker: string, base?: Base): Promise<Transcript> {
    assertId(id);
    return this.writer.change(id, 'speakers', (segments) => setSegmentSpeaker(segments, startOf(segments, segment), speaker), base);
  }

  /** The words of one segment between two character offsets go to `speaker`, split out as one version (assignSpeaker). */
  assignSpeaker(id: string, segmentId: string, from: number, to: number, speaker: string, base?: Base): Promise<Transcript> {
    assertId(id);
    return this.writer.change(id, 'speakers', (segments) => assignSpeaker(segments, segmentId, from, to, speaker), base);
  }

  splitSegment(id: string, segment: SegmentRef, offset: number, base?: Base): Promise<Transcript> {
    assertId(id);
    return this.writer.change(id, 'split', (segments) => splitSegment(segments, startOf(segments, segment), offset), base);
  }

  mergeWithPrevious(id: string, segment: SegmentRef, base?: Base): Promise<Transcript> {
    assertId(id);
    return this.writer.change(id, 'merge', (segments) => mergeWithPrevious(segments, startOf(segments, segment)), base);
  }

  async replaceText(id: string, find: string, replacement: string, options: FindOptions, base?: Base): Promise<{ transcript: Transcript; count: number }> {
    assertId(id);
    let count = 0;
    const transcript = await this.writer.change(
      id,
      'replace',
      (segments) => {
        const result = replaceAll(segments, find, replacement, options);
        if (result.count === 0) throw badInput(`"${find}" was not found`);
        count = result.count;
        return result.segments;
      },
      base,
    );
    return { transcript, count };
  }

  /**
   * Makes an earlier version current again, as a new version: history is never rewritten. As an undo it takes back
   * the version current then (which it names); as a redo it brings back what an undo took back.
   */
  restoreVersion(id: string, versionId: string, base?: Base, as: 'restore' | 'undo' | 'redo' = 'restore'): Promise<Transcript> {
    assertId(id);
    assertId(versionId, 'Version');
    return this.writer.change(
      id,
      as,
      async (_current, meta) => {
        const version = await this.repo.getVersion(versionId);
        if (version.transcriptId !== meta.id) throw badInput('That version belongs to another transcript');
        return version.segments;
      },
      base,
      {
        undoesCurrent: as === 'undo',
        // A restore brings the version's chapters back with its text.
        chaptersFrom: () => this.repo.getVersion(versionId),
        // An undo says what it took back (the version current when it was asked), a redo what it brings back.
        label: as === 'restore' ? undefined : async (meta) => stepLabel(as, await this.writer.labelOf(as === 'undo' ? base || meta.currentVersionId : versionId)),
      },
    );
  }

  /**
   * What a version changed from the one before it (from no text, for the first), or from `fromVersionId` when given
   * (the current version, for what restoring `versionId` would bring back).
   */
  async versionChanges(meta: Transcript, versionId: string, fromVersionId?: string | null): Promise<VersionChange[]> {
    const version = await this.versionOf(meta, versionId);
    const from = fromVersionId ? await this.versionOf(meta, fromVersionId) : await this.previousOf(version);
    // Compared as the reader is shown both (Transcript.shownWith), so no change holds a term hidden from them.
    return versionChanges(shownSegments(meta.shownWith, from?.segments ?? []), shownSegments(meta.shownWith, version.segments ?? []));
  }

  /**
   * Takes back the chosen changes of a version (ids from versionChanges) on top of the current version, as one new
   * version merged by segment as mergeEdits merges: a change whose segment changed since that version is answered as
   * a conflict (the current text kept), never dropped or written over.
   */
  async revertChanges(id: string, versionId: string, changeIds: readonly string[]): Promise<Merged> {
    assertId(id);
    const meta = await this.repo.getTranscript(id);
    const version = await this.versionOf(meta, versionId);
    const previous = (await this.previousOf(version))?.segments ?? [];
    // Checked before anything is read or written: unknown ids are refused even when nothing else would fail.
    revertChanges(previous, version.segments ?? [], changeIds);
    const outcome = await this.writer.resolve(id, 'revert', (current) => revertOnto(previous, version.segments ?? [], current, changeIds));
    // Versions written since the reverted one were merged in, as mergeEdits says of a stale base.
    return { ...outcome, merged: version.id !== meta.currentVersionId };
  }

  /** One of this transcript's versions. */
  private async versionOf(meta: Transcript, versionId: string): Promise<TranscriptVersion> {
    assertId(versionId, 'Version');
    const version = await this.repo.getVersion(versionId);
    if (version.transcriptId !== meta.id) throw badInput('That version belongs to another transcript');
    return version;
  }

  private async previousOf(version: TranscriptVersion): Promise<TranscriptVersion | undefined> {
    return version.previousVersionId ? this.repo.getVersion(version.previousVersionId) : undefined;
  }

  /** Word-level differences from one version to the current one, of their texts as the reader is shown them (Transcript.shownWith). */
  async diffToCurrent(meta: Transcript, versionId: string): Promise<DiffPart[]> {
    assertId(versionId, 'Version');
    const [version, current] = await Promise.all([this.repo.getVersion(versionId), meta.currentVersionId ? this.repo.getVersion(meta.currentVersionId) : undefined]);
    if (version.transcriptId !== meta.id) throw badInput('That version belongs to another transcript');
    const text = (segments: Segment[] = []) => words(shownSegments(meta.shownWith, segments).map((s) => s.text).join(' '));
    return diffWords(text(version.segments), text(current?.segments));
  }

  renameTranscript(id: string, title: string): Promise<Transcript> {
    assertId(id);
    const clean = cleanTitle(title);
    return this.writer.exclusive(id, async () => {
      if ((await this.repo.getTranscript(id)).status === 'deleted') throw transcriptDeleted();
      return this.repo.updateTranscript(id, { title: clean });
    });
  }

  /** Replaces a transcript's tags (domain/transcript-tags.ts): no version of the text; live pages are told as of a rename. */
  setTags(id: string, tags: readonly string[]): Promise<Transcript> {
    assertId(id);
    const clean = cleanTranscriptTags(tags);
    return this.writer.exclusive(id, async () => {
      if ((await this.repo.getTranscript(id)).status === 'deleted') throw transcriptDeleted();
      return this.repo.updateTranscript(id, { tags: clean });
    });
  }

  /**
   * Undoes a delete: the transcript comes back as ready, failed, or transcribing again if it never finished,
   * and its current version into the search index.
   */
  async restoreTranscript(id: string): Promise<Transcript> {
    assertId(id);
    const restored = await this.writer.exclusive(id, async () => {
      const meta = await this.repo.getTranscript(id);
      if (meta.status !== 'deleted') return meta;
      const back = await this.repo.updateTranscript(id, { status: meta.currentVersionId ? 'ready' : meta.error ? 'failed' : 'transcribing' });
      await this.searchIndex.refresh(id);
      return back;
    });
    if (restored.status === 'transcribing') this.jobs.enqueue(id);
    return restored;
  }
}
