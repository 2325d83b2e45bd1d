import { badInput } from '../domain/errors.ts';
import { DAY_MS } from '../domain/retention.ts';
import type { LiveEvents } from '../events/live-events.ts';
import type { PurgeRepo } from '../store/purge-repo.ts';
import type { Transcript } from '../domain/transcript.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import type { TranscriptionQueue } from '../transcription/queue.ts';
import type { Audit } from './transcripts.ts';
import type { VersionWriter } from './version-writer.ts';
import { assertId } from './record-id.ts';

/**
 * Deleted means deleted: a transcript in the bin deleted permanently by an owner, and the bin emptied of what it has
 * held for longer than `binDays` (TAPESCRIPT_BIN_DAYS). Each purge is one store transaction (pb_hooks/purge.pb.js).
 */
export class PurgeService {
  constructor(
    private readonly purges: PurgeRepo,
    private readonly repo: TranscriptsRepo,
    /** The request's writer (its author and address go into the audit log); the bin's purge uses the machine's. */
    private readonly writer: VersionWriter,
    private readonly jobs: TranscriptionQueue,
    private readonly live: LiveEvents,
    private readonly audit: Audit,
    private readonly binDays: number,
  ) {}

  /** Deletes a transcript in the bin permanently: it and everything taken from it. */
  async deletePermanently(id: string): Promise<boolean> {
    assertId(id);
    const purged = await this.purgeBinned(id);
    if (!purged) throw badInput('Only a transcript in the bin, and not on legal hold, can be deleted permanently: deleteTranscript it first.');
    await this.audit('transcript-purged', this.writer.author, purged.title, this.writer.address);
    return true;
  }

  /** Purges every transcript the bin has held for more than `binDays` at `now`; answers how many. */
  async emptyBin(now: Date): Promise<number> {
    const due = await this.purges.binnedBefore(new Date(now.getTime() - this.binDays * DAY_MS));
    let purged = 0;
    for (const { id } of due) {
      const transcript = await this.purgeBinned(id);
      if (!transcript) continue;
      purged++;
      await this.audit('transcript-purged-from-bin', null, transcript.title, 'bin');
    }
    return purged;
  }

  /**
   * Purges a transcript that is in the bin and not held, checked under its lock (so a restore or a hold asked at the
   * same time comes wholly before or after); answers it, or null when it was not to be purged.
   */
  private purgeBinned(id: string): Promise<Transcript | null> {
    return this.writer.exclusive(id, async () => {
      const meta = await this.repo.getTranscript(id);
      if (meta.status !== 'deleted' || meta.legalHold) return null;
      this.jobs.cancel(id);
      await this.purges.purge(id);
      return meta;
    });
  }

  /** Puts a transcript on legal hold, or takes it off: while held, neither retention nor the bin deletes anything of it. */
  async setLegalHold(id: string, hold: boolean): Promise<Transcript> {
    assertId(id);
    const held = await this.writer.exclusive(id, () => this.repo.updateTranscript(id, { legalHold: hold }));
    await this.audit(hold ? 'legal-hold' : 'legal-hold-lifted', this.writer.author, held.title, this.writer.address);
    return held;
  }

  /**
   * Purges one transcript (retention) in the same order as its other changes, its transcription cancelled; refused
   * when it was put on legal hold since the policy listed it. No live event: a list event answers the transcript as the
   * store holds it, and there is none to answer; pages learn on their next read.
   */
  async remove(id: string): Promise<void> {
    await this.writer.exclusive(id, async () => {
      if ((await this.repo.getTranscript(id)).legalHold) throw badInput('This transcript is on legal hold.');
      this.jobs.cancel(id);
      await this.purges.purge(id);
    });
  }

  /** Removes a transcript's audio (retention) in the same order as its other changes, and tells open pages. */
  async removeAudio(id: string): Promise<void> {
    await this.writer.exclusive(id, () => this.purges.removeAudio(id));
    this.live.transcriptChanged(id, 'UPDATED');
  }
}
