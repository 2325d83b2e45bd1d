import type { Author } from '../domain/author.ts';
import { REFINE } from '../auth/identity.ts';
import { sees, type PseudonymViewer, type Reader } from '../auth/visibility.ts';
import { badInput, notFound, transcriptDeleted, userError } from '../domain/errors.ts';
import { applyEdits } from '../domain/segments.ts';
import type { Segment, SegmentEdit } from '../domain/segment-types.ts';
import { applyPartialEdits, checkPartialEdits } from '../domain/partial-edits.ts';
import { versionChanges, type VersionChange } from '../domain/version-changes.ts';
import { retext } from '../domain/word-timings.ts';
import { TITLE_MAX_CHARS } from '../domain/title.ts';
import { mostUsedTags } from '../domain/tag-counts.ts';
import { cleanTranscriptTags } from '../domain/transcript-tags.ts';
import { EditorServiceError, type EditorClient } from '../editor/client.ts';
import type { PlaceholderTerm } from '../domain/pseudonyms/placeholders.ts';
import type { Transcript, TranscriptPage, TranscriptVersion } from '../domain/transcript.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import type { SearchIndex } from '../store/search-index.ts';
import type { TranscriptionQueue } from '../transcription/queue.ts';
import type { Merged, VersionWriter } from './version-writer.ts';
import { assertId, isRecordId } from './record-id.ts';

/** Writes an audit log entry: action, who, what, from where (AccountService.audit). */
export type Audit = (action: string, actor: Author | null, subject: string, address: string) => Promise<void>;

export const PER_PAGE_MAX = 100;

/** Transcripts and their append-only version chain: every change is a new transcript_data record. */
/** The most versions one page of the history holds. */
export const VERSION_PAGE_MAX = 200;

export class TranscriptService {
  constructor(
    private readonly repo: TranscriptsRepo,
    private readonly editor: EditorClient,
    private readonly writer: VersionWriter,
    private readonly jobs: TranscriptionQueue,
    private readonly searchIndex: SearchIndex,
    /** Deletions go into the audit log (services/accounts.ts). */
    private readonly audit: Audit = async () => undefined,
    /** What refine sends the model as placeholders for a transcript (services/pseudonyms.ts llmTerms). */
    private readonly llmTerms: (id: string, segments: Segment[]) => Promise<PlaceholderTerm[]> = async () => [],
  ) {}

