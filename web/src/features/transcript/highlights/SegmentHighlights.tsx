import { Button } from '@chakra-ui/react';
import type { MouseEvent, RefObject } from 'react';
import { ROVING_ITEM } from '../../../components/RovingToolbar.tsx';
import { useReadOnly } from '../../../lib/who-am-i.ts';
import { HighlightCard } from './HighlightCard.tsx';
import { useHighlightsDesk } from './highlights-desk.ts';

/**
 * "Highlight" in a row's toolbar, while the row has the focus, for editors and owners: the words selected in its text
 * (from words selected before in an earlier segment, when the person wants: the dialog asks).
 */
export function SegmentHighlightTool({ segmentId, boxRef, focused }: { segmentId: string; boxRef: RefObject<HTMLTextAreaElement | null>; focused: boolean }) {
  const desk = useHighlightsDesk();
  const readOnly = useReadOnly();
  if (!desk || readOnly || !focused) return null;
  const highlight = (event: MouseEvent) => {
    event.stopPropagation();
    if (boxRef.current) desk.highlightSelection(segmentId, boxRef.current);
  };
  return (
    <Button
      {...ROVING_ITEM}
      size="2xs"
      variant="ghost"
      title="Highlight the selected words, with tags and a note"
      // Keeps the selection in the text box while the button is pressed.
      onMouseDown={(event: MouseEvent) => event.preventDefault()}
      onClick={highlight}
    >
      Highlight
    </Button>
  );
}

/** The highlight opened from its mark in this row's text, under the text. */
export function SegmentHighlightCard({ segmentId }: { segmentId: string }) {
  const desk = useHighlightsDesk();
  const highlight = desk?.shown?.segmentId === segmentId ? desk.byId.get(desk.shown.highlightId) : undefined;
  if (!desk || !highlight) return null;
  return <HighlightCard highlight={highlight} onEdit={() => desk.edit({ kind: 'edit', highlight })} onClose={() => desk.show(null)} />;
}
