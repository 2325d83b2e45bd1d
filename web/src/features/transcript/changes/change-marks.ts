import { summarizeChanges, type ChangeKind } from '../../../../../shared/change-summary.ts';
import { segmentWords } from '../../../../../shared/segment-words.ts';
import type { VersionChangeKind, VersionChangesQuery } from '../../../graphql/generated.ts';

export type Change = NonNullable<VersionChangesQuery['transcript']>['versionChanges'][number];

/** Changes inside a segment's words; the others change the segment as a whole. */
const IN_WORDS = new Set<VersionChangeKind>(['PUNCTUATION', 'CASING', 'WORDS']);
export const inWords = (change: Pick<Change, 'kind'>) => IN_WORDS.has(change.kind);

/** "12 punctuation, 3 casing, 2 words". */
export const changeSummary = (changes: readonly Pick<Change, 'kind'>[]) => summarizeChanges(changes.map((change) => change.kind.toLowerCase() as ChangeKind));

/** One segment's changes, in the order the list gives them. */
export interface SegmentChanges {
  segmentId: string;
  position: number;
  text: string;
  changes: Change[];
}

export function bySegment(changes: readonly Change[]): SegmentChanges[] {
  const groups = new Map<string, SegmentChanges>();
  for (const change of changes) {
    const group = groups.get(change.segmentId) ?? { segmentId: change.segmentId, position: change.position, text: change.segmentText, changes: [] };
    group.changes.push(change);
    groups.set(change.segmentId, group);
  }
  return [...groups.values()];
}

/** A run of a segment's words: `changed` when a change put them there. */
export interface WordRun {
  text: string;
  changed: boolean;
}

/** The segment's text with the words its changes put there marked, word by word. */
export function markedWords(text: string, changes: readonly Change[]): WordRun[] {
  const words = segmentWords(text);
  const changed = new Array<boolean>(words.length).fill(false);
  for (const change of changes) {
    if (!inWords(change)) continue;
    const count = segmentWords(change.after).length;
    for (let i = change.wordIndex; i < change.wordIndex + count && i < words.length; i++) changed[i] = true;
  }
  const runs: WordRun[] = [];
  words.forEach((word, i) => {
    const last = runs.at(-1);
    if (last && last.changed === changed[i]) last.text += ` ${word}`;
    else runs.push({ text: word, changed: changed[i] });
  });
  return runs;
}

const KIND_TEXT: Record<VersionChangeKind, string> = {
  PUNCTUATION: 'Punctuation',
  CASING: 'Casing',
  WORDS: 'Words',
  SPEAKER: 'Speaker',
  SPLIT: 'Split',
  MERGE: 'Merge',
  INSERTED: 'Segment added',
  DELETED: 'Segment deleted',
};

export const kindText = (kind: VersionChangeKind) => KIND_TEXT[kind];

/** How a change reads to a screen reader and in its revert button's name: "Punctuation: then → then.". */
export function describeChange(change: Pick<Change, 'kind' | 'before' | 'after'>): string {
  const quote = (text: string) => (text ? `“${text}”` : 'nothing');
  return `${kindText(change.kind)}: ${quote(change.before)} → ${quote(change.after)}`;
}
