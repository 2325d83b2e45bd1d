import type { StoreClient } from '../store/client.ts';
import type { LocalDatabase } from '../store/local-database.ts';
import { TranscriptsRepo } from '../store/transcripts-repo.ts';
import type { LiveEvents } from './live-events.ts';

type CreateFields = Parameters<TranscriptsRepo['createMeta']>[0];
type UpdateFields = Parameters<TranscriptsRepo['updateMeta']>[1];
type NewVersion = Parameters<TranscriptsRepo['appendVersion']>[0];

/**
 * The repository that tells live subscribers of each change to a transcript once the store has committed it. Its
 * three writes are the only ways a transcript record or version changes, so no service can forget an event: uploads
 * (ADDED), status, title, delete and restore (UPDATED or DELETED), and every version (a new current version).
 */
export class PublishingTranscriptsRepo extends TranscriptsRepo {
  constructor(
    store: StoreClient,
    private readonly live: LiveEvents,
    local?: LocalDatabase,
  ) {
    super(store, local);
  }

  override async createMeta(fields: CreateFields) {
    const meta = await super.createMeta(fields);
    this.live.transcriptChanged(meta.id, 'ADDED');
    return meta;
  }

  /** A restored transcript is UPDATED too: a page that does not list it adds it. */
  override async updateMeta(id: string, fields: UpdateFields) {
    const meta = await super.updateMeta(id, fields);
    this.live.transcriptChanged(id, meta.status === 'deleted' ? 'DELETED' : 'UPDATED');
    return meta;
  }

  override async appendVersion(version: NewVersion) {
    const written = await super.appendVersion(version);
    // The version it was made from was read for the change (the repository keeps it), so this rarely reads the store.
    const before = version.base ? await this.getData(version.base).catch(() => undefined) : undefined;
    this.live.versionAdded(written.data, before?.segments ?? [], version.origin);
    this.live.transcriptChanged(version.metaId, 'UPDATED');
    return written;
  }
}
