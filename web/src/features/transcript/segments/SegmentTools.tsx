import { Button, HStack } from '@chakra-ui/react';
import type { MouseEvent } from 'react';

interface SegmentToolsProps {
  first: boolean;
  onSplit: () => void;
  onMergeWithPrevious: () => void;
  onDelete: () => void;
}

/** Keeps the cursor (and so the split point) in the text box while a tool is clicked. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** Split at the cursor, merge with the previous segment and delete, shown on the row being edited. */
export function SegmentTools({ first, onSplit, onMergeWithPrevious, onDelete }: SegmentToolsProps) {
  const run = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
  return (
    // On a phone the tools wrap under the speaker rather than run off the screen.
    <HStack gap="1" ms="auto" wrap="wrap" justify="flex-end">
      <Button size="2xs" variant="ghost" onMouseDown={keepFocus} onClick={run(onSplit)} title="Split at the cursor (Ctrl+Enter)">
        Split at cursor
      </Button>
      {!first && (
        <Button size="2xs" variant="ghost" onMouseDown={keepFocus} onClick={run(onMergeWithPrevious)}>
          Merge with previous
        </Button>
      )}
      <Button size="2xs" variant="ghost" onMouseDown={keepFocus} onClick={run(onDelete)}>
        Delete segment
      </Button>
    </HStack>
  );
}
