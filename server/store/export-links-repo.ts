import { statusOf } from '../domain/errors.ts';
import type { ExportFormat, SpeakerLabelStyle, TimestampPlacement } from '../export/index.ts';
import type { StoreClient } from './client.ts';

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

  /**
   * The link with this hash, taken out of the store: whoever deletes it first has it, so two servers (or two requests)
   * cannot both use it. Null when there is none, or another request took it.
   */
  async take(hash: string): Promise<ExportLinkRecord | null> {
    const found = await this.store.call((pb) =>
      pb.collection('export_links').getList<ExportLinkRecord>(1, 1, { filter: pb.filter('hash = {:hash}', { hash }), skipTotal: true }),
    );
    const link = found.items[0];
    if (!link) return null;
    try {
      await this.store.call((pb) => pb.collection('export_links').delete(link.id));
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
    return link;
  }

  /** Deletes the links that expired unused (kept tidy as new ones are made). */
  async deleteExpired(now: Date): Promise<void> {
    const expired = await this.store.call((pb) =>
      pb.collection('export_links').getList<ExportLinkRecord>(1, 50, { filter: pb.filter('expires < {:now}', { now: now.toISOString().replace('T', ' ') }), skipTotal: true }),
    );
    for (const link of expired.items) await this.store.call((pb) => pb.collection('export_links').delete(link.id)).catch(() => undefined);
  }
}
