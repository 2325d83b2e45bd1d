import type { Identity } from '../auth/identity.ts';
import { pseudonymViewerOf, readerOf } from '../auth/visibility.ts';
import { badInput } from '../domain/errors.ts';
import { placeHighlight } from '../domain/highlights.ts';
import { pseudonymiseText, shownText } from '../domain/pseudonyms/apply.ts';
import { matchesEvery } from '../domain/search-marks.ts';
import { parseSearchQuery, toFtsMatch } from '../domain/search-query.ts';
import type { Segment } from '../domain/segment-types.ts';
import type { Transcript } from '../domain/transcript.ts';
import { buildQuotesExport, type QuoteFormat } from '../export/quotes.ts';
import type { ExportedDocument } from '../export/types.ts';
import type { HighlightSearch } from '../store/highlight-search.ts';
import type { HighlightRecord, HighlightsRepo } from '../store/highlights-repo.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import type { HighlightView } from './highlights.ts';
import type { PseudonymService } from './pseudonyms.ts';
import { assertId, isRecordId } from './record-id.ts';
import { SEARCH_LIMITS } from './search.ts';

/** What the quote bank is filtered by (README "Quotes"); each left out or empty filters nothing. */
export interface QuoteFilters {
  query?: string | null;
  tags?: readonly string[] | null;
  speaker?: string | null;
  transcriptId?: string | null;
}

/** A highlight of the bank, with its transcript as the asker is shown it (pseudonymised where they see pseudonyms). */
export type QuoteView = HighlightView & { meta: Transcript };

export const QUOTE_LIMITS = { first: 100, tags: 20, exported: 5_000 } as const;

/** Highlights read per store call while some are matched here (pseudonymised ones), so few calls fill a page. */
const BATCH = 200;

/** Highlight.cursor: the highlight's creation time and id, opaque to clients. */
export const quoteCursor = (record: Pick<HighlightRecord, 'created' | 'id'>) => Buffer.from(`${record.created}|${record.id}`).toString('base64url');

function decodeCursor(after: string): { id: string; created: string } {
  const [created, id] = Buffer.from(after, 'base64url').toString().split('|');
  if (!id || !isRecordId(id) || Number.isNaN(Date.parse(created))) throw badInput('after is not a Highlight.cursor');
  return { id, created };
}

/**
 * The quote bank (README "Quotes"): highlights across the library, newest first, filtered by words (through their
 * own FTS table, as `search` reads its query), tags, speaker and transcript; only in transcripts the asker sees (the
 * one visibility filter, in the store's SQL). In a transcript that shows the asker pseudonyms, words and speaker are
 * matched on the quote and speaker as shown, here: a real name finds nothing there.
 */
export class QuoteBank {
  constructor(
    private readonly search: HighlightSearch,
    private readonly highlights: HighlightsRepo,
    private readonly repo: TranscriptsRepo,
    private readonly pseudonyms: PseudonymService,
  ) {}

