import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { StoreClient } from '../../server/store/client.ts';

/**
 * The floor of a search: the bare FTS5 query for the same MATCH expression (server/domain/search-query.ts
 * toFtsMatch) on the same index, ranked by bm25 with a limit; no snippets, no transcripts, no GraphQL. Two ways
 * to run it, for the same index:
 * - `pocketBaseFloor`: inside PocketBase (pb_hooks/search-index.pb.js, search/floor), so through the same SQLite
 *   build (modernc.org/sqlite, C compiled to Go) and the same HTTP hop as the product's search;
 * - `sqliteFloor`: SQLite's own C build (Node's node:sqlite, also 3.53) on PocketBase's database file,
 *   read-only beside the running PocketBase. On these machines it answers about 2.5× faster than PocketBase's
 *   build for the same query, so a ratio against it measures the SQLite build as much as the search.
 */
export interface FtsFloor {
  /** Runs the bare query; resolves to how many rows it gave (at most `limit`). */
  query(match: string, limit?: number): Promise<number>;
  close(): void;
}

export function pocketBaseFloor(store: StoreClient): FtsFloor {
  return {
    query: (match, limit = 20) =>
      store.call((pb) => pb.send<{ rows: number }>('/api/tapescript/search/floor', { method: 'POST', body: { match, limit } })).then((answer) => answer.rows),
    close: () => undefined,
  };
}

/**
 * An FTS5 index in PocketBase's database: its table, and the prefix of the names it is stored under (the FTS5
 * table's shadow tables and its row table), for its size.
 */
export interface FtsIndex {
  table: string;
  stored: string;
}

/** The transcripts' search index (migrations/1764300000_search_index.js). */
export const SEGMENT_INDEX: FtsIndex = { table: 'search_segments', stored: 'search_segment' };
/** The quote bank's index of the highlights' quotes (migrations/1766300000_highlight_search.js). */
export const HIGHLIGHT_INDEX: FtsIndex = { table: 'highlight_search', stored: 'highlight_search' };

export function sqliteFloor(dataDir: string, index: FtsIndex = SEGMENT_INDEX): FtsFloor & { count(match: string): number; indexBytes(): number } {
  const db = new DatabaseSync(path.join(dataDir, 'pocketbase', 'data.db'), { readOnly: true });
  const ranked = db.prepare(`SELECT rowid FROM ${index.table} WHERE ${index.table} MATCH ? ORDER BY rank LIMIT ?`);
  const counted = db.prepare(`SELECT count(*) AS hits FROM ${index.table} WHERE ${index.table} MATCH ?`);
  return {
    query: async (match, limit = 20) => ranked.all(match, limit).length,
    /** How many rows the expression matches (not timed: to describe a term). */
    count: (match) => Number(counted.get(match)?.hits ?? 0),
    /** The index's size on disk: the FTS5 table's shadow tables and the row table (SQLite's dbstat). */
    indexBytes: () =>
      Number(db.prepare('SELECT COALESCE(SUM(pgsize), 0) AS bytes FROM dbstat WHERE name LIKE ?').get(`${index.stored}%`)?.bytes ?? 0),
    close: () => db.close(),
  };
}
