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

/** What an action on a highlight is given. */
export interface HighlightActionProps {
  highlightId: string;
}

/** Actions on a highlight that other features offer in its card (a clip of its words), given as WordsActionsContext's are. */
export const HighlightActionsContext = createContext<readonly ComponentType<HighlightActionProps>[]>([]);

/** The offered actions, in a segment row's toolbar. */
export function WordsActions(props: WordsActionProps) {
  const actions = useContext(WordsActionsContext);
  return actions.map((Action, i) => <Action key={i} {...props} />);
}

/** The offered actions, in a highlight's card. */
export function HighlightActions(props: HighlightActionProps) {
  const actions = useContext(HighlightActionsContext);
  return actions.map((Action, i) => <Action key={i} {...props} />);
}
