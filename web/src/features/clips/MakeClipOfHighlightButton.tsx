import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { HighlightActionProps } from '../../components/words-actions.tsx';
import { MakeClipDialog } from './MakeClipDialog.tsx';

/** "Make clip" in a highlight's card: its words as an audio clip, kept while the highlight is. */
export function MakeClipOfHighlightButton({ highlightId }: HighlightActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)}>
        Make clip
      </Button>
      {open && <MakeClipDialog open source={{ highlightId }} onClose={() => setOpen(false)} />}
    </>
  );
}
