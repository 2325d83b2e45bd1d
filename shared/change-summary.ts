/**
 * The kinds of change one version makes to the one before it (server/domain/version-changes.ts), and the one-line
 * summary both the server (a version's label) and the web app (the changes panel) write of them.
 */
export type ChangeKind = 'punctuation' | 'casing' | 'words' | 'speaker' | 'split' | 'merge' | 'inserted' | 'deleted';

/** The order a summary names the kinds in: the word-level ones first, as refine makes them. */
export const CHANGE_KINDS: readonly ChangeKind[] = ['punctuation', 'casing', 'words', 'speaker', 'split', 'merge', 'inserted', 'deleted'];

/** A speaker change is one segment's label: "7 speakers" would read as a count of people (the transcript may have 3). */
const NAMES: Record<ChangeKind, [one: string, many: string]> = {
  punctuation: ['punctuation', 'punctuation'],
  casing: ['casing', 'casing'],
  words: ['word', 'words'],
  speaker: ['speaker label', 'speaker labels'],
  split: ['split', 'splits'],
  merge: ['merge', 'merges'],
  inserted: ['segment added', 'segments added'],
  deleted: ['segment deleted', 'segments deleted'],
};

/** "12 punctuation, 3 casing, 2 words"; "no changes" for none. */
export function summarizeChanges(kinds: Iterable<ChangeKind>): string {
  const counts = new Map<ChangeKind, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const parts = CHANGE_KINDS.filter((kind) => counts.has(kind)).map((kind) => {
    const count = counts.get(kind)!;
    return `${count} ${NAMES[kind][count === 1 ? 0 : 1]}`;
  });
  return parts.length ? parts.join(', ') : 'no changes';
}
