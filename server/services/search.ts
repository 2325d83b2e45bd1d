import { badInput } from '../domain/errors.ts';
import { parseSearchQuery, toFtsMatch } from '../domain/search-query.ts';
import { rangeFinder } from '../domain/search-marks.ts';
import { snippetOf, type MarkedSnippet } from '../domain/search-snippet.ts';
import type { SearchIndex } from '../store/search-index.ts';
import type { Transcript } from '../domain/transcript.ts';
import { assertId } from './record-id.ts';
import type { PseudonymViewer, Reader } from '../auth/visibility.ts';

export interface SearchHit extends MarkedSnippet {
  transcript: Transcript;
  segmentId: string;
  speaker: string;
  start: number;
  end: number;
  /** Pass as `after` to get the hits after this one. */
  cursor: string;
  /** More segments matched than SEARCH_LIMITS.ranked: only the newest of them were ranked. */
  approximate: boolean;
}

export interface SearchArgs {
  query: string;
  first: number;
  after?: string | null;
  speaker?: string | null;
  transcriptId?: string | null;
  /** Only hits in transcripts this reader sees (auth/visibility.ts). */
  reader: Reader;
  /**
   * Who may see pseudonyms (auth/visibility.ts pseudonymViewerOf): in the transcripts that show them pseudonyms the
   * search runs on the pseudonymised text and speakers (services/search-shown.ts), so a hidden term finds nothing.
   */
  viewer: PseudonymViewer;
}

/** Past `ranked` hits, ranking all of them would cost more than the query (a stop word has hundreds of thousands). */
export const SEARCH_LIMITS = { queryChars: 200, first: 100, ranked: 20_000 } as const;

interface Cursor {
  /** Hits before the next one. */
  offset: number;
  /** The first page's approximation cut, so every page ranks the same hits. */
  cutoff: number;
}

/** Cursors are opaque to clients: the position in the ranking, in base64url JSON. */
const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify([cursor.offset, cursor.cutoff])).toString('base64url');

function decodeCursor(after: string): Cursor {
  try {
    const [offset, cutoff] = JSON.parse(Buffer.from(after, 'base64url').toString()) as unknown[];
    if (Number.isSafeInteger(offset) && Number.isSafeInteger(cutoff) && (offset as number) >= 0 && (cutoff as number) >= 0) {
      return { offset: offset as number, cutoff: cutoff as number };
    }
  } catch {
    // reported below
  }
  throw badInput('after is not a cursor from this search');
}

/** Finds text in the current version of every transcript that is not deleted and that the reader sees, through the search index. */
export class SearchService {
  constructor(readonly index: SearchIndex) {}

  async search({ query: rawQuery, first, after, speaker, transcriptId, reader, viewer }: SearchArgs): Promise<SearchHit[]> {
    const query = rawQuery.trim();
    if (!query) throw badInput('Search text is required');
    if (query.length > SEARCH_LIMITS.queryChars) throw badInput(`Search text must be at most ${SEARCH_LIMITS.queryChars} characters`);
    if (!Number.isInteger(first) || first < 1 || first > SEARCH_LIMITS.first) throw badInput(`first must be from 1 to ${SEARCH_LIMITS.first}`);
    if (transcriptId != null) assertId(transcriptId);
    const terms = parseSearchQuery(query);
    const match = toFtsMatch(terms);
    if (!match) return [];
    const from = after ? decodeCursor(after) : undefined;
    const offset = from?.offset ?? 0;
    const page = await this.index.query({
      match,
      limit: first,
      offset,
      window: SEARCH_LIMITS.ranked,
      cutoff: from?.cutoff,
      transcriptId: transcriptId ?? undefined,
      speaker: speaker ?? undefined,
      reader,
      viewer,
    });
    const transcripts = new Map(page.transcripts.map((meta) => [meta.id, meta]));
    const rangesIn = rangeFinder(terms);
    return page.hits.flatMap((hit, i) => {
      const transcript = transcripts.get(hit.transcriptId);
      // Deleting takes a transcript out of the index right after marking it; this covers the moment between.
      if (!transcript || transcript.status === 'deleted') return [];
      return [
        {
          segmentId: hit.segmentId,
          speaker: hit.speaker,
          start: hit.start,
          end: hit.end,
          ...snippetOf(hit.text, rangesIn(hit.text)),
          transcript,
          cursor: encodeCursor({ offset: offset + i + 1, cutoff: page.cutoff }),
          approximate: page.approximate,
        },
      ];
    });
  }
}
