import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient, type CombinedError, type RequestPolicy } from 'urql';
import { TranscriptDocument, TranscriptRefreshDocument } from '../../graphql/generated.ts';
import { typingPause } from '../../lib/typing-pause.ts';

/** Segments asked for first: a screen of them and some to scroll to. */
export const FIRST_PAGE = 40;
/** Then the rest, this many at a time: each page is stored in a short task of its own. */
export const PAGE = 2000;

/** The first page's request; main.tsx sends it before the app is loaded, and the page then shares its answer. */
export const firstPageVariables = (id: string) => ({ id, from: 0, count: FIRST_PAGE });

export interface TranscriptPages {
  /** Until the first page has come. */
  loading: boolean;
  /** Every segment of the version is in the cache (the last page was shorter than asked). */
  complete: boolean;
  error: CombinedError | null;
  /** Loads the transcript again from the server, first page first. */
  reload: () => void;
  /**
   * Loads the current version whole and shows it in one step (a version saved elsewhere): the list on screen is
   * replaced, never cut back to its first page, so the row being edited stays. While pages still load, reloads.
   */
  refresh: () => void;
}

/**
 * Loads a transcript into the cache a page of segments at a time, the screen's first: the cache appends
 * each page to the transcript's list (graphql/cache.ts), which the page reads from the cache. A page of
 * another version (saved elsewhere meanwhile) starts the list again.
 */
export function useTranscriptPages(id: string): TranscriptPages {
  const client = useClient();
  const [round, setRound] = useState(0);
  const [state, setState] = useState<Omit<TranscriptPages, 'reload' | 'refresh'>>({ loading: true, complete: false, error: null });

  useEffect(() => {
    let stopped = false;
    // The first page may be one the cache has (the one main.tsx asked for, or a page opened before); the
    // others always come from the server, so the list is never made of pages cached at different times.
    const policyFor = (from: number): RequestPolicy => (round === 0 && from === 0 ? 'cache-first' : 'network-only');
    const load = async (): Promise<void> => {
      setState((now) => (now.complete ? { ...now, complete: false } : now));
      let from = 0;
      let count = FIRST_PAGE;
      let version: string | null | undefined;
      for (;;) {
        // Storing a page re-reads the list in the cache, tens of milliseconds at 10,000 segments: the pages
        // after the first wait for a pause in the user's typing rather than delay their keystrokes.
        if (from > 0) await typingPause();
        if (stopped) return;
        // Their answers are stored at a pause too (typingPauseExchange), should the user type again meanwhile.
        const { data, error } = await client.query(TranscriptDocument, { id, from, count }, { requestPolicy: policyFor(from), afterTypingPause: from > 0 }).toPromise();
        if (stopped) return;
        const transcript = data?.transcript;
        // Not there (or gone): the page says so; the list is never taken as complete without its last page.
        if (error || !transcript) return setState({ loading: false, complete: false, error: error ?? null });
        if (from > 0 && transcript.versionId !== version) return setRound((n) => n + 1);
        version = transcript.versionId;
        const received = transcript.segments.length;
        if (received < count) return setState({ loading: false, complete: true, error: null });
        if (from === 0) setState({ loading: false, complete: false, error: null });
        from += received;
        count = PAGE;
      }
    };
    void load();
    return () => {
      stopped = true;
    };
  }, [client, id, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const { complete } = state;
  // A refresh asked while one is loading runs again after it: an identical query in flight would be shared, and
  // its answer may predate the version that asked.
  const refreshing = useRef<{ again: boolean } | null>(null);
  const refresh = useCallback(() => {
    if (!complete) return reload();
    if (refreshing.current) {
      refreshing.current.again = true;
      return;
    }
    const run = (): Promise<void> => {
      refreshing.current = { again: false };
      // Stored at a pause in the user's typing, as the pages are (typingPauseExchange).
      return client
        .query(TranscriptRefreshDocument, { id }, { requestPolicy: 'network-only', afterTypingPause: true })
        .toPromise()
        .then(() => {
          const again = refreshing.current?.again;
          refreshing.current = null;
          if (again) return run();
        });
    };
    void run();
  }, [client, id, complete, reload]);
  return { ...state, reload, refresh };
}
