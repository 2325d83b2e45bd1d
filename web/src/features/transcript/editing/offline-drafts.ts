/**
 * Unsaved edits of a transcript, kept in this browser until the server has them: a closed tab, a
 * reload or a lost connection does not lose them. They name the version they were made on and the saved
 * text each was typed over, so what changed elsewhere meanwhile merges with them instead of being overwritten.
 */
export interface StoredDrafts {
  baseVersionId: string | null;
  /** Segment start → text, and the saved text it was typed over (absent in drafts kept by older releases). */
  texts: Array<[number, string] | [number, string, string]>;
}

const key = (transcriptId: string) => `tapescript.drafts.${transcriptId}`;

export function storeDrafts(
  transcriptId: string,
  baseVersionId: string | null,
  drafts: ReadonlyMap<number, string>,
  bases: ReadonlyMap<number, string> = new Map(),
): void {
  try {
    if (drafts.size === 0) return localStorage.removeItem(key(transcriptId));
    const texts = [...drafts].map(([start, text]): StoredDrafts['texts'][number] => (bases.has(start) ? [start, text, bases.get(start)!] : [start, text]));
    const stored: StoredDrafts = { baseVersionId, texts };
    localStorage.setItem(key(transcriptId), JSON.stringify(stored));
  } catch {
    // Storage full or refused: the edits still live in the page and its save retries.
  }
}

/** What was kept for this transcript, or null when nothing (or nothing readable) was. */
export function loadDrafts(transcriptId: string): StoredDrafts | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(transcriptId)) ?? 'null');
    return isStoredDrafts(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export const clearDrafts = (transcriptId: string) => storeDrafts(transcriptId, null, new Map());

function isStoredDrafts(value: unknown): value is StoredDrafts {
  if (!value || typeof value !== 'object') return false;
  const { baseVersionId, texts } = value as StoredDrafts;
  return (
    (baseVersionId === null || typeof baseVersionId === 'string') &&
    Array.isArray(texts) &&
    texts.every((entry) => Array.isArray(entry) && typeof entry[0] === 'number' && typeof entry[1] === 'string' && (entry[2] === undefined || typeof entry[2] === 'string'))
  );
}