  /** The transcript, or null when there is none with that id that `reader` sees (auth/visibility.ts). */
  async find(id: string, reader: Reader): Promise<Transcript | null> {
    if (!isRecordId(id)) return null;
    try {
      const transcript = await this.repo.getTranscript(id);
      return sees(reader, transcript) ? transcript : null;
    } catch (error) {
      if ((error as { extensions?: { code?: string } }).extensions?.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  async get(id: string): Promise<Transcript> {
    assertId(id);
    return this.repo.getTranscript(id);
  }

  /**
   * A page of the transcripts that are not deleted and that `reader` sees; with `title`, of those whose title contains it
   * (as `viewer` is shown it: pseudonymised where it shows them pseudonyms); with `tags`, of those that have all of them.
   */
  list(page: number, perPage: number, reader: Reader, title?: string | null, viewer: PseudonymViewer = null, tags: readonly string[] = []): Promise<TranscriptPage> {
    if (!Number.isInteger(page) || page < 1) throw badInput('page must be 1 or more');
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > PER_PAGE_MAX) throw badInput(`perPage must be from 1 to ${PER_PAGE_MAX}`);
    const words = title?.trim();
    if (words && words.length > TITLE_MAX_CHARS) throw badInput(`title must be at most ${TITLE_MAX_CHARS} characters`);
    return this.repo.listTranscripts(page, perPage, reader, words || undefined, viewer, cleanTranscriptTags(tags));
  }

  /** The tags on the transcripts `reader` sees, most used first: suggestions. */
  async tags(reader: Reader, limit: number): Promise<string[]> {
    return mostUsedTags(await this.repo.tagsInUse(reader), limit);
  }

  version(id: string): Promise<TranscriptVersion> {
    return this.repo.getVersion(id);
  }

  /**
   * The version chain from the current version back to the first (newest first), without their segments: all of
   * it, or the page of `first` after the version `after`.
   */
  async versions(meta: Transcript, { first, after }: { first?: number; after?: string } = {}): Promise<TranscriptVersion[]> {
    if (first !== undefined && (!Number.isInteger(first) || first < 1 || first > VERSION_PAGE_MAX)) throw badInput(`first must be from 1 to ${VERSION_PAGE_MAX}`);
    if (!meta.currentVersionId) return [];
    return this.repo.history(meta.id, after === undefined ? { current: meta.currentVersionId } : { after }, first);
  }

  /**
   * The spec's save of the full segment list. Made on an older version than the current one, it is merged by segment
   * with what was written since; any segment changed on both sides differently saves nothing (CONFLICT).
   */
  async saveEdits(id: string, edits: SegmentEdit[], baseVersionId?: string | null): Promise<Transcript> {
    assertId(id);
    return (await this.writer.merge(id, baseVersionId, (base) => ({ segments: applyEdits(base, edits) }), { report: false })).meta;
  }

  /**
   * Like saveEdits, but saves everything that does not conflict and answers the conflicts (theirs kept for them).
   * `partial`: the edits carry only the segments changed, added or deleted (domain/partial-edits.ts).
   */
  mergeEdits(id: string, baseVersionId: string, edits: SegmentEdit[], partial?: { deletedIds: readonly string[] }): Promise<Merged> {
    assertId(id);
    if (!partial) return this.writer.merge(id, baseVersionId, (base) => ({ segments: applyEdits(base, edits) }), { report: true });
    const changes = { segments: edits, deletedIds: partial.deletedIds };
    // Refused before anything is read: these need no version to be wrong.
    checkPartialEdits(changes);
    return this.writer.merge(id, baseVersionId, (from, current) => applyPartialEdits(from, current, changes), { report: true });
  }

  /** Sends the current segments to the refine service and keeps its text as a new version (timings unchanged). */
  refine(id: string): Promise<Transcript> {
    assertId(id);
    // The machine wrote the text: the version is by "refine", whoever asked for it. A refine that changes nothing is
    // a version all the same (the spec: every save, refine or upload makes one).
    return this.writer.change(id, 'refine', (current) => this.refined(id, current), undefined, { author: REFINE, always: true });
  }

  /** What refine would change in the current version, from the refine service's answer; nothing is written. */
  async refinePreview(id: string): Promise<VersionChange[]> {
    assertId(id);
    const meta = await this.repo.getTranscript(id);
    if (meta.status === 'deleted') throw transcriptDeleted();
    if (!meta.currentVersionId) throw badInput('Transcript not loaded');
    const current = (await this.repo.getVersion(meta.currentVersionId)).segments ?? [];
    return versionChanges(current, await this.refined(id, current));
  }

  /** The segments with the refine service's text, each keeping its id, speaker, times and the timings of its words. */
  private async refined(id: string, current: Segment[]): Promise<Segment[]> {
    let refined: Segment[];
    try {
      refined = await this.editor.refine(current.map(({ words: _words, id: _id, ...segment }) => segment), await this.llmTerms(id, current));
    } catch (error) {
      if (error instanceof EditorServiceError) {
        throw userError('UPSTREAM_UNAVAILABLE', `Error refining transcript: ${error.status} ${error.body}`);
      }
      throw error;
    }
    const sameShape =
      refined.length === current.length &&
      refined.every((s, i) => typeof s?.text === 'string' && s.start === current[i].start && s.end === current[i].end);
    if (!sameShape) {
      throw userError('UPSTREAM_UNAVAILABLE', 'Error refining transcript: 502 the refine service changed the segments or their timings');
    }
    return current.map((segment, i) => {
      const text = refined[i].text;
      return text === segment.text ? segment : retext(segment, text);
    });
  }

  /**
   * The spec's wipe: a soft delete; the records stay, and the transcript leaves the search index. Its
   * transcription, queued or running, is cancelled.
   */
  async delete(id: string): Promise<Transcript> {
    assertId(id);
    return this.writer.exclusive(id, async () => {
      await this.repo.getTranscript(id);
      const deleted = await this.repo.updateTranscript(id, { status: 'deleted' });
      this.jobs.cancel(id);
      await this.searchIndex.refresh(id);
      await this.audit('transcript-deleted', this.writer.author, deleted.title, this.writer.address);
      return deleted;
    });
  }

}
