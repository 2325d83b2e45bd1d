import { nextUncertainWord, type UncertainWord, type Word } from './word-align.ts';

/** Segments per request: a screenful and more, about 150 KB of words. */
export const WORD_CHUNK = 200;

/** A text save with more edited segments than this fetches the chunks holding them again, not each one. */
const REFETCH_ONE_BY_ONE = 8;

/** Fetches the words of `count` segments from index `from` of the current version. */
export type FetchWords = (from: number, count: number) => Promise<ReadonlyArray<{ start: number; words: readonly Word[] }>>;

const NO_WORDS: readonly Word[] = [];

/**
 * The recognized words of a transcript, fetched a chunk of segments at a time as rows come on screen:
 * a long day's word timings are megabytes that the first paint should not wait for. Words are kept by
 * segment start, so rows keep showing them while a newer version's chunk loads (alignWords drops the
 * marks of words edited since).
 */
export function createWordStore(fetchWords: FetchWords) {
  const byStart = new Map<number, readonly Word[]>();
  /** The version each chunk was last loaded for. */
  const loadedFor = new Map<number, string>();
  const pending = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();
  let revision = 0;

  /** Keeps the words of fetched rows and tells the rows. */
  const keep = (rows: Awaited<ReturnType<FetchWords>>) => {
    for (const row of rows) byStart.set(row.start, row.words);
    revision++;
    listeners.forEach((listener) => listener());
  };

  function loadChunk(chunk: number, version: string): Promise<void> {
    if (loadedFor.get(chunk) === version) return Promise.resolve();
    const key = `${version}:${chunk}`;
    let loading = pending.get(key);
    if (!loading) {
      loading = fetchWords(chunk * WORD_CHUNK, WORD_CHUNK)
        .then((rows) => {
          loadedFor.set(chunk, version);
          keep(rows);
        })
        .finally(() => pending.delete(key));
      pending.set(key, loading);
    }
    return loading;
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Changes whenever words arrive, for useSyncExternalStore. */
    revision: () => revision,
    wordsAt: (start: number): readonly Word[] => byStart.get(start) ?? NO_WORDS,
    /** Loads the chunks holding segments first..last (indexes); a failed load is tried again next time. */
    ensure(first: number, last: number, version: string) {
      for (let chunk = Math.floor(Math.max(0, first) / WORD_CHUNK); chunk <= Math.floor(last / WORD_CHUNK); chunk++) {
        loadChunk(chunk, version).catch(() => undefined);
      }
    },
    /**
     * A save of texts made version `to` from `from`: the server kept every other segment's words, so the
     * chunks loaded for `from` hold `to`'s too, and only the edited segments' words (the typed ones now
     * timed) are fetched again, instead of every chunk on screen after each autosave.
     */
    saved(from: string, to: string, editedIndexes: readonly number[]) {
      const chunkOf = (index: number) => Math.floor(index / WORD_CHUNK);
      const edited = new Set(editedIndexes.map(chunkOf));
      const oneByOne = editedIndexes.length <= REFETCH_ONE_BY_ONE;
      for (const [chunk, version] of loadedFor) {
        if (version === from && (oneByOne || !edited.has(chunk))) loadedFor.set(chunk, to);
      }
      if (!oneByOne) return;
      // Segments whose chunk was not carried over come with that chunk when it is next on screen.
      for (const index of editedIndexes.filter((index) => loadedFor.get(chunkOf(index)) === to)) {
        fetchWords(index, 1)
          .then(keep)
          // The words kept stay shown (alignWords leaves the typed ones unmarked).
          .catch(() => undefined);
      }
    },
    /** The words of the segment at `index` (starting at `start`), loading its chunk first if need be. */
    async wordsOf(index: number, start: number, version: string): Promise<readonly Word[]> {
      await loadChunk(Math.floor(index / WORD_CHUNK), version);
      return byStart.get(start) ?? NO_WORDS;
    },
    /** The first uncertain word after `time`, loading chunks forward until one is found. */
    async nextUncertain(
      segments: ReadonlyArray<{ start: number; end: number; text: string }>,
      time: number,
      version: string,
    ): Promise<UncertainWord | null> {
      const first = Math.max(0, segments.findIndex((segment) => segment.end > time));
      for (let chunk = Math.floor(first / WORD_CHUNK); chunk * WORD_CHUNK < segments.length; chunk++) {
        await loadChunk(chunk, version);
        const range = segments.slice(Math.max(first, chunk * WORD_CHUNK), (chunk + 1) * WORD_CHUNK);
        const found = nextUncertainWord(
          range.map((segment) => ({ ...segment, words: byStart.get(segment.start) ?? NO_WORDS })),
          time,
        );
        if (found) return found;
      }
      return null;
    },
  };
}

export type WordStore = ReturnType<typeof createWordStore>;
