import { Button, HStack } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { ROVING_ITEM } from '../../../components/RovingToolbar.tsx';
import { WordsSpeakerMenu, type WordsSpeakerMenuProps } from './WordsSpeakerMenu.tsx';

interface SegmentToolsProps {
  first: boolean;
  /** The words menu, for a stored segment (null before it has an id). */
  words: WordsSpeakerMenuProps | null;
  onSplit: () => void;
  onMergeWithPrevious: () => void;
  onDelete: () => void;
}

/** Keeps the cursor (and so the split point) in the text box while a tool is clicked. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The speaker for selected words, split at the cursor, merge with the previous segment and delete, shown on the row
 * being edited: controls of the row's toolbar (one tab stop; the arrow keys move between them).
 */
export function SegmentTools({ first, words, onSplit, onMergeWithPrevious, onDelete }: SegmentToolsProps) {
  const run = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
  return (
    // On a phone the tools take a line of their own under the speaker (wrapping there) rather than run off the screen.
    <HStack gap="1" ms={{ base: '-2', sm: 'auto' }} wrap="wrap" flexBasis={{ base: 'full', sm: 'auto' }} justify={{ base: 'flex-start', sm: 'flex-end' }}>
      {words && <WordsSpeakerMenu {...words} />}
      <Button {...ROVING_ITEM} size="2xs" variant="ghost" onMouseDown={keepFocus} onClick={run(onSplit)} title="Split at the cursor (Ctrl+Enter)">
        Split at cursor
      </Button>
      {!first && (
        <Button {...ROVING_ITEM} size="2xs" variant="ghost" onMouseDown={keepFocus} onClick={run(onMergeWithPrevious)}>
          Merge with previous
        </Button>
      )}
      <Button {...ROVING_ITEM} size="2xs" variant="ghost" onMouseDown={keepFocus} onClick={run(onDelete)}>
        Delete segment
      </Button>
    </HStack>
  );
}
