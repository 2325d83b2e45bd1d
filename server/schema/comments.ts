import type { CommentView } from '../services/comments.ts';
import { MAX_COMMENT_CHARS } from '../services/comments.ts';
import type { Transcript } from '../domain/transcript.ts';
import { shownText, wordSpans } from '../domain/pseudonyms/apply.ts';
import type { Segment } from '../domain/segment-types.ts';
import { AuthorRef } from './author.ts';
import { builder, type Context } from './builder.ts';
import { seenBy, shownAs, type Shown } from './shown.ts';
import { currentSegments, TranscriptRef } from './transcript.ts';

/** A comment as its transcript is shown to the asker (Transcript.shownWith): its quote pseudonymised for whoever sees pseudonyms. */
export const CommentRef = builder.objectRef<Shown<CommentView>>('Comment');

/**
 * A comment shown as `transcript` is shown to the asker: for whoever sees pseudonyms, its words counted in its
 * segment's pseudonymised text, which a replacement of more or fewer words than its term shifts.
 */
function shownComment(transcript: Transcript, view: CommentView, segments: readonly Segment[]): Shown<CommentView> {
  const { shownWith } = transcript;
  const { place } = view;
  const text = place.fromWord != null && place.toWord != null ? segments.find((segment) => segment.id === place.segmentId)?.text : undefined;
  if (!shownWith || text === undefined) return shownAs(transcript, view);
  const span = wordSpans(text, shownWith).shown({ from: place.fromWord!, to: place.toWord! });
  const shownPlace = { ...place, fromWord: span.from, toWord: span.to };
  return { ...view, place: shownPlace, replies: view.replies.map((reply) => ({ ...reply, place: shownPlace })), shownWith };
}

/** A comment a root field or an event answers, shown as its transcript is shown to the asker. */
export async function commentShown(context: Context, view: CommentView): Promise<Shown<CommentView>> {
  const transcript = await seenBy(context, await context.services.transcripts.get(view.record.transcript));
  return shownComment(transcript, view, transcript.shownWith ? await currentSegments(transcript, context.loadVersion) : []);
}

/** A span of words the asker chose in the text they are shown, as the words of the text as written. */
async function writtenSpan(context: Context, transcriptId: string, segmentId: string | null, fromWord?: number | null, toWord?: number | null) {
  if (segmentId == null || fromWord == null || toWord == null) return { fromWord, toWord };
  const transcript = await seenBy(context, await context.services.transcripts.get(transcriptId));
  const text = transcript.shownWith && (await currentSegments(transcript, context.loadVersion)).find((segment) => segment.id === segmentId)?.text;
  if (!text) return { fromWord, toWord };
  const span = wordSpans(text, transcript.shownWith!).written({ from: fromWord, to: toWord });
  return { fromWord: span.from, toWord: span.to };
}

