import { ClientResponseError } from 'pocketbase';
import type { StoreClient } from './client.ts';
import type { MetaRecord, TranscriptsRepo } from './transcripts-repo.ts';

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
}

export interface IndexPage {
  hits: IndexHit[];
  /** The hits' transcripts (one that no longer exists is missing). */
  transcripts: MetaRecord[];
  /** More hits matched than `window`: only the newest were ranked. */
  approximate: boolean;
  cutoff: number;
}

/** How often a re-index is tried again when a version was written between reading it and indexing it. */
const REINDEX_ATTEMPTS = 3;

/**
 * The search index in PocketBase's database (pb_hooks/search-index.pb.js, docs/search.md). The version write
 * keeps it current by itself; this catches it up where a transcript changed otherwise (deleted, restored) or
 * where it is behind at start-up, always from the version's segments as the repo reads them.
 */
export class SearchIndex {
  constructor(
    private readonly store: StoreClient,
    private readonly repo: TranscriptsRepo,
  ) {}

  /** Makes the index hold the transcript's current version, or nothing when it is deleted or gone. */
  async refresh(transcriptId: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const meta = await this.repo.getMeta(transcriptId).catch((error: unknown) => {
        if ((error as { extensions?: { code?: string } }).extensions?.code === 'NOT_FOUND') return null;
        throw error;
      });
      const indexed = meta && meta.status !== 'deleted' && meta.data_id;
      // Word timings are not indexed: the rest (an id too, where segments have one) is sent.
      const segments = indexed ? (await this.repo.getData(meta.data_id)).segments.map(({ words: _words, ...segment }) => segment) : [];
      const body = { transcript_id: transcriptId, version_id: indexed ? meta.data_id : '', segments };
      try {
        await this.store.call((pb) => pb.send('/api/tapescript/search-index/sync', { method: 'POST', body }));
        return;
      } catch (error) {
        const moved = error instanceof ClientResponseError && error.status === 409;
        // A newer version was written meanwhile, and indexed by its write: read again and check.
        if (!moved || attempt === REINDEX_ATTEMPTS) throw error;
      }
    }
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

  query(query: IndexQuery): Promise<IndexPage> {
    const body = {
      match: query.match,
      limit: query.limit,
      offset: query.offset,
      window: query.window,
      cutoff: query.cutoff,
      transcript_id: query.transcriptId,
      speaker: query.speaker,
    };
    return this.store.call((pb) => pb.send<IndexPage>('/api/tapescript/search', { method: 'POST', body }));
  }
}
