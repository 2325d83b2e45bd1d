import { createContext, useContext } from 'react';

/** Someone else with this transcript open: their name and marker colour. */
export interface Present {
  sessionId: string;
  name: string;
  color: string;
  /** The segment they are in, if any. */
  segmentId?: string | null;
}

/** What the rows show of the others: who is in which segment, and which segments someone else just changed. */
export interface LiveMarks {
  /** Segment id → the others in it. */
  present: ReadonlyMap<string, readonly Present[]>;
  /** Segment id → who changed it a moment ago (null: a name was not given). */
  edited: ReadonlyMap<string, string | null>;
  /** Segment id → who else changed it last while this page was open (named where a conflict asks). */
  authors: ReadonlyMap<string, string | null>;
}

export const NO_LIVE_MARKS: LiveMarks = { present: new Map(), edited: new Map(), authors: new Map() };

export const LiveMarksContext = createContext<LiveMarks>(NO_LIVE_MARKS);

export const useLiveMarks = () => useContext(LiveMarksContext);
