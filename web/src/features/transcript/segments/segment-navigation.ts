import { createContext, useContext } from 'react';

/**
 * Brings a segment on screen even when its row is not rendered (the list renders only what is near the
 * screen): find, undo and "next uncertain word" go through this, never through the DOM directly. The
 * page makes one; the segment list carries it out.
 */
export interface SegmentNavigation {
  /** Scrolls the segment starting at `start` into the middle of the screen; its text box once rendered. */
  reveal(start: number): Promise<HTMLTextAreaElement | null>;
  /** Called by the segment list; returns the unregister function. */
  register(reveal: (start: number) => Promise<HTMLTextAreaElement | null>): () => void;
}

export function createSegmentNavigation(): SegmentNavigation {
  let current: ((start: number) => Promise<HTMLTextAreaElement | null>) | null = null;
  return {
    reveal: (start) => (current ? current(start) : Promise.resolve(null)),
    register(reveal) {
      current = reveal;
      return () => {
        if (current === reveal) current = null;
      };
    },
  };
}

export const SegmentNavigationContext = createContext<SegmentNavigation>(createSegmentNavigation());

export const useSegmentNavigation = () => useContext(SegmentNavigationContext);

/** Reveals a segment and puts the caret (or a selection from `from` to `to`) in its text box. */
export async function selectInSegment(navigation: SegmentNavigation, start: number, from: number, to = from): Promise<HTMLTextAreaElement | null> {
  const box = await navigation.reveal(start);
  if (!box) return null;
  box.focus({ preventScroll: true });
  box.setSelectionRange(from, to);
  return box;
}
