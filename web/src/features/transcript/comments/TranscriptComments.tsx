import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { TranscriptViewFragment } from '../../../graphql/generated.ts';
import { useLiveSignals, type LiveSignal } from '../../../lib/live/live-channel.ts';
import { useTranscriptComments } from '../../../components/comments/useTranscriptComments.ts';
import { SegmentThreads } from '../../../components/comments/SegmentThreads.tsx';
import { targetOfSelection, threadsBySegment, type CommentTarget } from '../../../components/comments/comment-spans.ts';
import { segmentIdOf } from '../segments/segment-box.ts';
import { CommentsDeskContext, OPEN_COMMENT, type CommentsDesk } from './comments-desk.ts';

interface TranscriptCommentsProps {
  transcriptId: string;
  segments: TranscriptViewFragment['segments'];
  children: ReactNode;
}

/**
 * The comments of the transcript page, for its rows: each row shows its threads beside its text (SegmentComments),
 * marks their words and counts them in its toolbar. Comments arrive live: the page's stream tells of each one, and
 * the threads are loaded again. Threads on no segment (a transcript without segments) are listed after the text.
 */
export function TranscriptComments({ transcriptId, segments, children }: TranscriptCommentsProps) {
  const { threads, reload } = useTranscriptComments(transcriptId);
  const onSignal = useCallback(
    (signal: LiveSignal) => {
      if (signal.kind === 'reconnected' || signal.event.__typename === 'CommentEvent') reload();
    },
    [reload],
  );
  useLiveSignals(onSignal);
  const [composing, compose] = useState<CommentTarget | null>(null);

  // Ctrl+Alt+M in a segment's text: a comment on the words selected there (useShortcuts dispatches it on the box).
  useEffect(() => {
    const open = (event: Event) => {
      const segmentId = segmentIdOf(event.target);
      const box = event.target as HTMLTextAreaElement;
      if (segmentId !== null) compose(targetOfSelection(segmentId, box.value, box.selectionStart, box.selectionEnd));
    };
    document.addEventListener(OPEN_COMMENT, open);
    return () => document.removeEventListener(OPEN_COMMENT, open);
  }, []);

  const bySegment = useMemo(() => threadsBySegment(threads), [threads]);
  const idByStart = useMemo(() => new Map(segments.map((segment) => [segment.start, segment.id])), [segments]);
  const desk = useMemo<CommentsDesk>(() => ({ transcriptId, bySegment, idByStart, composing, compose, reload }), [transcriptId, bySegment, idByStart, composing, reload]);
  const unplaced = bySegment.get(null) ?? [];
  return (
    <CommentsDeskContext.Provider value={desk}>
      {children}
      <SegmentThreads
        transcriptId={transcriptId}
        label="Comments"
        threads={unplaced}
        composing={null}
        canReply
        canResolve
        onComposed={() => undefined}
        onChanged={reload}
      />
    </CommentsDeskContext.Provider>
  );
}