  /** Up to `first` (1 to `most`: a page's limit, or an export's) highlights after the one whose cursor is `after`. */
  async find(identity: Identity, filters: QuoteFilters, first: number, after?: string | null, most: number = QUOTE_LIMITS.first): Promise<QuoteView[]> {
    if (!Number.isInteger(first) || first < 1 || first > most) throw badInput(`first must be from 1 to ${most}`);
    const query = (filters.query ?? '').trim();
    if (query.length > SEARCH_LIMITS.queryChars) throw badInput(`query must be at most ${SEARCH_LIMITS.queryChars} characters`);
    const tags = (filters.tags ?? []).map((tag) => tag.trim().toLowerCase()).filter(Boolean);
    if (tags.length > QUOTE_LIMITS.tags) throw badInput(`At most ${QUOTE_LIMITS.tags} tags`);
    if (filters.transcriptId != null) assertId(filters.transcriptId);
    const terms = parseSearchQuery(query);
    const match = toFtsMatch(terms);
    // Words with nothing to find (only punctuation) find nothing, as in search.
    if (query && !match) return [];
    const matches = matchesEvery(terms);
    const speaker = filters.speaker ?? undefined;
    const shownTo = new Map<string, Promise<Transcript>>();
    const transcriptOf = (id: string) => {
      let meta = shownTo.get(id);
      if (!meta) shownTo.set(id, (meta = this.repo.getTranscript(id).then((found) => this.pseudonyms.asSeenBy(identity, found))));
      return meta;
    };
    const found: { record: HighlightRecord; meta: Transcript }[] = [];
    let from: { id: string; created: string } | { row: number } | undefined = after ? decodeCursor(after) : undefined;
    for (;;) {
      const limit = Math.min(first - found.length, BATCH);
      const rows = await this.search.page({
        match: match ?? undefined,
        transcriptId: filters.transcriptId ?? undefined,
        speaker,
        tags,
        reader: readerOf(identity),
        viewer: pseudonymViewerOf(identity) ?? undefined,
        after: from,
        limit,
      });
      const records = new Map((await this.highlights.byIds(rows.map((row) => row.id))).map((record) => [record.id, record]));
      for (const row of rows) {
        const record = records.get(row.id);
        if (!record) continue; // deleted between the two reads
        const meta = await transcriptOf(record.transcript);
        if (row.shown) {
          const list = meta.shownWith ?? [];
          if (match && !matches(pseudonymiseText(quoteOf(record), list))) continue;
          if (speaker != null && pseudonymiseText(record.speaker, list) !== speaker) continue;
        }
        found.push({ record, meta });
      }
      if (found.length >= first || rows.length < limit) break;
      from = { row: rows.at(-1)!.row };
    }
    return this.placed(found.slice(0, first));
  }

  /**
   * The highlights the same filters find (newest first, at most QUOTE_LIMITS.exported) as a file: each quote, speaker
   * and title as the asker is shown them, so a pseudonymised transcript's quotes are exported pseudonymised.
   */
  async export(identity: Identity, filters: QuoteFilters, format: QuoteFormat): Promise<ExportedDocument> {
    const views = await this.find(identity, filters, QUOTE_LIMITS.exported, null, QUOTE_LIMITS.exported);
    return buildQuotesExport(format, views.map(quoteShown));
  }

  /** Each highlight where it is in its transcript's current version now (each version read once). */
  private async placed(found: { record: HighlightRecord; meta: Transcript }[]): Promise<QuoteView[]> {
    const versions = new Map<string, Promise<Segment[]>>();
    const segmentsOf = (meta: Transcript) => {
      const id = meta.currentVersionId ?? '';
      let segments = versions.get(id);
      if (!segments) versions.set(id, (segments = id ? this.repo.getVersion(id).then((version) => version.segments ?? []) : Promise.resolve([])));
      return segments;
    };
    return Promise.all(found.map(async ({ record, meta }) => ({ record, meta, place: placeHighlight(record.parts, await segmentsOf(meta)) })));
  }
}

/** A highlight's quote: its parts' words joined by a space (as Highlight.quote and the FTS table read it). */
export const quoteOf = (record: Pick<HighlightRecord, 'parts'>) => record.parts.map((part) => part.quote).join(' ');

/** A highlight of the bank as shown and exported: its texts through the asker's pseudonyms where they see them. */
export function quoteShown({ record, place, meta }: QuoteView) {
  const shown = (text: string) => shownText(meta.shownWith, text);
  const start = place.start ?? record.start;
  return {
    quote: shown(quoteOf(record)),
    speaker: shown(place.speaker ?? record.speaker),
    title: meta.title,
    start,
    tags: record.tags ?? [],
    note: record.note ? shown(record.note) : '',
    author: record.author?.name ?? '',
    link: `/transcript/${meta.id}?t=${start}`,
    highlightId: record.id,
    transcriptId: meta.id,
  };
}
