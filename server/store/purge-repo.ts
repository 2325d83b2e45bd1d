import type { StoreClient } from './client.ts';

/** A transcript that a purge may take: its id and title (for the audit log). */
export interface PurgeCandidate {
  id: string;
  title: string;
}

/** Deleting transcripts for good (pb_hooks/purge.pb.js), and finding those the bin has held too long. */
export class PurgeRepo {
  constructor(
    private readonly store: StoreClient,
    private readonly log: (message: string) => void,
  ) {}

  /** Deletes the transcript and everything taken from it, in one transaction (NOT_FOUND when there is none). */
  async purge(id: string): Promise<void> {
    const answer = await this.store.call((pb) => pb.send<{ checkpointed: boolean }>(`/api/tapescript/transcripts/${encodeURIComponent(id)}`, { method: 'DELETE' }));
    if (!answer.checkpointed) this.log('Purge: the database WAL could not be truncated yet (readers were busy); the next checkpoint folds the deleted pages away');
  }

  /** Removes the transcript's audio and records when; the transcript stays (NOT_FOUND when there is none). */
  async removeAudio(id: string): Promise<void> {
    await this.store.call((pb) => pb.send(`/api/tapescript/transcripts/${encodeURIComponent(id)}/remove-audio`, { method: 'POST' }));
  }

  /**
   * Transcripts in the bin since before `before`, but for those on legal hold. A deleted transcript takes no edit or rename, so its record's last
   * update is its deletion (or an approval recorded since, which starts the clock again).
   */
  binnedBefore(before: Date): Promise<PurgeCandidate[]> {
    return this.store.call((pb) =>
      pb.collection('transcript_meta').getFullList<PurgeCandidate>({ filter: pb.filter("status = 'deleted' && legal_hold != true && updated < {:before}", { before }), fields: 'id,title' }),
    );
  }
}
