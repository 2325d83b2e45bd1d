import { createContext, useContext, type ComponentType, type RefObject } from 'react';

/** What an action on a segment's selected words is given: the segment, and its text box (for the selection). */
export interface WordsActionProps {
  segmentId: string;
  boxRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * Actions on the selected words that other features offer in the editor's segment toolbar (clips), given by the app
 * shell (app/router.tsx), so the editor shows them without importing those features.
 */
export const WordsActionsContext = createContext<readonly ComponentType<WordsActionProps>[]>([]);

/** The offered actions, for the row that has the focus. */
export function WordsActions(props: WordsActionProps) {
  const actions = useContext(WordsActionsContext);
  return actions.map((Action, i) => <Action key={i} {...props} />);
}
