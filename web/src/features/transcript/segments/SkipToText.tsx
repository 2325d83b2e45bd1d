import { chakra } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { segmentBox } from './segment-box.ts';

/**
 * The first stop on the transcript page for a keyboard (the shell puts it before the header): past the header, the
 * sidebar, the player's tools and the panels, straight to the text (the playing segment's box, else the first one's). Hidden until it has the focus.
 */
export function SkipToText() {
  const skip = (event: MouseEvent) => {
    event.preventDefault();
    const playing = document.querySelector<HTMLElement>('ol[aria-label="Segments"] > li[data-active]');
    const box = playing ? segmentBox(Number(playing.dataset.start)) : document.querySelector<HTMLTextAreaElement>('ol[aria-label="Segments"] textarea');
    box?.focus();
    box?.closest('li')?.scrollIntoView({ block: 'center' });
  };
  return (
    <chakra.a
      href="#segments"
      onClick={skip}
      position="absolute"
      zIndex="banner"
      top="2"
      insetStart="2"
      px="3"
      py="2"
      rounded="md"
      bg="bg"
      color="fg"
      borderWidth="1px"
      shadow="md"
      fontWeight="medium"
      // Out of sight (yet focusable and read) until the keyboard reaches it.
      css={{ '&:not(:focus)': { clipPath: 'inset(50%)', width: '1px', height: '1px', overflow: 'hidden', whiteSpace: 'nowrap', padding: 0, border: 0 } }}
    >
      Skip to the text
    </chakra.a>
  );
}
