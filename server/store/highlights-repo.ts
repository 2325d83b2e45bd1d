import type { Author } from '../domain/author.ts';
import type { CommentAnchor } from '../domain/comment-anchor.ts';
import type { StoreClient } from './client.ts';
import type { LocalDatabase } from './local-database.ts';

/** A highlight as stored (migrations/1766200000_highlights.js): one anchor per segment it spans, as it was made. */
export interface HighlightRecord {
  id: string;
  transcript: string;
  /** One per segment, in order; each span is set (a highlight is always on words). */
  parts: CommentAnchor[];
  speaker: string;
  start: number;
  end: number;
  tags: string[];
  note: string;
  author: Author | null;
  version_id: string;
  created: string;
}

export type NewHighlight = Omit<HighlightRecord, 'id' | 'created'>;

/** The highlights collection: the only module that knows its name and fields. */
export class HighlightsRepo {
  constructor(
    private readonly store: StoreClient,
    /** PocketBase's database, read directly where the server runs beside it (a page of the quote bank). */
    private readonly local?: LocalDatabase,
  ) {}

  create(highlight: NewHighlight): Promise<HighlightRecord> {
    return this.store.call((pb) => pb.collection('highlights').create<HighlightRecord>(highlight));
  }

  get(id: string): Promise<HighlightRecord> {
    return this.store.call((pb) => pb.collection('highlights').getOne<HighlightRecord>(id));
  }

  update(id: string, fields: Pick<HighlightRecord, 'tags' | 'note'>): Promise<HighlightRecord> {
    return this.store.call((pb) => pb.collection('highlights').update<HighlightRecord>(id, fields));
  }

  delete(id: string): Promise<boolean> {
    return this.store.call((pb) => pb.collection('highlights').delete(id));
  }

  /** The highlights of these ids that exist, in no particular order. */
  async byIds(ids: readonly string[]): Promise<HighlightRecord[]> {
    if (ids.length === 0) return [];
    if (this.local) return this.local.records<HighlightRecord>('highlights', ids);
    const filter = ids.map((_, i) => `id = {:id${i}}`).join(' || ');
    const params = Object.fromEntries(ids.map((id, i) => [`id${i}`, id]));
    return this.store.call((pb) => pb.collection('highlights').getFullList<HighlightRecord>({ filter: pb.filter(filter, params), batch: ids.length }));
  }

  /** Every highlight of a transcript, oldest first. */
  ofTranscript(transcriptId: string): Promise<HighlightRecord[]> {
    return this.store.call((pb) =>
      pb.collection('highlights').getFullList<HighlightRecord>({ filter: pb.filter('transcript = {:id}', { id: transcriptId }), sort: 'created,id' }),
    );
  }

  /** The tags of the highlights on transcripts `filter` (PocketBase syntax, on the transcript) lets through, oldest first. */
  tagsOn(filter: { filter: string; params: Record<string, string> } | undefined): Promise<string[][]> {
    return this.store.call(async (pb) => {
      const options = { fields: 'tags', sort: 'created,id', ...(filter ? { filter: pb.filter(filter.filter, filter.params) } : {}) };
      const records = await pb.collection('highlights').getFullList<Pick<HighlightRecord, 'tags'>>(options);
      return records.map((record) => record.tags ?? []);
    });
  }
}
