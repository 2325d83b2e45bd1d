import type { Author } from '../author.ts';
import { badInput } from '../errors.ts';

/**
 * A transcript's show notes (README "Show notes"): markdown kept with each version, carried to every later version as
 * chapters are, so a restore brings them back. `drafted`: the product wrote them (draftShowNotes) and no person has
 * saved them since; `byModel`: a language model wrote that draft. `author` and `updatedAt` are the last change's, so
 * they stay true on the versions that only carry the notes.
 */
export interface StoredShowNotes {
  markdown: string;
  drafted: boolean;
  byModel: boolean;
  author: Author | null;
  updatedAt: string;
}

/** Show notes are a page or two; 50,000 characters is far beyond that and keeps every version small. */
export const SHOW_NOTES_MAX = 50_000;

/**
 * Markdown as a person saves it: line ends made "\n", blank lines and spaces at its start and end taken off (those at
 * a line's end stay: two are a markdown line break). Empty notes are allowed (a person who
 * clears them saves that, and the history keeps what was there); longer than SHOW_NOTES_MAX is refused.
 */
export function cleanShowNotes(markdown: string): string {
  const cleaned = markdown.replace(/\r\n?/g, '\n').trim();
  if (cleaned.length > SHOW_NOTES_MAX) throw badInput(`Show notes are at most ${SHOW_NOTES_MAX.toLocaleString('en')} characters (got ${cleaned.length.toLocaleString('en')}).`);
  return cleaned;
}

/** Whether two versions hold the same show notes (a version that changes nothing else is then not written). */
export function sameShowNotes(a: StoredShowNotes | null | undefined, b: StoredShowNotes | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return a.markdown === b.markdown && a.drafted === b.drafted && a.byModel === b.byModel && a.updatedAt === b.updatedAt;
}
