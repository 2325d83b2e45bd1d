import type { StoreClient } from './client.ts';

/** An index row of a pseudonymised transcript as it reads in the original (its rowid, text and speaker). */
export interface IndexRow {
  row: number;
  text: string;
  speaker: string;
}

/** What a transcript's pseudonymised rows are made from (POST /api/tapescript/search-shown/source). */
export interface ShownSource {
  /** False: not pseudonymised (or deleted, or gone): nothing to make. */
  pseudonymised: boolean;
  generation: number;
  /** Its title as stored now. */
  title: string;
  /** Its rows were made with its lists as they are: `rows` are only those without a twin yet. */
  fresh: boolean;
  rows: IndexRow[];
}

/**
 * The pseudonymised search rows in PocketBase (pb_hooks/search-shown.pb.js, migrations/1765900000_search_shown.js):
 * the rows a pseudonymised transcript's twins are made from, and their writes, each refused when made under an
 * older generation than the transcript's.
 */
export class SearchShownRows {
  constructor(private readonly store: StoreClient) {}

  source(transcriptId: string): Promise<ShownSource> {
    return this.store.call((pb) => pb.send<ShownSource>('/api/tapescript/search-shown/source', { method: 'POST', body: { transcript_id: transcriptId } }));
  }

  /** Writes the rows and the title as shown, all rows afresh (`full`) or the missing ones; false when refused (made again later). */
  async write(transcriptId: string, generation: number, shown: { full: boolean; title: string; rows: IndexRow[] }): Promise<boolean> {
    const body = { transcript_id: transcriptId, generation, ...shown };
    return (await this.store.call((pb) => pb.send<{ written: boolean }>('/api/tapescript/search-shown/write', { method: 'POST', body }))).written;
  }

  /** A list changed (a transcript's, or null: the library's): its rows stop being served. Answers the pseudonymised transcripts concerned. */
  async stale(transcriptId: string | null): Promise<string[]> {
    const body = { transcript_id: transcriptId ?? '' };
    return (await this.store.call((pb) => pb.send<{ transcripts: string[] }>('/api/tapescript/search-shown/stale', { method: 'POST', body }))).transcripts;
  }

  async behind(): Promise<string[]> {
    return (await this.store.call((pb) => pb.send<{ transcripts: string[] }>('/api/tapescript/search-shown/behind', { method: 'GET' }))).transcripts;
  }
}
