import { createContext, useContext } from 'react';

/** What the find bar shows in the segment texts: every match, and the one it is at. */
export interface FindHighlights {
  bySegment: ReadonlyMap<number, ReadonlyArray<{ from: number; to: number }>>;
  current: { start: number; from: number } | null;
}

export const NO_HIGHLIGHTS: FindHighlights = { bySegment: new Map(), current: null };

export const FindHighlightsContext = createContext<FindHighlights>(NO_HIGHLIGHTS);

export const useFindHighlights = () => useContext(FindHighlightsContext);
