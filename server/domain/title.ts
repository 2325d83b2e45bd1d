import { badInput } from './errors.ts';

export const TITLE_MAX_CHARS = 200;

// C0/C1 controls and the invisible bidi controls that can disguise a title (e.g. U+202E reversing text).
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Cleans and validates a transcript title (spec: required after trimming). */
export function cleanTitle(raw: string): string {
  const title = raw.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  if (!title) throw badInput('Title is required');
  if (title.length > TITLE_MAX_CHARS) throw badInput(`Title must be at most ${TITLE_MAX_CHARS} characters`);
  return title;
}
