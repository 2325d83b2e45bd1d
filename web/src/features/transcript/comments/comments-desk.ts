import { createContext, useContext, useMemo } from 'react';
import type { CommentThreadFragment } from '../../../graphql/generated.ts';
import { commentedRanges, type CommentTarget } from '../../../components/comments/comment-spans.ts';

/** Asks the page to open a comment on the words selected in a segment's text box (dispatched on the box: Ctrl+Alt+M). */
export const OPEN_COMMENT = 'tapescript:open-comment';

/** The transcript page's comments, for the rows: threads by segment, and the new comment being written. */
export interface CommentsDesk {
  transcriptId: string;
  /** Threads by the segment they are on now, in the order of the text (those on no segment under null). */
  bySegment: ReadonlyMap<string | null, CommentThreadFragment[]>;
  /** Segment ids by start: the text layer knows its segment by its start. */
  idByStart: ReadonlyMap<number, string>;
  composing: CommentTarget | null;
  compose: (target: CommentTarget | null) => void;
  reload: () => void;
}

export const CommentsDeskContext = createContext<CommentsDesk | null>(null);

/** The page's comments; null where there are none to show (a row rendered on its own, in a test). */
export const useCommentsDesk = (): CommentsDesk | null => useContext(CommentsDeskContext);

const NONE: readonly CommentThreadFragment[] = [];

/** A segment's threads. */
export function useSegmentThreads(segmentId: string): readonly CommentThreadFragment[] {
  return useCommentsDesk()?.bySegment.get(segmentId) ?? NONE;
}

/** The character ranges of a segment's text (as shown, maybe a draft) its open threads are on, to mark them. */
export function useCommentedRanges(start: number, text: string): { from: number; to: number }[] {
  const desk = useCommentsDesk();
  const segmentId = desk?.idByStart.get(start);
  const threads = (segmentId !== undefined && desk?.bySegment.get(segmentId)) || NONE;
  return useMemo(() => commentedRanges(text, threads), [text, threads]);
}
