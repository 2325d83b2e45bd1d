import { createContext, useContext } from 'react';
import type { ConflictChoice } from '../editing/draft-rebase.ts';
import type { WordsSelection } from './useSegmentChanges.ts';

/**
 * What a segment row can do, given once by the workspace (TranscriptWorkspace) instead of threaded through the list:
 * each is stable, so the memoized rows render again only when what they show changes.
 */
export interface SegmentActions {
  /** The user's edit of a segment's text (the editor session keeps it as a draft, saves it and can undo it). */
  edit: (segmentId: string, text: string) => void;
  seek: (time: number) => void;
  playFrom: (time: number) => void;
  chooseSpeaker: (segmentId: string) => void;
  split: (segmentId: string, offset: number) => void;
  mergeWithPrevious: (segmentId: string) => void;
  delete: (segmentId: string) => void;
  /** The selected words of a segment go to a speaker (split around them). */
  assignSpeaker: (selection: WordsSelection, speaker: string) => void;
  /** The selected words go to a speaker not named yet: ask for the name. */
  newSpeakerForWords: (selection: WordsSelection) => void;
  /** Changed elsewhere while edited here: the user's choice. */
  resolve: (segmentId: string, choice: ConflictChoice) => void;
}

export const SegmentActionsContext = createContext<SegmentActions | null>(null);

export function useSegmentActions(): SegmentActions {
  const actions = useContext(SegmentActionsContext);
  if (!actions) throw new Error('A segment row is rendered inside the workspace, which gives its actions (SegmentActionsContext)');
  return actions;
}
