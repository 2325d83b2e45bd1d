import { settleChapters, type Chapter, type ChapterInput } from '../domain/chapters/chapters.ts';
import { suggestChapters, withModelTitles } from '../domain/chapters/suggest.ts';
import type { Segment } from '../domain/segment-types.ts';
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
    /** A language model's title for each chapter text (the editor service's, pseudonym rules applied); null without a model. */
    private readonly modelTitles: (transcriptId: string, segments: readonly Segment[], texts: readonly string[]) => Promise<string[] | null>,
  ) {}

  /** Sets the chapters on the current version's segments, as a new version (settleChapters says what is refused). */
  setChapters(id: string, baseVersionId: string, chapters: readonly ChapterInput[]): Promise<Transcript> {
    assertId(id);
    assertId(baseVersionId, 'Version');
    return this.writer.setChapters(id, baseVersionId, (current) => settleChapters(chapters, current.segments ?? [], current.chapters ?? []));
  }

  /**
   * Chapters proposed for the current version (nothing saved); none before it is transcribed. The boundaries are always
   * the offline method's; with a language model the titles are the model's where usable (withModelTitles).
   */
  async suggest(id: string): Promise<Chapter[]> {
    assertId(id);
    const meta = await this.repo.getTranscript(id);
    if (meta.status === 'deleted') throw transcriptDeleted();
    if (!meta.currentVersionId) return [];
    const segments = (await this.repo.getVersion(meta.currentVersionId)).segments ?? [];
    const { chapters, texts } = suggestChapters(segments);
    return chapters.length ? withModelTitles(chapters, await this.modelTitles(id, segments, texts)) : chapters;
  }
}
