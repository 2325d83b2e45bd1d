import type { Segment } from '../domain/segment-types.ts';
import { matchToBase, settleIds } from '../domain/segment-ids.ts';
import type { StoreClient } from './client.ts';
import { contentText, planContents } from './segment-contents.ts';
import type { DataRecord } from './transcript-records.ts';
import type { TranscriptsRepo } from './transcripts-repo.ts';

/**
 * Converts versions stored whole (a JSON array of segments each, as releases before the by-change layout wrote
 * them) into manifests of segment contents (docs/storage.md), at start-up, before the server answers. Each
 * transcript's versions are taken oldest first: a version's segments get ids by the one matching rule against the
 * version before it (segment-ids.ts), so ids carry through the history, and only contents the transcript does not
 * hold yet are stored. Each version is converted in a transaction of its own (pb_hooks/version-layout.pb.js), so
 * after a crash the next start goes on from where it stopped. A VACUUM gives the space back at the end.
 */

type Log = (message: string) => void;
interface LayoutVersion {
  id: string;
  previous_did: string;
  converted: boolean;
}

export async function convertVersionLayout(store: StoreClient, repo: TranscriptsRepo, log: Log): Promise<number> {
  const { pending } = await store.call((pb) => pb.send<{ pending: string[] }>('/api/tapescript/layout', { method: 'GET' }));
  if (!pending.length) return 0;
  log(`Converting the versions of ${pending.length} transcript(s) to the layout that stores what changed (once; the server answers when done)`);
  const started = Date.now();
  let converted = 0;
  for (const metaId of pending) converted += await convertTranscript(store, repo, metaId);
  await store.call((pb) => pb.send('/api/tapescript/vacuum', { method: 'POST' }));
  log(`Converted ${converted} version(s) in ${Math.round((Date.now() - started) / 1000)} s; the database was vacuumed to give the space back`);
  return converted;
}

async function convertTranscript(store: StoreClient, repo: TranscriptsRepo, metaId: string): Promise<number> {
  const path = `/api/tapescript/layout/${encodeURIComponent(metaId)}`;
  const { versions } = await store.call((pb) => pb.send<{ versions: LayoutVersion[] }>(path, { method: 'GET' }));
  /** Content text -> number, for the contents this transcript holds so far. */
  const known = new Map<string, number>();
  /** Each version's segment ids and starts, which the next version's segments are matched to. */
  const idsOf = new Map<string, Pick<Segment, 'id' | 'start'>[]>();
  let converted = 0;
  for (const version of versions) {
    let segments: Segment[];
    let nos: number[];
    if (version.converted) {
      // Converted by an earlier start that stopped midway: its contents and ids are taken as they are.
      const stored = await repo.getVersion(version.id);
      segments = stored.segments;
      nos = repo.contentNumbers(stored) ?? [];
    } else {
      const whole = await store.call((pb) => pb.collection('transcript_data').getOne<DataRecord>(version.id, { fields: 'segments' }));
      const base = idsOf.get(version.previous_did) ?? [];
      const matched = matchToBase(base, whole.segments ?? []);
      segments = settleIds((whole.segments ?? []).map((segment, i) => (matched[i]?.id ? { ...segment, id: matched[i]!.id } : segment)));
      const plan = planContents(segments, () => undefined, known);
      ({ nos } = await store.call((pb) => pb.send<{ nos: number[] }>(`/api/tapescript/layout/${encodeURIComponent(version.id)}`, { method: 'POST', body: plan })));
      converted += 1;
    }
    segments.forEach((segment, i) => known.set(contentText(segment), nos[i]));
    idsOf.set(version.id, segments.map(({ id, start }) => ({ id, start })));
  }
  return converted;
}
