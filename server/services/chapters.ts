import { settleChapters, type Chapter, type ChapterInput } from '../domain/chapters/chapters.ts';
import { suggestChapters } from '../domain/chapters/suggest.ts';
import { transcriptDeleted } from '../domain/errors.ts';
import type { Transcript } from '../domain/transcript.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import { assertId } from './record-id.ts';
import type { VersionWriter } from './version-writer.ts';

/** A transcript's chapters (README "Chapters"): set as a version of their own, and proposed from the text. */
export class ChapterService {
  constructor(
    private readonly repo: TranscriptsRepo,
    private readonly writer: VersionWriter,
  ) {}

  /** Sets the chapters on the current version's segments, as a new version (settleChapters says what is refused). */
  setChapters(id: string, baseVersionId: string, chapters: readonly ChapterInput[]): Promise<Transcript> {
    assertId(id);
    assertId(baseVersionId, 'Version');
    return this.writer.setChapters(id, baseVersionId, (current) => settleChapters(chapters, current.segments ?? [], current.chapters ?? []));
  }

  /** Chapters proposed for the current version (nothing saved); none before it is transcribed. */
  async suggest(id: string): Promise<Chapter[]> {
    assertId(id);
    const meta = await this.repo.getTranscript(id);
    if (meta.status === 'deleted') throw transcriptDeleted();
    if (!meta.currentVersionId) return [];
    return suggestChapters((await this.repo.getVersion(meta.currentVersionId)).segments ?? []);
  }
}