CommentRef.implement({
  description:
    'A comment on a segment, or on a span of its words; the first comment of a thread carries its replies. It keeps the words it is about, and is found again in later versions: on the segment that took over one a merge removed, at its words wherever edits moved them, or else `outdated` (never lost).',
  fields: (t) => ({
    id: t.id({ description: 'The comment’s id.', resolve: ({ record }) => record.id }),
    segmentId: t.id({
      nullable: true,
      description: 'The segment (Segment.id of the current version) it is on now; for an outdated comment the segment nearest to where it was. Null only in a transcript without segments.',
      resolve: ({ place }) => place.segmentId,
    }),
    fromWord: t.int({
      nullable: true,
      description: 'The first word it is on, an index into the segment’s whitespace-separated words as the asker is shown them now (pseudonymised for whoever sees pseudonyms); null for a comment on the whole segment, and when outdated.',
      resolve: ({ place }) => place.fromWord,
    }),
    toWord: t.int({ nullable: true, description: 'The last word it is on (included); null as for `fromWord`.', resolve: ({ place }) => place.toWord }),
    quote: t.string({
      description:
        'The words it was made on (the segment’s text, for a comment on the whole segment); pseudonymised for whoever is shown the transcript pseudonymised (`showsPseudonyms`).',
      resolve: ({ record, shownWith }) => shownText(shownWith, record.quote),
    }),
    outdated: t.boolean({ description: 'Its words (or its segment) are no longer in the transcript: shown apart, with `quote`.', resolve: ({ place }) => place.outdated }),
    originalSegmentId: t.id({ description: 'The segment it was made on.', resolve: ({ record }) => record.segment_id }),
    text: t.string({
      description: 'What the comment says, as its author wrote it (never pseudonymised: a person chose the words, the quote is the transcript’s).',
      resolve: ({ record }) => record.text,
    }),
    author: t.field({ type: AuthorRef, nullable: true, description: 'Who wrote it: a person, a reviewer (by name)…; null in local mode.', resolve: ({ record }) => record.author ?? null }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was written.', resolve: ({ record }) => record.created }),
    replyTo: t.id({ nullable: true, description: 'For a reply: the thread’s first comment; null for a thread’s first comment.', resolve: ({ record }) => record.reply_to || null }),
    replies: t.field({ type: [CommentRef], description: 'A thread’s replies, oldest first (empty for a reply).', resolve: (view) => view.replies.map((reply) => shownAs(view, reply)) }),
    resolved: t.boolean({ description: 'Whether its thread is resolved.', resolve: ({ record }) => Boolean(record.resolved) }),
    resolvedAt: t.field({ type: 'DateTime', nullable: true, description: 'When its thread was resolved; null while open.', resolve: ({ record }) => record.resolved || null }),
    resolvedBy: t.field({ type: AuthorRef, nullable: true, description: 'Who resolved its thread; null while open.', resolve: ({ record }) => (record.resolved ? (record.resolved_by ?? null) : null) }),
  }),
});

builder.objectFields(TranscriptRef, (t) => ({
  comments: t.field({
    type: [CommentRef],
    description: 'The comment threads, in the order of the text (each with its replies); resolved ones too unless `resolved` says otherwise.',
    args: { resolved: t.arg.boolean({ description: 'true: only resolved threads; false: only open ones; left out: all.' }) },
    resolve: async (meta: Transcript, { resolved }, context) => {
      const segments = currentSegments(meta, context.loadVersion);
      const threads = await context.services.comments.threads(meta, () => segments);
      const shown = await segments;
      return (resolved == null ? threads : threads.filter((thread) => Boolean(thread.record.resolved) === resolved)).map((thread) => shownComment(meta, thread, shown));
    },
  }),
}));

builder.mutationFields((t) => ({
  addComment: t.field({
    type: CommentRef,
    description:
      'Comments on a segment of the current version, or on a span of its words (fromWord to toWord), or replies to a thread (replyTo). Viewers and review links with COMMENT may comment. Told live to everyone who has the transcript open.',
    args: {
      transcriptId: t.arg.id({ required: true, description: 'The transcript.' }),
      segmentId: t.arg.id({ description: 'The segment (Segment.id) of the current version; needed for a new thread, left out for a reply.' }),
      text: t.arg.string({ required: true, description: `What to say (at most ${MAX_COMMENT_CHARS} characters).` }),
      fromWord: t.arg.int({ description: 'The first word of the span: an index into the segment’s whitespace-separated words as the asker is shown them (pseudonymised for whoever sees pseudonyms), from 0.' }),
      toWord: t.arg.int({ description: 'The last word of the span (included).' }),
      replyTo: t.arg.id({ description: 'A comment of the thread to reply to.' }),
    },
    resolve: async (_root, args, context) => {
      const segmentId = args.segmentId == null ? null : String(args.segmentId);
      const comment = await context.services.comments.add(context.facts, {
        transcriptId: String(args.transcriptId),
        segmentId,
        text: args.text,
        ...(await writtenSpan(context, String(args.transcriptId), segmentId, args.fromWord, args.toWord)),
        replyTo: args.replyTo == null ? null : String(args.replyTo),
      });
      return commentShown(context, comment);
    },
  }),
  resolveComment: t.field({
    type: CommentRef,
    description: 'Resolves the thread the comment is in (it stays listed, marked resolved).',
    args: { id: t.arg.id({ required: true, description: 'A comment of the thread.' }) },
    resolve: async (_root, { id }, context) => commentShown(context, await context.services.comments.setResolved(context.facts, String(id), true)),
  }),
  reopenComment: t.field({
    type: CommentRef,
    description: 'Opens a resolved thread again.',
    args: { id: t.arg.id({ required: true, description: 'A comment of the thread.' }) },
    resolve: async (_root, { id }, context) => commentShown(context, await context.services.comments.setResolved(context.facts, String(id), false)),
  }),
}));
