import { notFound } from '../domain/errors.ts';
import type { Segment } from '../domain/segment-types.ts';
import type { Transcript } from '../domain/transcript.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import { assertId } from './record-id.ts';

/** A transcript that is not deleted, by id; not found otherwise (what comments and highlights are made on). */
export async function liveTranscript(repo: TranscriptsRepo, id: string): Promise<Transcript> {
  assertId(id);
  const meta = await repo.getTranscript(id);
  if (meta.status === 'deleted') throw notFound();
  return meta;
}

/** The segments of a transcript's current version; none before its first version. */
export async function currentSegments(repo: TranscriptsRepo, meta: Transcript): Promise<Segment[]> {
  return meta.currentVersionId ? ((await repo.getVersion(meta.currentVersionId)).segments ?? []) : [];
}
