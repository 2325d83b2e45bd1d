/** What made a version, in the words the history panel uses. */
const SOURCE_TEXT: Record<string, string> = {
  upload: 'Transcribed',
  edit: 'Edited',
  refine: 'Refined',
  restore: 'Restored',
  rename: 'Renamed',
  speakers: 'Speakers changed',
  replace: 'Find and replace',
};

export function versionSourceText(source: string | null): string {
  if (!source) return 'Saved';
  return SOURCE_TEXT[source] ?? source.charAt(0).toUpperCase() + source.slice(1);
}
