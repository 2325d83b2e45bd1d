import { createContext, useContext, useMemo } from 'react';
import type { HighlightFieldsFragment } from '../../../graphql/generated.ts';
import { highlightedRanges, type HighlightedWords, type WordsSelected } from './highlight-spans.ts';

/** What the highlight dialog is for: a new highlight on these words (with the earlier selection it may start at), or one to change. */
export type HighlightEditing = { kind: 'new'; now: WordsSelected; earlier: WordsSelected | null } | { kind: 'edit'; highlight: HighlightFieldsFragment };

/** The transcript page's highlights, for the rows: their words by segment, the one shown, the one being made or changed. */
export interface HighlightsDesk {
  transcriptId: string;
  byId: ReadonlyMap<string, HighlightFieldsFragment>;
  /** The words each highlight is on, by segment id. */
  bySegment: ReadonlyMap<string, HighlightedWords[]>;
  /** Segment ids by start: the text layer knows its segment by its start. */
  idByStart: ReadonlyMap<number, string>;
  /** The highlight whose card is open, and the row it opens under (where its mark was clicked). */
  shown: { highlightId: string; segmentId: string } | null;
  show: (shown: { highlightId: string; segmentId: string } | null) => void;
  /** Opens the dialog to make a highlight of the words selected in a segment, or to change one. */
  edit: (editing: HighlightEditing) => void;
  /** Starts a highlight on the words selected in a segment's text box. */
  highlightSelection: (segmentId: string, box: HTMLTextAreaElement) => void;
}

export const HighlightsDeskContext = createContext<HighlightsDesk | null>(null);

/** The page's highlights; null where there are none to show (a row rendered on its own, in a test). */
export const useHighlightsDesk = (): HighlightsDesk | null => useContext(HighlightsDeskContext);

const NONE: readonly HighlightedWords[] = [];

/** The character ranges of a segment's text (as shown, maybe a draft) highlights are on, to mark them. */
export function useHighlightedRanges(start: number, text: string): { from: number; to: number; id: string }[] {
  const desk = useHighlightsDesk();
  const segmentId = desk?.idByStart.get(start);
  const words = (segmentId !== undefined && desk?.bySegment.get(segmentId)) || NONE;
  return useMemo(() => highlightedRanges(text, words), [text, words]);
}
