import { useMemo, useSyncExternalStore } from 'react';
import { useClient } from 'urql';
import { SegmentWordsDocument } from '../../../graphql/generated.ts';
import { createWordStore, type WordStore } from './word-store.ts';

/** The transcript's word store, fetching through the app's client (network-only: words follow the latest version). */
export function useWordStore(transcriptId: string): WordStore {
  const client = useClient();
  return useMemo(
    () =>
      createWordStore(async (from, count) => {
        const result = await client.query(SegmentWordsDocument, { id: transcriptId, from, count }, { requestPolicy: 'network-only' }).toPromise();
        if (result.error) throw result.error;
        return result.data?.transcript?.segments ?? [];
      }),
    [client, transcriptId],
  );
}

/** Re-renders when words arrive. */
export const useWordsRevision = (store: WordStore) => useSyncExternalStore(store.subscribe, store.revision);
