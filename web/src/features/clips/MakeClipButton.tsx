import { Button } from '@chakra-ui/react';
import { useState, type MouseEvent } from 'react';
import { useParams } from 'react-router-dom';
import { segmentWords } from '../../../../shared/segment-words.ts';
import { ROVING_ITEM } from '../../components/RovingToolbar.tsx';
import { targetOfSelection } from '../../components/comments/comment-spans.ts';
import type { WordsActionProps } from '../../components/words-actions.tsx';
import { MakeClipDialog, type ClipSource } from './MakeClipDialog.tsx';

/** "Clip" in a segment's toolbar: the words selected in its text (or the whole segment) as an audio clip. */
export function MakeClipButton({ segmentId, boxRef, focused }: WordsActionProps) {
  const { id: transcriptId = '' } = useParams();
  const [source, setSource] = useState<ClipSource | null>(null);
  const open = (event: MouseEvent) => {
    event.stopPropagation();
    const box = boxRef.current;
    if (!box) return;
    const target = targetOfSelection(segmentId, box.value, box.selectionStart, box.selectionEnd);
    const last = Math.max(0, segmentWords(box.value).length - 1);
    setSource({ transcriptId, fromSegmentId: segmentId, fromWord: target.from ?? 0, toSegmentId: segmentId, toWord: target.to ?? last });
  };
  return (
    <>
      {focused && (
        <Button
          {...ROVING_ITEM}
          size="2xs"
          variant="ghost"
          title="Make an audio clip of the selected words, or of the segment"
          // Keeps the selection in the text box while the button is pressed.
          onMouseDown={(event: MouseEvent) => event.preventDefault()}
          onClick={open}
        >
          Clip
        </Button>
      )}
      {source && <MakeClipDialog open source={source} onClose={() => setSource(null)} />}
    </>
  );
}
