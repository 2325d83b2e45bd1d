import { Button } from '@chakra-ui/react';
import type { MouseEvent, RefObject } from 'react';
import { ROVING_ITEM } from '../../../components/RovingToolbar.tsx';
import { CommentCount } from '../../../components/comments/CommentCount.tsx';
import { openCount, targetOfSelection } from '../../../components/comments/comment-spans.ts';
import { useCommentsDesk, useSegmentThreads } from './comments-desk.ts';

interface SegmentCommentToolsProps {
  segmentId: string;
  boxRef: RefObject<HTMLTextAreaElement | null>;
  /** The row has the focus: "Comment" is offered (the count shows whenever there are open threads). */
  focused: boolean;
}

/**
 * A row's comment tools, in its toolbar: how many open threads it has, and, while the row has the focus, "Comment"
 * on the words selected in its text (or on the whole segment). Viewers comment too: the text only reads for them.
 */
export function SegmentCommentTools({ segmentId, boxRef, focused }: SegmentCommentToolsProps) {
  const desk = useCommentsDesk();
  const open = openCount(useSegmentThreads(segmentId));
  if (!desk) return null;
  const comment = (event: MouseEvent) => {
    event.stopPropagation();
    const box = boxRef.current;
    if (box) desk.compose(targetOfSelection(segmentId, box.value, box.selectionStart, box.selectionEnd));
  };
  return (
    <>
      <CommentCount open={open} />
      {focused && (
        <Button
          {...ROVING_ITEM}
          size="2xs"
          variant="ghost"
          title="Comment on the selected words, or on the segment (Ctrl+Alt+M)"
          // Keeps the selection in the text box while the button is pressed.
          onMouseDown={(event: MouseEvent) => event.preventDefault()}
          onClick={comment}
        >
          Comment
        </Button>
      )}
    </>
  );
}
