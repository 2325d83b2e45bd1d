import { keyOfStart, type DraftState, type SavedSegment } from './draft-rebase.ts';

/**
 * Unsaved edits of a transcript, kept in this browser until the server has them: a closed tab, a
 * reload or a lost connection does not lose them. They name the version they were made on and the saved
 * text each was typed over, so what changed elsewhere meanwhile merges with them instead of being overwritten.
 */
export interface StoredDrafts {
  baseVersionId: string | null;
  /** Each unsaved text by segment id, with where the segment started and the saved text it was typed over. */
  segments: Array<{ id: string; start: number; text: string; base: string | null }>;
}

/**
 * As releases before segment ids kept them (issue 48): segment start → text, and the saved text it was typed over
 * (absent in drafts kept by still older releases). Still read, never written.
 */
interface DraftsByStart {
  baseVersionId: string | null;
  texts: Array<[number, string] | [number, string, string]>;
}

/** A kept draft as the page takes it back: by id, or by start when an older release kept it. */
export interface KeptDraft {
  id: string | null;
  start: number;
  text: string;
  /** The saved text it was typed over; null when an older release did not keep it. */
  base: string | null;
}

const key = (transcriptId: string) => `tapescript.drafts.${transcriptId}`;

export function storeDrafts(transcriptId: string, baseVersionId: string | null, state: Pick<DraftState, 'drafts' | 'bases' | 'starts'>): void {
  try {
    if (state.drafts.size === 0) return localStorage.removeItem(key(transcriptId));
    const segments = [...state.drafts].map(([id, text]) => ({ id, start: state.starts.get(id) ?? 0, text, base: state.bases.get(id) ?? null }));
    const stored: StoredDrafts = { baseVersionId, segments };
    localStorage.setItem(key(transcriptId), JSON.stringify(stored));
  } catch {
    // Storage full or refused: the edits still live in the page and its save retries.
  }
}

/** What was kept for this transcript (in this release's form or an older one's), or null when nothing readable was. */
export function loadDrafts(transcriptId: string): { baseVersionId: string | null; drafts: KeptDraft[] } | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(transcriptId)) ?? 'null');
    if (isStoredDrafts(parsed)) return { baseVersionId: parsed.baseVersionId, drafts: parsed.segments };
    if (isDraftsByStart(parsed)) {
      return { baseVersionId: parsed.baseVersionId, drafts: parsed.texts.map(([start, text, base]) => ({ id: null, start, text, base: base ?? null })) };
    }
    return null;
  } catch {
    return null;
  }
}

export const clearDrafts = (transcriptId: string) => storeDrafts(transcriptId, null, { drafts: new Map(), bases: new Map(), starts: new Map() });

/**
 * Drafts kept in this browser, as the page starts on the segments loaded so far: with the saved texts they were
 * typed over, they rebase on the saved list once it is all in; kept without them (a still older release), their
 * texts are taken as typed over the saved ones now, and their save merges from the version they were made on.
 * A draft kept by start takes the id of the segment loaded at that start, else stays keyed by it (adoptStarts).
 */
export function restoreDrafts(kept: { baseVersionId: string | null; drafts: readonly KeptDraft[] } | null, loaded: readonly SavedSegment[]) {
  if (!kept?.drafts.length) return null;
  const byId = new Map(loaded.map((segment) => [segment.id, segment]));
  const atStart = new Map(loaded.map((segment) => [segment.start, segment]));
  const drafts = new Map<string, string>();
  const bases = new Map<string, string>();
  const starts = new Map<string, number>();
  let basesUnknown = false;
  for (const draft of kept.drafts) {
    const segment = draft.id === null ? atStart.get(draft.start) : byId.get(draft.id);
    if (segment?.text === draft.text) continue;
    const id = draft.id ?? segment?.id ?? keyOfStart(draft.start);
    drafts.set(id, draft.text);
    starts.set(id, segment?.start ?? draft.start);
    if (draft.base !== null) bases.set(id, draft.base);
    else {
      basesUnknown = true;
      if (segment) bases.set(id, segment.text);
    }
  }
  if (drafts.size === 0) return null;
  const state: DraftState = { drafts, bases, starts, conflicts: new Map() };
  return { state, baseVersionId: kept.baseVersionId, basesUnknown };
}

function isStoredDrafts(value: unknown): value is StoredDrafts {
  if (!value || typeof value !== 'object') return false;
  const { baseVersionId, segments } = value as StoredDrafts;
  return (
    (baseVersionId === null || typeof baseVersionId === 'string') &&
    Array.isArray(segments) &&
    segments.every(
      (entry) =>
        entry && typeof entry.id === 'string' && typeof entry.start === 'number' && typeof entry.text === 'string' && (entry.base === null || typeof entry.base === 'string'),
    )
  );
}

function isDraftsByStart(value: unknown): value is DraftsByStart {
  if (!value || typeof value !== 'object') return false;
  const { baseVersionId, texts } = value as DraftsByStart;
  return (
    (baseVersionId === null || typeof baseVersionId === 'string') &&
    Array.isArray(texts) &&
    texts.every((entry) => Array.isArray(entry) && typeof entry[0] === 'number' && typeof entry[1] === 'string' && (entry[2] === undefined || typeof entry[2] === 'string'))
  );
}
