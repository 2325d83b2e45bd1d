import { CommentRangeEnd, CommentRangeStart, CommentReference, Paragraph, TextRun, type ICommentOptions, type ParagraphChild } from 'docx';
import { segmentWords } from '../../shared/segment-words.ts';
import type { Turn, TurnPart } from './turns.ts';
import type { ExportComment } from './types.ts';

/** A comment placed in one turn's text: characters [from, to) of the paragraph's text (after the speaker label). */
interface Placed {
  id: number;
  from: number;
  to: number;
}

/** Where a comment's words are in a turn's text: its span's characters, or its whole segment. */
function rangeIn(part: TurnPart, comment: ExportComment): { from: number; to: number } {
  if (comment.fromWord === null || comment.toWord === null) return { from: part.offset, to: part.offset + part.text.length };
  // The part's text is cleaned to one line: its words are separated by single spaces.
  const words = segmentWords(part.text);
  if (comment.toWord >= words.length) return { from: part.offset, to: part.offset + part.text.length };
  const before = words.slice(0, comment.fromWord).join(' ').length + (comment.fromWord > 0 ? 1 : 0);
  const length = words.slice(comment.fromWord, comment.toWord + 1).join(' ').length;
  return { from: part.offset + before, to: part.offset + before + length };
}

/**
 * Word comments for the export's `comments` option: each thread becomes a Word comment on its words (or its
 * segment's text) in the turn that holds it, its replies as threaded replies. Comments whose segment is in no turn
 * (emptied, or outdated with no place) go on the first turn, so none is lost.
 */
export function placeComments(turns: readonly Turn[], comments: readonly ExportComment[]): { byTurn: Map<Turn, Placed[]>; definitions: ICommentOptions[] } {
  const byTurn = new Map<Turn, Placed[]>();
  const definitions: ICommentOptions[] = [];
  const partOf = new Map<string, { turn: Turn; part: TurnPart }>();
  for (const turn of turns) for (const part of turn.parts ?? []) if (part.id) partOf.set(part.id, { turn, part });
  let next = 0;
  for (const comment of comments) {
    const found = comment.segmentId ? partOf.get(comment.segmentId) : undefined;
    const turn = found?.turn ?? turns[0];
    if (!turn) break;
    const id = next++;
    const range = found ? rangeIn(found.part, comment) : { from: 0, to: turn.text.length };
    byTurn.set(turn, [...(byTurn.get(turn) ?? []), { id, ...range }]);
    definitions.push({ id, author: comment.author, date: comment.date, resolved: comment.resolved, children: [new Paragraph(comment.text)] });
    for (const reply of comment.replies) {
      definitions.push({ id: next++, parentId: id, author: reply.author, date: reply.date, resolved: comment.resolved, children: [new Paragraph(reply.text)] });
    }
  }
  return { byTurn, definitions };
}

/**
 * A turn's text as runs with the comment ranges marked: each range's start and end markers at its characters, and
 * its reference after its end. `prefix` ("Speaker: ", may be empty) comes first; `run` makes a run of the layout's style.
 */
export function commentedRuns(prefix: string, text: string, placed: readonly Placed[], run: (text: string) => TextRun): ParagraphChild[] {
  const cuts = [...new Set([0, text.length, ...placed.flatMap((comment) => [comment.from, comment.to])])].sort((a, b) => a - b);
  const children: ParagraphChild[] = prefix ? [run(prefix)] : [];
  for (let i = 0; i < cuts.length; i++) {
    const at = cuts[i];
    for (const comment of placed) if (comment.to === at && comment.from !== at) children.push(new CommentRangeEnd(comment.id), new TextRun({ children: [new CommentReference(comment.id)] }));
    for (const comment of placed) if (comment.from === at) children.push(new CommentRangeStart(comment.id));
    for (const comment of placed) if (comment.from === at && comment.to === at) children.push(new CommentRangeEnd(comment.id), new TextRun({ children: [new CommentReference(comment.id)] }));
    const upTo = cuts[i + 1];
    if (upTo !== undefined && upTo > at) children.push(run(text.slice(at, upTo)));
  }
  return children;
}
