import { summarizeChanges } from '../../shared/change-summary.ts';
import type { StoredChapter } from './chapters/chapters.ts';
import type { VersionChange } from './version-changes.ts';

/**
 * A version's label: what it did, in one line the history shows ("Merge segments 4–5", "Refine: 12 punctuation,
 * 3 casing"), written with the version so an undo can say what it took back ("Undo: merge segments 4–5").
 */

/** Sources whose label names the command before what it changed. */
const PREFIX: Record<string, string> = { refine: 'Refine', revert: 'Revert', restore: 'Restore', replace: 'Find and replace' };

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
export const uncapitalized = (text: string) => text.charAt(0).toLocaleLowerCase() + text.slice(1);

/** Whole-segment changes by place, then the segments whose words changed: "merge segments 4–5, edit segment 7". */
function whatChanged(changes: readonly VersionChange[]): string {
  const parts: string[] = [];
  for (const change of changes) {
    if (change.kind === 'merge') parts.push(`merge segments ${change.position}–${change.position + change.joined}`);
    else if (change.kind === 'split') parts.push(`split segment ${change.position}`);
    else if (change.kind === 'inserted') parts.push(`add segment ${change.position}`);
    else if (change.kind === 'deleted') parts.push(`delete segment ${change.position}`);
  }
  const speakers = changes.filter((change) => change.kind === 'speaker');
  // Several segments from one name to another are a rename, and say so by name ("rename Speaker 1 to Allison").
  const renames = [...new Set(speakers.map((change) => `${change.before} to ${change.after}`))];
  if (speakers.length === 1) parts.push(`speaker of segment ${speakers[0].position}: ${speakers[0].after}`);
  else if (renames.length <= 2 && speakers.length > 0) parts.push(`rename ${renames.join(', ')}`);
  else if (speakers.length > 1) parts.push(`speaker of ${speakers.length} segments`);
  const edited = [...new Set(changes.filter((change) => ['punctuation', 'casing', 'words'].includes(change.kind)).map((change) => change.position))];
  if (edited.length === 1) parts.push(`edit segment ${edited[0]}`);
  else if (edited.length > 1) parts.push(`edit ${edited.length} segments`);
  return parts.length > 3 ? `${parts.slice(0, 3).join(', ')}, …` : parts.join(', ');
}

/** The label of a version made by `source` with these changes ("" when there is nothing to say). */
export function versionLabel(source: string, changes: readonly VersionChange[]): string {
  if (source === 'upload') return '';
  const prefix = PREFIX[source];
  if (source === 'refine' || source === 'revert') return `${prefix}: ${summarizeChanges(changes.map((change) => change.kind))}`;
  const what = whatChanged(changes);
  if (prefix) return what ? `${prefix}: ${what}` : prefix;
  // A save of the text as it was is still a version (the spec: every save makes one), and says so.
  return what ? capitalized(what) : 'No changes';
}

/**
 * An undo's or a redo's label, from the label of the version it takes back or brings back: "Undo: merge segments
 * 4–5", "Undo: refine — 3 punctuation" (one colon to a line).
 */
export function stepLabel(step: 'undo' | 'redo', label: string): string {
  return `${capitalized(step)}: ${label ? uncapitalized(label).replace(': ', ' — ') : 'a change'}`;
}

/** The label of an imported transcript's version: its file's text, and once its audio was transcribed, timed by it. */
export function importLabel(fileName: string | null | undefined, timedToAudio = false): string {
  const from = fileName ? `Imported from ${fileName}` : 'Imported';
  return timedToAudio ? `${from}, timed to the audio` : from;
}

/**
 * A chapters version's label: what setChapters changed, by chapter ("Chapters: add “Early years”", "Chapters: 2 added,
 * 1 renamed, 1 moved"); a chapter is the same one while it keeps its id (domain/chapters/chapters.ts settleChapters).
 */
export function chaptersLabel(before: readonly StoredChapter[], after: readonly StoredChapter[]): string {
  const old = new Map(before.map((chapter) => [chapter.id, chapter]));
  const kept = new Set(after.map((chapter) => chapter.id));
  const changes = [
    ...after.filter((chapter) => !old.has(chapter.id)).map((chapter) => ['add', chapter.title]),
    ...after.filter((chapter) => old.has(chapter.id) && old.get(chapter.id)!.title !== chapter.title).map((chapter) => ['rename', chapter.title]),
    ...after.filter((chapter) => old.has(chapter.id) && old.get(chapter.id)!.segmentId !== chapter.segmentId).map((chapter) => ['move', chapter.title]),
    ...before.filter((chapter) => !kept.has(chapter.id)).map((chapter) => ['remove', chapter.title]),
  ];
  if (changes.length === 0) return 'Chapters';
  if (changes.length === 1) return `Chapters: ${changes[0][0]} “${changes[0][1]}”`;
  const DONE: Record<string, string> = { add: 'added', rename: 'renamed', move: 'moved', remove: 'removed' };
  const counts = Object.keys(DONE).flatMap((kind) => {
    const n = changes.filter(([what]) => what === kind).length;
    return n ? [`${n} ${DONE[kind]}`] : [];
  });
  return `Chapters: ${counts.join(', ')}`;
}
