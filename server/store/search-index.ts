import { createRequire } from 'node:module';
import type { StoreClient } from './client.ts';
import type { LocalDatabase } from './local-database.ts';
import type { Transcript } from '../domain/transcript.ts';
import { transcriptOf, type MetaRecord } from './transcript-records.ts';
import { readerParam, showsAnyPseudonymsSql, viewerParams } from './visibility-filter.ts';
import type { PseudonymViewer, Reader } from '../auth/visibility.ts';

/** One hit as the index answers it, with the segment's text. */
export interface IndexHit {
  transcriptId: string;
  segmentId: string;
  speaker: string;
  start: number;
  end: number;
  text: string;
}

export interface IndexQuery {
  /** An FTS5 MATCH expression (domain/search-query.ts builds it). */
  match: string;
  limit: number;
  offset: number;
  /** At most this many of the newest hits are ranked. */
  window: number;
  /** The rowid the first page's approximation cut at, passed back by later pages (0: no cut). */
  cutoff?: number;
  transcriptId?: string;
  speaker?: string;
  /** Only transcripts this reader sees (auth/visibility.ts). */
  reader: Reader;
  /** Whose pseudonyms are searched where they see them (auth/visibility.ts pseudonymViewerOf); null or absent: originals everywhere. */
  viewer?: PseudonymViewer;
}

export interface IndexPage {
  hits: IndexHit[];
  /** The hits' transcripts (one that no longer exists is missing). */
  transcripts: Transcript[];
  /** More hits matched than `window`: only the newest were ranked. */
  approximate: boolean;
  cutoff: number;
}

/** The page query that the search route runs too (pb_hooks/lib/search-page.cjs). */
const { searchPageSql, hiddenIdsSql } = createRequire(import.meta.url)('./pb_hooks/lib/search-page.cjs') as {
  searchPageSql(filters: { transcript: boolean; speaker: boolean; reader?: boolean; hidden?: boolean; pseudonyms: boolean }): string;
  hiddenIdsSql(): string;
};

interface PageRow {
  row: number;
  cut: number;
  /** bm25, lower is better; given (and the rows unsorted) only by the page of a reader shown pseudonyms. */
  score?: number;
  transcript_id: string;
  segment_id: string;
  speaker: string;
  start_time: number;
  end_time: number;
  text: string;
}

/**
 * The search index in PocketBase's database (pb_hooks/search-index.pb.js, docs/search.md). The version write
 * keeps it current by itself; this catches it up where a transcript changed otherwise (deleted, restored) or
 * where it is behind at start-up. The store indexes from the version's own contents, in one transaction.
 * Queries read the database directly when the server runs beside PocketBase (`local`), else through its route.
 */
export class SearchIndex {
  constructor(
    private readonly store: StoreClient,
    private readonly local?: LocalDatabase,
    /** Told of each transcript refreshed (services/search-shown.ts makes its pseudonymised rows). */
    private readonly indexed: (transcriptId: string) => void = () => undefined,
  ) {}

  /** Makes the index hold the transcript's current version, or nothing when it is deleted or gone. */
  async refresh(transcriptId: string): Promise<void> {
    await this.store.call((pb) => pb.send('/api/tapescript/search-index/sync', { method: 'POST', body: { transcript_id: transcriptId } }));
    this.indexed(transcriptId);
  }

  /** Transcripts whose rows are not those of their current version (or that should have none). */
  async behind(): Promise<string[]> {
    const answer = await this.store.call((pb) => pb.send<{ transcripts: string[] }>('/api/tapescript/search-index/behind', { method: 'GET' }));
    return answer.transcripts;
  }

  /** Re-indexes every transcript that is behind, one at a time (so start-up does not crowd the store). */
  async catchUp(): Promise<number> {
    const behind = await this.behind();
    for (const transcriptId of behind) await this.refresh(transcriptId);
    return behind.length;
  }

  async query(query: IndexQuery): Promise<IndexPage> {
    if (this.local) return this.queryLocally(this.local, query);
    const body = {
      match: query.match,
      limit: query.limit,
      offset: query.offset,
      window: query.window,
      cutoff: query.cutoff,
      transcript_id: query.transcriptId,
      speaker: query.speaker,
      reader: readerParam(query.reader),
      ...viewerParams(query.viewer),
    };
    const answer = await this.store.call((pb) => pb.send<{ rows: PageRow[]; transcripts: MetaRecord[]; unsorted: boolean }>('/api/tapescript/search', { method: 'POST', body }));
    return pageOf(answer.unsorted ? ranked(answer.rows) : answer.rows, answer.transcripts, query.cutoff);
  }

  /**
   * The route's query on the server's own read-only connection, in one snapshot: the transcripts hidden from the
   * reader (read first, and given to the page query as a list), the hits and their transcripts. Who is hidden from a
   * reader, and whether they are shown pseudonyms anywhere, are kept until the next write to the store (LocalDatabase
   * `remember`): an editor's search then skips reading them (about 0.05 ms of a rare word's 0.6, bench month-six).
   */
  private queryLocally(local: LocalDatabase, query: IndexQuery): IndexPage {
    const reader = readerParam(query.reader);
    const viewer = viewerParams(query.viewer);
    return local.snapshot(() => {
      const { hidden, pseudonyms } =
        reader === undefined && viewer === undefined
          ? { hidden: '[]', pseudonyms: false }
          : local.remember(`search filters ${JSON.stringify([reader, viewer])}`, () => ({
              // No transcript hidden from the reader (the usual library): no row is checked.
              hidden: reader === undefined ? '[]' : local.all<{ ids: string }>(hiddenIdsSql(), { reader })[0].ids,
              // Someone shown no pseudonyms anywhere searches as if they saw every original (lib/pseudonym-view.cjs).
              pseudonyms: viewer !== undefined && local.all<{ shows: number }>(showsAnyPseudonymsSql(), viewer)[0].shows === 1,
            }));
      const sql = searchPageSql({ transcript: query.transcriptId != null, speaker: query.speaker != null, hidden: hidden !== '[]', pseudonyms });
      const rows = local.all<PageRow>(sql, {
        match: query.match,
        limit: query.limit,
        offset: query.offset,
        window: query.window,
        cutoff: query.cutoff ?? 0,
        transcript: query.transcriptId ?? '',
        speaker: query.speaker ?? '',
        hidden,
        ...(viewer ?? { viewer: '', viewer_role: '' }),
      });
      const transcripts = local.records<MetaRecord>('transcript_meta', [...new Set(rows.map((row) => row.transcript_id))]);
      return pageOf(pseudonyms ? ranked(rows) : rows, transcripts, query.cutoff);
    });
  }
}

/** A page in rank order: by score, newest first among equals (lib/search-page.cjs leaves the page of a reader shown pseudonyms unsorted). */
function ranked(rows: PageRow[]): PageRow[] {
  return rows.toSorted((a, b) => a.score! - b.score! || b.row - a.row);
}

/** A page of the index's rows (as lib/search-page.cjs selects them, read here or by the route) with their transcripts. */
function pageOf(rows: readonly PageRow[], transcripts: MetaRecord[], cutoffAsked = 0): IndexPage {
  const cutoff = rows.length ? rows[0].cut : cutoffAsked;
  const hits = rows.map((row) => ({
    transcriptId: row.transcript_id,
    segmentId: row.segment_id,
    speaker: row.speaker,
    start: row.start_time,
    end: row.end_time,
    text: row.text,
  }));
  return { hits, transcripts: transcripts.map(transcriptOf), approximate: cutoff > 0, cutoff };
}
