import type { VersionKind } from '../../../graphql/generated.ts';

/** What made a version, in the words the history panel uses. */
const KIND_TEXT: Record<VersionKind, string> = {
  UPLOAD: 'Transcribed',
  IMPORT: 'Imported',
  EDIT: 'Edited',
  REFINE: 'Refined',
  RESTORE: 'Restored',
  UNDO: 'Undo',
  REDO: 'Redo',
  SPEAKERS: 'Speakers changed',
  SPLIT: 'Segment split',
  MERGE: 'Segments merged',
  REPLACE: 'Find and replace',
  REVERT: 'Changes reverted',
  CHAPTERS: 'Chapters changed',
  SHOW_NOTES: 'Show notes',
};

export interface ListedVersion {
  id: string;
  kind: VersionKind;
  createdAt: string;
  wordCount: number;
  /** What it did, as the server wrote it with the version ("Undo: merge segments 4–5"); null for older versions. */
  label?: string | null;
  undoes?: { id: string; kind: VersionKind } | null;
}

/**
 * What a version did: its label ("Merge segments 4–5", "Undo: merge segments 4–5"), or for versions written before
 * labels its kind ("Segments merged"), an undo with what it took back ("Undo: Segments merged").
 */
export function versionLabel(version: Pick<ListedVersion, 'kind' | 'undoes' | 'label'>): string {
  if (version.label) return version.label;
  if (version.kind === 'UNDO' && version.undoes) return `Undo: ${KIND_TEXT[version.undoes.kind]}`;
  return KIND_TEXT[version.kind];
}

/** Runs of at least this many autosaves in a row show as one line that expands. */
export const AUTOSAVE_RUN = 3;

export type HistoryRow<V extends ListedVersion> = { kind: 'version'; version: V; index: number } | { kind: 'autosaves'; versions: V[]; index: number };

/**
 * The history's lines: runs of AUTOSAVE_RUN or more edits in a row (never the current version) become one line
 * ("14 autosaves, 2:02 PM–2:20 PM"); `index` is where the line's first version is in the list (newest first).
 */
export function historyRows<V extends ListedVersion>(versions: readonly V[], currentId: string | null): HistoryRow<V>[] {
  const rows: HistoryRow<V>[] = [];
  for (let i = 0; i < versions.length; ) {
    let j = i;
    while (j < versions.length && versions[j].kind === 'EDIT' && versions[j].id !== currentId) j++;
    if (j - i >= AUTOSAVE_RUN) {
      rows.push({ kind: 'autosaves', versions: versions.slice(i, j), index: i });
      i = j;
    } else {
      rows.push({ kind: 'version', version: versions[i], index: i });
      i += 1;
    }
  }
  return rows;
}

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** "14 autosaves, 2:02 PM–2:20 PM" (the list is newest first, so the run's last version is its oldest). */
export function autosavesLabel(versions: readonly Pick<ListedVersion, 'createdAt'>[]): string {
  const [from, to] = [versions.at(-1)!, versions[0]].map((version) => time.format(new Date(version.createdAt)).replace(/\u202f/g, ' '));
  return `${versions.length} autosaves, ${from === to ? from : `${from}–${to}`}`;
}
