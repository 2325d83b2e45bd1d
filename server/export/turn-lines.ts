import { speakerLabeller } from './speaker-labels.ts';
import { formatTimestamp } from './time.ts';
import { mergeTurns, type Turn } from './turns.ts';
import type { ExportChoices, ExportSegment } from './types.ts';

/** A speaker turn as the Word and text exports write it: `lead`, then `text`. */
export interface TurnLine extends Turn {
  /** What comes before the words: the turn's `[hh:mm:ss] ` and the speaker's `Label: `, as chosen; may be empty. */
  lead: string;
  parts: NonNullable<Turn['parts']>;
}

/** The turn's text with each later segment's `[hh:mm:ss]` before it; the parts' offsets follow their text. */
function stampSegments(turn: TurnLine): TurnLine {
  let text = '';
  const parts = turn.parts.map((part, index) => {
    if (index > 0) text += ` ${formatTimestamp(part.start)} `;
    const placed = { ...part, offset: text.length };
    text += part.text;
    return placed;
  });
  return { ...turn, text, parts };
}

/**
 * Speaker turns with the chosen labels and timestamps: `[hh:mm:ss]` where each turn starts, or where each segment
 * starts (the turn's first before its label, the others before their words). With the defaults, "Speaker: text".
 * `breakAt`: segment starts where a turn must begin (chapters: chapter-headings.ts).
 */
export function turnLines(segments: ExportSegment[], { timestamps = 'none', speakerLabels = 'full' }: ExportChoices, breakAt?: ReadonlySet<number>): TurnLine[] {
  const label = speakerLabeller(segments, speakerLabels);
  return mergeTurns(segments, { withParts: true, breakAt }).map((turn) => {
    const name = label(turn.speaker);
    const lead = `${timestamps === 'none' ? '' : `${formatTimestamp(turn.start)} `}${name ? `${name}: ` : ''}`;
    const line = { ...turn, parts: turn.parts ?? [], lead };
    return timestamps === 'segment' ? stampSegments(line) : line;
  });
}
