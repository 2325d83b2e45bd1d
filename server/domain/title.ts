import { badInput } from './errors.ts';
import { cleanLine } from './user-text.ts';

export const TITLE_MAX_CHARS = 200;

/** Cleans and validates a transcript title (spec: required after trimming). */
export function cleanTitle(raw: string): string {
  const title = cleanLine(raw);
  if (!title) throw badInput('Title is required');
  if (title.length > TITLE_MAX_CHARS) throw badInput(`Title must be at most ${TITLE_MAX_CHARS} characters`);
  return title;
}
