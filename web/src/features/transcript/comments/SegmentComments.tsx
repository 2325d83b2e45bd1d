import { SegmentThreads } from '../../../components/comments/SegmentThreads.tsx';
import { SEGMENT_CLASS } from '../segments/segment-styles.ts';
import { useCommentsDesk, useSegmentThreads } from './comments-desk.ts';

/**
 * A row's comments: beside its text from 1024 px wide (the row's margin column, segment-styles.ts), under it below
 * that. The new comment is written here too; when it is sent or given up, the focus goes back to the text.
 */
export function SegmentComments({ segmentId, label }: { segmentId: string; label: string }) {
  const desk = useCommentsDesk();
  const threads = useSegmentThreads(segmentId);
  if (!desk) return null;
  const composing = desk.composing?.segmentId === segmentId ? desk.composing : null;
  return (
    <SegmentThreads
      className={SEGMENT_CLASS.comments}
      transcriptId={desk.transcriptId}
      label={`Comments on ${label}`}
      threads={threads}
      composing={composing}
      canReply
      canResolve
      onComposed={() => {
        desk.compose(null);
        // An id has no quotes or backslashes: nothing to escape inside the quotes.
        document.querySelector<HTMLTextAreaElement>(`li[data-segment-id="${segmentId}"] .${SEGMENT_CLASS.box}`)?.focus();
      }}
      onChanged={desk.reload}
    />
  );
}
