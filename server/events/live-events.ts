import { changedSegmentIds } from '../domain/changed-segments.ts';
import { NO_ORIGIN, type ChangeOrigin } from '../auth/change-origin.ts';
import type { Segment } from '../domain/segment-types.ts';
import type { TranscriptVersion } from '../domain/transcript.ts';
import type { EventBus } from './bus.ts';
import { feed } from './feed.ts';
import { TOPICS, type CommentChange, type CommentChanged, type HighlightChange, type HighlightChanged, type TranscriptChanged, type TranscriptListChange, type VersionAdded } from './topics.ts';

type Log = (message: string) => void;

/**
 * The typed face of the event bus for transcripts, versions, comments and highlights. Publishing never fails the change it reports: the
 * change is committed already, and a lost event is logged by the bus (pages also catch up when they load).
 */
export class LiveEvents {
  constructor(
    private readonly bus: EventBus,
    private readonly log: Log,
  ) {}

  transcriptChanged(transcriptId: string, change: TranscriptListChange, progress?: number): void {
    this.bus.publish(TOPICS.transcripts, { transcriptId, change, ...(progress === undefined ? {} : { progress }) });
  }

  /** A stored version, with the segments it changed against `before` (the version it was made from). */
  versionAdded(version: TranscriptVersion, before: readonly Segment[], origin: ChangeOrigin = NO_ORIGIN): void {
    let changed: string[];
    try {
      changed = changedSegmentIds(before, version.segments);
    } catch (error) {
      this.log(`Live updates: could not compare version ${version.id} with the one before: ${(error as Error).message}`);
      changed = version.segments.map((segment) => segment.id!);
    }
    const { id, previousVersionId, transcriptId, source, undoes, label, author, wordCount, createdAt, updatedAt } = version;
    this.bus.publish(TOPICS.versions, {
      transcriptId,
      version: { id, previousVersionId, transcriptId, source, undoes, label, author, wordCount, createdAt, updatedAt },
      changedSegmentIds: changed,
      author: origin.author,
      sessionId: origin.sessionId,
    });
  }

  /** A comment stored, or its thread resolved or reopened. */
  commentChanged(transcriptId: string, commentId: string, change: CommentChange): void {
    this.bus.publish(TOPICS.comments, { transcriptId, commentId, change });
  }

  /** A highlight made, its tags or note changed, or deleted. */
  highlightChanged(transcriptId: string, highlightId: string, change: HighlightChange): void {
    this.bus.publish(TOPICS.highlights, { transcriptId, highlightId, change });
  }

  /** Personal data was erased from these transcripts: every server forgets what it keeps of them (see onErased). */
  erased(transcriptIds: string[]): void {
    this.bus.publish(TOPICS.erasures, { transcriptIds });
  }

  /** Calls `forget` with each erasure's transcripts, on this server, from now on; answers how to stop. */
  onErased(forget: (transcriptIds: string[]) => void): () => void {
    return this.bus.listen(TOPICS.erasures, (event) => forget(event.transcriptIds));
  }

  /** The comment changes of one transcript from now on. */
  commentsOf(transcriptId: string): AsyncIterableIterator<CommentChanged> {
    return feed(this.bus, TOPICS.comments, (event) => event.transcriptId === transcriptId);
  }

  /** The highlight changes of one transcript from now on. */
  highlightsOf(transcriptId: string): AsyncIterableIterator<HighlightChanged> {
    return feed(this.bus, TOPICS.highlights, (event) => event.transcriptId === transcriptId);
  }

  /** Every transcript change from now on; only those of `transcriptId` when given. */
  transcriptChanges(transcriptId?: string): AsyncIterableIterator<TranscriptChanged> {
    return feed(this.bus, TOPICS.transcripts, (event) => transcriptId === undefined || event.transcriptId === transcriptId);
  }

  /** The versions of one transcript stored from now on. */
  versionsOf(transcriptId: string): AsyncIterableIterator<VersionAdded> {
    return feed(this.bus, TOPICS.versions, (event) => event.transcriptId === transcriptId);
  }
}
