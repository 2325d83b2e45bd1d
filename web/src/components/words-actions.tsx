import { createContext, useContext, type ComponentType, type RefObject } from 'react';

/**
 * What an action on a segment's selected words is given: the segment, its text box (for the selection), and whether
 * the row has the focus (its button shows only then; what it opened, a dialog, stays when the focus moves into it).
 */
export interface WordsActionProps {
  segmentId: string;
  boxRef: RefObject<HTMLTextAreaElement | null>;
  focused: boolean;
}

/**
 * Actions on the selected words that other features offer in the editor's segment toolbar (clips), given by the app
 * shell (app/router.tsx), so the editor shows them without importing those features.
 */
export const WordsActionsContext = createContext<readonly ComponentType<WordsActionProps>[]>([]);

/** The offered actions, in a segment row's toolbar. */
export function WordsActions(props: WordsActionProps) {
  const actions = useContext(WordsActionsContext);
  return actions.map((Action, i) => <Action key={i} {...props} />);
}
