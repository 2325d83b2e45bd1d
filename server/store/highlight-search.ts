import { createRequire } from 'node:module';
import type { PseudonymViewer, Reader } from '../auth/visibility.ts';
import type { StoreClient } from './client.ts';
import type { LocalDatabase } from './local-database.ts';
import { readerParam, showsAnyPseudonymsSql, viewerParams } from './visibility-filter.ts';

/** The page query the route runs too (pb_hooks/lib/highlight-page.cjs). */
const { highlightPageSql, BEFORE_SQL } = createRequire(import.meta.url)('./pb_hooks/lib/highlight-page.cjs') as {
  highlightPageSql(filters: { match: boolean; transcript: boolean; speaker: boolean; tags: boolean; reader: boolean; pseudonyms: boolean }): string;
  BEFORE_SQL: string;
};

export interface HighlightPageQuery {
  /** An FTS5 MATCH expression (domain/search-query.ts), or none. */
  match?: string;
  transcriptId?: string;
  speaker?: string;
  /** Lower case; a highlight must have all of them. */
  tags: readonly string[];
  reader: Reader;
  viewer?: PseudonymViewer;
  /** Continue after this highlight (a cursor's), or under this row (the previous call's last). */
  after?: { id: string; created: string } | { row: number };
  limit: number;
}

/** A row of the page: a highlight, and whether its words and speaker are still to be matched as shown (pseudonymised). */
export interface HighlightPageRow {
  row: number;
  id: string;
  shown: boolean;
}

/**
 * The quote bank's index in PocketBase's database (migrations/1766300000_highlight_search.js, kept by triggers):
 * pages of highlight ids, newest first, read on the server's own connection when it runs beside PocketBase, else
 * through the route (pb_hooks/highlight-search.pb.js).
 */
export class HighlightSearch {
  constructor(
    private readonly store: StoreClient,
    private readonly local?: LocalDatabase,
  ) {}

  async page(query: HighlightPageQuery): Promise<HighlightPageRow[]> {
    const reader = readerParam(query.reader);
    const viewer = viewerParams(query.viewer);
    const cursor = query.after && 'id' in query.after ? query.after : undefined;
    const under = query.after && 'row' in query.after ? query.after.row : undefined;
    if (!this.local) {
      const body = {
        limit: query.limit,
        match: query.match,
        transcript_id: query.transcriptId,
        speaker: query.speaker,
        tags: query.tags,
        reader,
        ...viewer,
        after_id: cursor?.id,
        after_created: cursor?.created,
        before: under,
      };
      const answer = await this.store.call((pb) => pb.send<{ rows: { row: number; id: string; shown: number }[] }>('/api/tapescript/highlights/page', { method: 'POST', body }));
      return answer.rows.map((row) => ({ ...row, shown: row.shown === 1 }));
    }
    const local = this.local;
    const before = cursor ? local.all<{ before: number }>(BEFORE_SQL, { id: cursor.id, created: cursor.created })[0].before : (under ?? Number.MAX_SAFE_INTEGER);
    // Someone shown no pseudonyms anywhere is matched on the originals everywhere (lib/pseudonym-view.cjs).
    const pseudonyms = viewer !== undefined && local.all<{ shows: number }>(showsAnyPseudonymsSql(), viewer)[0].shows === 1;
    const sql = highlightPageSql({
      match: query.match != null,
      transcript: query.transcriptId != null,
      speaker: query.speaker != null,
      tags: query.tags.length > 0,
      reader: reader !== undefined,
      pseudonyms,
    });
    const rows = local.all<{ row: number; id: string; shown: number }>(sql, {
      before,
      limit: query.limit,
      match: query.match ?? '',
      transcript: query.transcriptId ?? '',
      speaker: query.speaker ?? '',
      tags: JSON.stringify(query.tags),
      reader: reader ?? '',
      ...(viewer ?? { viewer: '', viewer_role: '' }),
    });
    return rows.map((row) => ({ ...row, shown: row.shown === 1 }));
  }
}
