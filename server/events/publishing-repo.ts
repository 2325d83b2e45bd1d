import type { StoreClient } from '../store/client.ts';
import type { LocalDatabase } from '../store/local-database.ts';
import { TranscriptsRepo } from '../store/transcripts-repo.ts';
import type { LiveEvents } from './live-events.ts';

type CreateFields = Parameters<TranscriptsRepo['createTranscript']>[0];
type UpdateFields = Parameters<TranscriptsRepo['updateTranscript']>[1];
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

  override async createTranscript(fields: CreateFields) {
    const meta = await super.createTranscript(fields);
    this.live.transcriptChanged(meta.id, 'ADDED');
    return meta;
  }

  /** A restored transcript is UPDATED too: a page that does not list it adds it. */
  override async updateTranscript(id: string, fields: UpdateFields) {
    const meta = await super.updateTranscript(id, fields);
    this.live.transcriptChanged(id, meta.status === 'deleted' ? 'DELETED' : 'UPDATED');
    return meta;
  }

  override async appendVersion(version: NewVersion) {
    const written = await super.appendVersion(version);
    // The version it was made from was read for the change (the repository keeps it), so this rarely reads the store.
    const before = version.base ? await this.getVersion(version.base).catch(() => undefined) : undefined;
    this.live.versionAdded(written.version, before?.segments ?? [], version.origin);
    this.live.transcriptChanged(version.transcriptId, 'UPDATED');
    return written;
  }
}
