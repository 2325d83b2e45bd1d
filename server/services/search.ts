import { badInput } from '../domain/errors.ts';
import { matchSegments, type SegmentMatch } from '../domain/search.ts';
import type { MetaRecord, TranscriptsRepo } from '../store/transcripts-repo.ts';

export interface SearchHit extends SegmentMatch {
  transcript: MetaRecord;
}

export const SEARCH_LIMITS = { queryChars: 200, first: 100, transcripts: 200 } as const;

/** Finds text across the current versions of all transcripts that are not deleted. */
export class SearchService {
  constructor(private readonly repo: TranscriptsRepo) {}

  async search(rawQuery: string, first: number): Promise<SearchHit[]> {
    const query = rawQuery.trim();
    if (!query) throw badInput('Search text is required');
    if (query.length > SEARCH_LIMITS.queryChars) throw badInput(`Search text must be at most ${SEARCH_LIMITS.queryChars} characters`);
    if (!Number.isInteger(first) || first < 1 || first > SEARCH_LIMITS.first) throw badInput(`first must be from 1 to ${SEARCH_LIMITS.first}`);
    const hits: SearchHit[] = [];
    for (const meta of await this.repo.searchCandidates(query, SEARCH_LIMITS.transcripts)) {
      const version = await this.repo.getData(meta.data_id);
      for (const match of matchSegments(version.segments, query)) {
        hits.push({ ...match, transcript: meta });
        if (hits.length === first) return hits;
      }
    }
    return hits;
  }
}
