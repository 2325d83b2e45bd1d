import { filter, pipe, type PubSub } from 'graphql-yoga';
import { changedSegmentIds } from '../domain/changed-segments.ts';
import { NO_ORIGIN, type ChangeOrigin } from '../domain/change-origin.ts';
import type { Segment } from '../domain/segments.ts';
import { startNow } from './start-now.ts';
import { TOPICS, type LiveTopics, type TranscriptChanged, type TranscriptListChange, type VersionAdded } from './topics.ts';

type Log = (message: string) => void;

/**
 * The typed face of the event bus for transcripts and versions. Publishing never fails the change it reports: the
 * change is committed already, and a lost event is logged (pages also catch up when they load).
 */
export class LiveEvents {
  constructor(
    private readonly pubsub: PubSub<LiveTopics>,
    private readonly log: Log,
  ) {}

  transcriptChanged(transcriptId: string, change: TranscriptListChange, progress?: number): void {
    this.publish(TOPICS.transcripts, { transcriptId, change, ...(progress === undefined ? {} : { progress }) });
  }

  /** A stored version, with the segments it changed against `before` (the version it was made from). */
  versionAdded(transcriptId: string, versionId: string, before: readonly Segment[], after: readonly Segment[], origin: ChangeOrigin = NO_ORIGIN): void {
    let changed: string[];
    try {
      changed = changedSegmentIds(before, after);
    } catch (error) {
      this.log(`Live updates: could not compare version ${versionId} with the one before: ${(error as Error).message}`);
      changed = after.map((segment) => segment.id!);
    }
    this.publish(TOPICS.versions, { transcriptId, versionId, changedSegmentIds: changed, author: origin.author, sessionId: origin.sessionId });
  }

  /** Every transcript change from now on; only those of `transcriptId` when given. */
  transcriptChanges(transcriptId?: string): AsyncIterableIterator<TranscriptChanged> {
    const all = this.pubsub.subscribe(TOPICS.transcripts);
    return startNow(transcriptId === undefined ? all : pipe(all, filter((event) => event.transcriptId === transcriptId)));
  }

  /** The versions of one transcript stored from now on. */
  versionsOf(transcriptId: string): AsyncIterableIterator<VersionAdded> {
    return startNow(pipe(this.pubsub.subscribe(TOPICS.versions), filter((event) => event.transcriptId === transcriptId)));
  }

  private publish<Topic extends keyof LiveTopics>(topic: Topic, payload: LiveTopics[Topic][0]): void {
    try {
      (this.pubsub.publish as (topic: Topic, payload: LiveTopics[Topic][0]) => void)(topic, payload);
    } catch (error) {
      this.log(`Live updates: could not publish on ${topic}: ${(error as Error).message}`);
    }
  }
}
