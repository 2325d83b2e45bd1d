import { isDeepStrictEqual } from 'node:util';
import { badInput, userError } from '../domain/errors.ts';
import { checkSegments, type Segment } from '../domain/segments.ts';
import type { DataRecord, MetaRecord, TranscriptsRepo, VersionSource } from '../store/transcripts-repo.ts';
import { KeyedLock } from './keyed-lock.ts';

export type SegmentsChange = (current: Segment[], meta: MetaRecord) => Segment[] | Promise<Segment[]>;

/**
 * The one way a transcript's text changes: under a per-transcript lock, check the transcript can be edited
 * and the caller saw the current version, compute the new segments, hold them to the rules every version
 * obeys (limits, times, cleaned strings: checkSegments), and append them as a new version.
 */
export class VersionWriter {
  private readonly lock = new KeyedLock();

  constructor(private readonly repo: TranscriptsRepo) {}

  change(id: string, source: VersionSource, change: SegmentsChange, baseVersionId?: string | null): Promise<MetaRecord> {
    return this.lock.run(id, async () => {
      const meta = await this.repo.getMeta(id);
      if (meta.status === 'deleted') throw badInput('This transcript was deleted.');
      if (!meta.data_id) throw badInput('Transcript not loaded');
      const current = await this.repo.getData(meta.data_id);
      if (baseVersionId && baseVersionId !== meta.data_id) {
        if (await this.isReplay(current, baseVersionId, change, meta)) return meta;
        throw userError(
          'CONFLICT',
          'This transcript was changed elsewhere since you loaded it. Reload it to see the latest version, or copy your text first.',
          { currentVersionId: meta.data_id },
        );
      }
      const segments = await this.apply(change, current, meta);
      // Written first, pointed at second: a crash in between leaves an unreferenced version, never a broken chain.
      const data = await this.repo.createData({ segments, previous_did: meta.data_id, meta_id: meta.id, source });
      return this.repo.updateMeta(meta.id, { data_id: data.id });
    });
  }

  /**
   * A retried request whose first attempt was written but whose answer was lost (e.g. the server restarted):
   * the current version was made from the caller's base, and the change makes no difference to it.
   * Answering with the current version makes the retry land once instead of failing as a conflict.
   */
  private async isReplay(current: DataRecord, baseVersionId: string, change: SegmentsChange, meta: MetaRecord): Promise<boolean> {
    if (current.previous_did !== baseVersionId) return false;
    try {
      const again = await this.apply(change, current, meta);
      return isDeepStrictEqual(again, current.segments);
    } catch {
      return false;
    }
  }

  private async apply(change: SegmentsChange, current: DataRecord, meta: MetaRecord): Promise<Segment[]> {
    return checkSegments(await change(current.segments ?? [], meta), meta.duration);
  }

  /** Runs a change of the transcript record itself (status, title) in the same order as version changes. */
  exclusive<T>(id: string, task: () => Promise<T>): Promise<T> {
    return this.lock.run(id, task);
  }
}
