import type { Segment } from '../../server/domain/segment-types.ts';
import { makeLongInterview } from '../../server/export/fixtures.ts';
import type { StoreClient } from '../../server/store/client.ts';
import { settleIds } from '../../server/domain/segment-ids.ts';
import { planContents, type ContentPlan } from '../../server/store/segment-contents.ts';
import type { DataRecord, MetaRecord } from '../../server/store/transcript-records.ts';
import { TranscriptsRepo } from '../../server/store/transcripts-repo.ts';

/**
 * The 2-hour interview of server/export/fixtures.ts (1,500 segments, ~20,000 words) as the local engine
 * stores it: with a timing for every word, which is what makes real transcripts large.
 */
export function longSegments(count = 1500): Segment[] {
  return makeLongInterview(count).segments.map((segment) => {
    const words = segment.text.split(' ');
    const step = ((segment.end ?? segment.start) - segment.start) / words.length;
    return {
      speaker: segment.speaker ?? '',
      text: segment.text,
      start: segment.start,
      end: segment.end ?? segment.start,
      words: words.map((text, i) => ({
        text,
        start: Math.round((segment.start + i * step) * 1000) / 1000,
        end: Math.round((segment.start + (i + 1) * step) * 1000) / 1000,
        confidence: 0.9,
      })),
    };
  });
}

/** One ready transcript written straight into the store (its first version through the store's version write), as the upload flow leaves it. */
export async function seedTranscript(store: StoreClient, title: string, segments: Segment[]): Promise<{ id: string; versionId: string }> {
  const repo = new TranscriptsRepo(store);
  const meta = await store.call((pb) => pb.collection('transcript_meta').create<MetaRecord>({ title, status: 'ready', file_type: 'audio', duration: 7200 }));
  const { version: written } = await repo.appendVersion({ transcriptId: meta.id, base: '', segments, source: 'upload' });
  return { id: meta.id, versionId: written.id };
}

/**
 * What the store's version write is sent for each of `states` after the first version `first` (each state's new
 * contents and its manifest, pb_hooks/versions.pb.js), planned ahead as the server would, so that a floor times
 * the write alone. The contents are numbered as the store numbers them: in the order they are first stored.
 */
export function plannedWrites(first: Segment[], states: Segment[][]): ContentPlan[] {
  const known = new Map<string, number>();
  const settle = (segments: Segment[]) => {
    const settled = settleIds(segments);
    const plan = planContents(settled, () => undefined, known);
    const next = known.size + 1;
    plan.contents.forEach((text, k) => known.set(text, next + k));
    return plan;
  };
  settle(first);
  return states.map(settle);
}

/** The floor of a first read on the by-change layout (docs/storage.md): the meta record, then the store's read of the version it points at. */
export function readFloor(store: StoreClient, id: string): Promise<DataRecord> {
  return store.call(async (pb) => {
    const meta = await pb.collection('transcript_meta').getOne<MetaRecord>(id);
    return pb.send<DataRecord>(`/api/tapescript/versions/${meta.data_id}`, { method: 'GET' });
  });
}

/** Runs `work` over `items`, `concurrency` at a time. */
export async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    for (let i = next++; i < items.length; i = next++) await work(items[i], i);
  }));
}

/** `count` transcript records (no text) for the list, a few at a time. */
export async function seedMetas(store: StoreClient, count: number, concurrency = 8): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      await store.call((pb) => pb.collection('transcript_meta').create({ title: `Seeded interview ${i + 1}`, status: 'ready', file_type: 'audio', duration: 3600 }));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** The web app's transcript query (web/src/features/transcript/TranscriptPage.graphql), for every segment at once. */
export const TRANSCRIPT_QUERY = `query Transcript($id: ID!) { transcript(id: $id) { ...TranscriptView } }
fragment TranscriptView on Transcript { id title status progress error fileUrl duration versionId updatedAt segments { start end speaker text } }`;

/**
 * A full save (the web app's autosave before issue 48, and what scripts send): every segment's start and text; the
 * answer names the new version (the app keeps the texts it sent).
 */
export const SAVE_MUTATION = `mutation SaveEdits($id: ID!, $segments: [SegmentInput!]!, $baseVersionId: ID) {
  saveEdits(id: $id, segments: $segments, baseVersionId: $baseVersionId) { id versionId updatedAt } }`;

/**
 * The web app's autosave (web/src/features/transcript/editing/useTranscriptEditor.graphql): only the segments
 * changed, by id, merged with what others saved; no segments in the answer.
 */
export const AUTOSAVE_MUTATION = `mutation MergeEdits($id: ID!, $segments: [SegmentInput!]!, $baseVersionId: ID!) {
  mergeEdits(id: $id, segments: $segments, baseVersionId: $baseVersionId, partial: true) {
    transcript { id updatedAt } versionId conflicts { segmentId mine theirs start } merged } }`;

/** editedSegments' change alone, as the autosave sends it: the one segment changed, by its id. */
export function changedSegment(segments: readonly Segment[], round: number): { id: string; start: number; text: string }[] {
  const at = (round * 37) % segments.length;
  return [{ id: segments[at].id!, start: segments[at].start, text: editedSegments(segments, round)[at].text }];
}

/** The edit a save carries: one segment's text changed, as a user typing would make it. */
export function editedSegments(segments: readonly Segment[], round: number): { start: number; text: string }[] {
  const changed = (round * 37) % segments.length;
  return segments.map((segment, i) => ({ start: segment.start, text: i === changed ? `${segment.text} edit ${round}` : segment.text }));
}
