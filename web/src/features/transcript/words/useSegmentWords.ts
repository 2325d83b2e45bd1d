import { useMemo, useSyncExternalStore } from 'react';
import { stringifyDocument } from 'urql';
import { CSRF_HEADERS } from '../../../graphql/client.ts';
import { SegmentWordsDocument, type SegmentWordsQuery } from '../../../graphql/generated.ts';
import { withAccessToken } from '../../../lib/access.ts';
import { typingPause } from '../../../lib/typing-pause.ts';
import { createWordStore, type FetchWords, type WordStore } from './word-store.ts';

const QUERY = stringifyDocument(SegmentWordsDocument);

/**
 * Straight to /graphql, past the normalized cache: writing a chunk into the cached Transcript would make
 * the cache re-read the page's whole query (every segment of a 10,000-segment transcript) after each
 * chunk. The word store keeps the words itself, per version.
 */
function fetchWordsOver(fetchFn: typeof fetch, transcriptId: string): FetchWords {
  return async (from, count) => {
    const response = await fetchFn('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...CSRF_HEADERS },
      body: JSON.stringify({ query: QUERY, variables: { id: transcriptId, from, count } }),
    });
    const body = (await response.json()) as { data?: SegmentWordsQuery; errors?: Array<{ message: string }> };
    if (!body.data) throw new Error(body.errors?.[0]?.message ?? `The server answered ${response.status}`);
    // Words arriving while the user types are handed over at a pause: they re-render every row on screen.
    await typingPause();
    return body.data.transcript?.segments ?? [];
  };
}

const fetchWithAccess = withAccessToken();

/** The transcript's word store. */
export function useWordStore(transcriptId: string): WordStore {
  return useMemo(() => createWordStore(fetchWordsOver(fetchWithAccess, transcriptId)), [transcriptId]);
}

/** Re-renders when words arrive. */
export const useWordsRevision = (store: WordStore) => useSyncExternalStore(store.subscribe, store.revision, store.revision);
