import { authorOf } from '../auth/identity.ts';
import type { RequestFacts } from '../auth/request-facts.ts';
import { placeComment, type CommentPlace } from '../domain/comment-anchor.ts';
import { badInput, notFound } from '../domain/errors.ts';
import type { Segment } from '../domain/segment-types.ts';
import { cleanText } from '../domain/user-text.ts';
import type { LiveEvents } from '../events/live-events.ts';
import type { CommentRecord, CommentsRepo } from '../store/comments-repo.ts';
import type { Transcript, TranscriptVersion } from '../domain/transcript.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import { segmentWords } from '../../shared/segment-words.ts';
import { assertId } from './record-id.ts';
import { currentSegments, liveTranscript } from './current-transcript.ts';

export const MAX_COMMENT_CHARS = 5_000;

/** A comment as the API shows it: as stored, where it is in the current version, and (for a thread) its replies. */
export interface CommentView {
  record: CommentRecord;
  place: CommentPlace;
  replies: CommentView[];
}

export interface NewCommentInput {
  transcriptId: string;
  /** The segment (Segment.id); a reply takes its thread's. */
  segmentId?: string | null;
  text: string;
  /** A span of the segment's words (indexes, both included); both or neither. */
  fromWord?: number | null;
  toWord?: number | null;
  /** The comment replied to (any of a thread's: the reply joins that thread). */
  replyTo?: string | null;
}

/**
 * Comments: threads on a segment or a span of its words, with replies; resolved and reopened by thread. Each keeps
 * the words it is about, so it is found again in later versions (domain/comment-anchor.ts), or shown as outdated.
 * Each change is told to live subscribers after it is stored.
 */
export class CommentService {
  constructor(
    private readonly comments: CommentsRepo,
    private readonly repo: TranscriptsRepo,
    private readonly live: LiveEvents,
  ) {}

  async add({ identity }: RequestFacts, input: NewCommentInput): Promise<CommentView> {
    const text = cleanText(input.text).trim();
    if (!text) throw badInput('Write something to comment.');
    if (text.length > MAX_COMMENT_CHARS) throw badInput(`A comment is at most ${MAX_COMMENT_CHARS} characters.`);
    const meta = await this.transcript(input.transcriptId);
    const segments = await this.segmentsOf(meta);
    const author = authorOf(identity);
    let record: CommentRecord;
    if (input.replyTo) {
      const thread = await this.threadOf(input.replyTo, meta.id);
      const { segment_id, segment_start, segment_end, version_id, span, quote } = thread;
      record = await this.comments.create({ transcript: meta.id, reply_to: thread.id, segment_id, segment_start, segment_end, version_id, span, quote, text, author });
    } else {
      const segment = segments.find((candidate) => candidate.id === input.segmentId);
      if (!segment) throw badInput('That segment is not in the current version: load the transcript again.');
      const span = spanOf(segment, input.fromWord, input.toWord);
      const quote = span ? segmentWords(segment.text).slice(span.from, span.to + 1).join(' ') : segment.text;
      record = await this.comments.create({
        transcript: meta.id,
        reply_to: '',
        segment_id: segment.id!,
        segment_start: segment.start,
        segment_end: segment.end,
        version_id: meta.currentVersionId,
        span,
        quote,
        text,
        author,
      });
    }
    this.live.commentChanged(meta.id, record.id, 'ADDED');
    return { record, place: this.place(record, segments), replies: [] };
  }

  /** Resolves (or reopens) the thread the comment is in. */
  async setResolved({ identity }: RequestFacts, id: string, resolved: boolean): Promise<CommentView> {
    const comment = await this.get(id);
    const thread = comment.reply_to ? await this.get(comment.reply_to) : comment;
    const changed = Boolean(thread.resolved) === resolved ? thread : await this.comments.setResolved(thread.id, authorOf(identity), resolved);
    if (changed !== thread) this.live.commentChanged(thread.transcript, thread.id, resolved ? 'RESOLVED' : 'REOPENED');
    return this.view(changed.id);
  }

  /** A transcript's threads, in the order of the text (outdated ones where they were), each with its replies. */
  async threads(meta: Transcript, segmentsOf?: (meta: Transcript) => Promise<Segment[]>): Promise<CommentView[]> {
    const [records, segments] = await Promise.all([this.comments.ofTranscript(meta.id), (segmentsOf ?? ((m) => this.segmentsOf(m)))(meta)]);
    const order = new Map(segments.map((segment, i) => [segment.id, i]));
    const threads = new Map<string, CommentView>();
    for (const record of records) if (!record.reply_to) threads.set(record.id, { record, place: this.place(record, segments), replies: [] });
    for (const record of records) {
      const thread = record.reply_to ? threads.get(record.reply_to) : undefined;
      if (thread) thread.replies.push({ record, place: thread.place, replies: [] });
    }
    const position = (view: CommentView) => order.get(view.place.segmentId ?? undefined) ?? -1;
    return [...threads.values()].sort((a, b) => position(a) - position(b) || (a.place.fromWord ?? -1) - (b.place.fromWord ?? -1) || a.record.created.localeCompare(b.record.created));
  }

  /** The transcript a comment is on; null when there is no such comment. */
  transcriptIdOf(id: string): Promise<string | null> {
    return this.get(id).then(
      (comment) => comment.transcript,
      () => null,
    );
  }

  /** One comment, placed in the current version; a thread's first comment with its replies. */
  async view(id: string): Promise<CommentView> {
    const comment = await this.get(id);
    const meta = await this.repo.getTranscript(comment.transcript);
    const threads = await this.threads(meta);
    const thread = threads.find((view) => view.record.id === (comment.reply_to || comment.id));
    const found = comment.reply_to ? thread?.replies.find((reply) => reply.record.id === id) : thread;
    if (!found) throw notFound('Comment not found');
    return found;
  }

  private place(record: CommentRecord, segments: readonly Segment[]): CommentPlace {
    return placeComment({ segmentId: record.segment_id, segmentStart: record.segment_start, segmentEnd: record.segment_end, span: record.span, quote: record.quote }, segments);
  }

  private async get(id: string): Promise<CommentRecord> {
    assertId(id, 'Comment');
    return this.comments.get(id).catch(() => {
      throw notFound('Comment not found');
    });
  }

  /** The first comment of the thread `id` is in, which must be on `transcriptId`. */
  private async threadOf(id: string, transcriptId: string): Promise<CommentRecord> {
    const comment = await this.get(id);
    if (comment.transcript !== transcriptId) throw notFound('Comment not found');
    return comment.reply_to ? this.get(comment.reply_to) : comment;
  }

  private transcript(id: string): Promise<Transcript> {
    return liveTranscript(this.repo, id);
  }

  private segmentsOf(meta: Transcript): Promise<Segment[]> {
    return currentSegments(this.repo, meta);
  }
}

/** The span of words a comment is on, checked against the segment; null for the whole segment. */
function spanOf(segment: Segment, fromWord: number | null | undefined, toWord: number | null | undefined): CommentRecordSpan {
  if (fromWord == null && toWord == null) return null;
  const count = segmentWords(segment.text).length;
  const from = fromWord ?? toWord!;
  const to = toWord ?? fromWord!;
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < from || to >= count) {
    throw badInput(`fromWord and toWord must be word indexes of the segment (0 to ${count - 1}), fromWord first.`);
  }
  return { from, to };
}

type CommentRecordSpan = CommentRecord['span'];
