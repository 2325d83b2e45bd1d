import type { Author } from '../domain/author.ts';
import type { StoreClient } from './client.ts';

/** A comment as stored (migrations/1764700000_review_links_comments.js): its anchor as it was made. */
export interface CommentRecord {
  id: string;
  transcript: string;
  /** The first comment of the thread, for a reply; "" for a thread's first comment. */
  reply_to: string;
  segment_id: string;
  segment_start: number;
  segment_end: number;
  version_id: string;
  /** Word indexes in the segment, both included; null for a comment on the whole segment. */
  span: { from: number; to: number } | null;
  /** The words commented on (the segment's text for a comment on the whole segment). */
  quote: string;
  text: string;
  author: Author | null;
  /** "" while open. */
  resolved: string;
  resolved_by: Author | null;
  created: string;
}

export type NewComment = Omit<CommentRecord, 'id' | 'resolved' | 'resolved_by' | 'created'>;

/** The comments collection: the only module that knows its name and fields. */
export class CommentsRepo {
  constructor(private readonly store: StoreClient) {}

  create(comment: NewComment): Promise<CommentRecord> {
    return this.store.call((pb) => pb.collection('comments').create<CommentRecord>(comment));
  }

  get(id: string): Promise<CommentRecord> {
    return this.store.call((pb) => pb.collection('comments').getOne<CommentRecord>(id));
  }

  /** Every comment of a transcript, oldest first. */
  ofTranscript(transcriptId: string): Promise<CommentRecord[]> {
    return this.store.call((pb) =>
      pb.collection('comments').getFullList<CommentRecord>({ filter: pb.filter('transcript = {:id}', { id: transcriptId }), sort: 'created,id' }),
    );
  }

  setResolved(id: string, resolvedBy: Author | null, resolved: boolean): Promise<CommentRecord> {
    const fields = resolved ? { resolved: new Date().toISOString(), resolved_by: resolvedBy } : { resolved: '', resolved_by: null };
    return this.store.call((pb) => pb.collection('comments').update<CommentRecord>(id, fields));
  }
}
