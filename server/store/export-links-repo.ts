import type { ExportFormat, SpeakerLabelStyle, TimestampPlacement } from '../export/index.ts';
import type { StoreClient } from './client.ts';
import { deleteExpiredLinks, takeLink } from './single-use-links.ts';

/**
 * An export link (migrations/1764812000_export_links.js, 1765200000_export_link_options.js,
 * 1766100000_export_link_pseudonymise.js): only its token's SHA-256 is stored.
 */
export interface ExportLinkRecord {
  id: string;
  transcript: string;
  version: string;
  format: ExportFormat;
  subtitle: string;
  comments: boolean;
  /** Empty in links made before the options existed: the defaults. */
  timestamps: TimestampPlacement | '';
  speakerLabels: SpeakerLabelStyle | '';
  pageNumbers: boolean;
  /** Chapter headings (migrations/1766500000_chapters.js; false in links made before). */
  chapters: boolean;
  /** The file is pseudonymised (README "Pseudonyms"). */
  pseudonymise: boolean;
  hash: string;
  expires: string;
}

/** The export_links collection: the only module that knows its name and fields. */
export class ExportLinksRepo {
  constructor(private readonly store: StoreClient) {}

  create(link: Omit<ExportLinkRecord, 'id'>): Promise<ExportLinkRecord> {
    return this.store.call((pb) => pb.collection('export_links').create<ExportLinkRecord>(link));
  }

  /** The link with this hash, used up by asking (store/single-use-links.ts); null when there is none. */
  take(hash: string): Promise<ExportLinkRecord | null> {
    return takeLink<ExportLinkRecord>(this.store, 'export_links', hash);
  }

  /** Deletes the links that expired unused (kept tidy as new ones are made). */
  deleteExpired(now: Date): Promise<void> {
    return deleteExpiredLinks(this.store, 'export_links', now);
  }
}
