/** What made a version, in the words the history panel uses. */
const SOURCE_TEXT: Record<string, string> = {
  upload: 'Transcribed',
  edit: 'Edited',
  refine: 'Refined',
  restore: 'Restored',
  speakers: 'Speakers changed',
  split: 'Segment split',
  merge: 'Segments merged',
  replace: 'Find and replace',
};

export function versionSourceText(source: string | null): string {
  if (!source) return 'Saved';
  return SOURCE_TEXT[source] ?? source.charAt(0).toUpperCase() + source.slice(1);
}
