/**
 * How the release before segment ids (issue 48) kept drafts in the browser: its storeDrafts, as it was, taken from
 * `git show a9f134a:web/src/features/transcript/editing/offline-drafts.ts`. Tests store drafts with it, so the
 * drafts a browser holds from that release are what the current code is shown to load. Never change it.
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
