/** How a run of a segment's text is marked behind its text box. */
export interface MarkStyle {
  /** A find match; `current` for the one the find bar is at. */
  match?: 'other' | 'current';
  /** The word being spoken. */
  spoken?: boolean;
  /** A word the recognizer was unsure of. */
  uncertain?: boolean;
  /** Words an open comment is on. */
  comment?: boolean;
  /** Highlighted words. */
  highlight?: boolean;
}

export interface Piece extends MarkStyle {
  text: string;
}

export interface Mark extends MarkStyle {
  from: number;
  to: number;
}

/** Cuts `text` into runs with the marks that cover each; overlapping marks combine. */
export function markText(text: string, marks: readonly Mark[]): Piece[] {
  if (marks.length === 0) return [{ text }];
  const cuts = new Set([0, text.length]);
  for (const mark of marks) {
    cuts.add(Math.max(0, Math.min(text.length, mark.from)));
    cuts.add(Math.max(0, Math.min(text.length, mark.to)));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const pieces: Piece[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [from, to] = [points[i], points[i + 1]];
    if (from === to) continue;
    const piece: Piece = { text: text.slice(from, to) };
    for (const mark of marks) {
      if (mark.from > from || mark.to < to) continue;
      if (mark.match && piece.match !== 'current') piece.match = mark.match;
      if (mark.spoken) piece.spoken = true;
      if (mark.uncertain) piece.uncertain = true;
      if (mark.comment) piece.comment = true;
      if (mark.highlight) piece.highlight = true;
    }
    pieces.push(piece);
  }
  return pieces;
}
