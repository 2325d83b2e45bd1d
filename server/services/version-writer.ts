import { isDeepStrictEqual } from 'node:util';
import type { ChangeOrigin } from '../domain/change-origin.ts';
import { badInput, userError } from '../domain/errors.ts';
import { settleIds } from '../domain/segment-ids.ts';
import { checkSegments, type Segment } from '../domain/segments.ts';
import { VersionConflict, type DataRecord, type MetaRecord, type TranscriptsRepo, type VersionSource } from '../store/transcripts-repo.ts';
import { KeyedLock } from './keyed-lock.ts';

export type SegmentsChange = (current: Segment[], meta: MetaRecord) => Segment[] | Promise<Segment[]>;

/** How often a change that names no base is computed again when another server wrote a version meanwhile. */
const ATTEMPTS_WITHOUT_BASE = 3;

const conflict = (currentVersionId: string) =>
  userError('CONFLICT', 'This transcript was changed elsewhere since you loaded it. Reload it to see the latest version, or copy your text first.', {
    currentVersionId,
  });

/**
 * The one way a transcript's text changes: check the transcript can be edited and the caller saw the current
 * version, compute the new segments, hold them to the rules every version obeys (limits, times, cleaned
 * strings: checkSegments), and append them as a new version. The store appends only onto the version the change
 * was computed from (a compare-and-set in one transaction), which is the guarantee across servers; the
 * per-transcript lock only spares this server's own concurrent changes that round trip.
 */
export class VersionWriter {
  constructor(
    private readonly repo: TranscriptsRepo,
    /** Who asks for the changes written through this writer (told to live subscribers). */
    private readonly origin?: ChangeOrigin,
    private readonly lock = new KeyedLock(),
  ) {}

  /** The same writer (the same lock) for one request's changes, made by `origin`. */
  for(origin: ChangeOrigin): VersionWriter {
    return new VersionWriter(this.repo, origin, this.lock);
  }

  /** `undoesCurrent`: the new version is an undo of the version current when it is written (see DataRecord.undoes). */
  change(id: string, source: VersionSource, change: SegmentsChange, baseVersionId?: string | null, { undoesCurrent = false } = {}): Promise<MetaRecord> {
    return this.lock.run(id, async () => {
      for (let attempt = 1; ; attempt++) {
        const meta = await this.repo.getMeta(id);
        if (meta.status === 'deleted') throw badInput('This transcript was deleted.');
        if (!meta.data_id) throw badInput('Transcript not loaded');
        const current = await this.repo.getData(meta.data_id);
        if (baseVersionId && baseVersionId !== meta.data_id) {
          if (await this.isReplay(current, baseVersionId, change, meta)) return meta;
          throw conflict(meta.data_id);
        }
        const segments = await this.apply(change, current, meta);
        try {
          const undoes = undoesCurrent ? meta.data_id : undefined;
          return (await this.repo.appendVersion({ metaId: meta.id, base: meta.data_id, segments, source, undoes, origin: this.origin })).meta;
        } catch (error) {
          if (!(error instanceof VersionConflict)) throw error;
          // Another server wrote a version since this one was read: a save from a base the caller saw is refused;
          // a command that applies to whatever is current (refine, replace) is computed again on the new version.
          if (baseVersionId || attempt === ATTEMPTS_WITHOUT_BASE || error.status === 'deleted') throw conflict(error.currentVersionId);
        }
      }
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
    return settleIds(checkSegments(await change(current.segments ?? [], meta), meta.duration));
  }

  /** Runs a change of the transcript record itself (status, title) in the same order as version changes. */
  exclusive<T>(id: string, task: () => Promise<T>): Promise<T> {
    return this.lock.run(id, task);
  }
}
