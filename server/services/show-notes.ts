import { chaptersOf } from '../domain/chapters/chapters.ts';
import { transcriptDeleted } from '../domain/errors.ts';
import { cleanShowNotes, type StoredShowNotes } from '../domain/show-notes/show-notes.ts';
import { citedLines } from '../domain/show-notes/citations.ts';
import { centralSentences, sentencesOf } from '../domain/show-notes/summary.ts';
import type { Segment } from '../domain/segment-types.ts';
import type { Transcript, TranscriptVersion } from '../domain/transcript.ts';
import { draftMarkdown, type ShowNotesDraft, type SummaryLine } from '../export/show-notes.ts';
import type { HighlightsRepo } from '../store/highlights-repo.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import { assertId } from './record-id.ts';
import type { VersionWriter } from './version-writer.ts';

/**
 * A transcript's show notes (README "Show notes"): kept with its versions (each draft and save is a SHOW_NOTES version,
 * carried on by every later one), drafted from the transcript, and saved as a person wrote them.
 */
export class ShowNotesService {
  constructor(
    private readonly repo: TranscriptsRepo,
    private readonly writer: VersionWriter,
    private readonly highlights: HighlightsRepo,
    /** A language model's summary lines (the editor service's, pseudonym rules applied); null when there is no model. */
    private readonly modelSummary: (transcriptId: string, segments: readonly Segment[]) => Promise<string[] | null>,
  ) {}

  /** The current version's show notes; null when none were drafted or saved yet. */
  async of(meta: Transcript): Promise<StoredShowNotes | null> {
    return meta.currentVersionId ? ((await this.repo.getVersion(meta.currentVersionId)).showNotes ?? null) : null;
  }

  /** Saves a person's markdown (cleanShowNotes says what is refused) as a new version; no longer a draft. */
  async save(id: string, markdown: string): Promise<StoredShowNotes> {
    assertId(id);
    const cleaned = cleanShowNotes(markdown);
    return this.write(id, 'Show notes saved', async () => ({ markdown: cleaned, drafted: false, byModel: false }));
  }

  /** Drafts show notes from the current version (a summary, its chapters, the key quotes, the speakers) and saves them. */
  async draft(id: string): Promise<StoredShowNotes> {
    assertId(id);
    return this.write(id, 'Show notes drafted', async (version, meta) => {
      const { draft, byModel } = await this.draftOf(version, meta);
      return { markdown: draftMarkdown(draft), drafted: true, byModel };
    });
  }

  /**
   * What a draft holds. The summary is the model's when there is one and a line of it cites a segment's time (lines
   * citing none, and citations of times no segment starts at, are dropped: citedLines); else the most central sentences,
   * each with its speaker and time.
   */
  private async draftOf(version: TranscriptVersion, meta: Transcript): Promise<{ draft: ShowNotesDraft; byModel: boolean }> {
    const segments = version.segments ?? [];
    const modelLines = await this.modelSummary(meta.id, segments);
    const cited: SummaryLine[] = modelLines ? citedLines(modelLines, segments.map((segment) => segment.start)) : [];
    const summary = cited.length ? cited : centralSentences(sentencesOf(segments)).map((sentence) => ({ text: sentence.text, speaker: sentence.speaker, starts: [sentence.start] }));
    const quotes = (await this.highlights.ofTranscript(meta.id))
      .sort((a, b) => a.start - b.start)
      .map((highlight) => ({ quote: highlight.parts.map((part) => part.quote).join(' '), speaker: highlight.speaker, start: highlight.start }));
    return { draft: { title: meta.title, summary, chapters: chaptersOf(version), quotes, speakers: speakersOf(segments) }, byModel: cited.length > 0 };
  }

  private async write(id: string, label: string, make: (version: TranscriptVersion, meta: Transcript) => Promise<Omit<StoredShowNotes, 'author' | 'updatedAt'>>): Promise<StoredShowNotes> {
    const meta = await this.repo.getTranscript(id);
    if (meta.status === 'deleted') throw transcriptDeleted();
    const written = await this.writer.setShowNotes(id, async (version, current) => ({ ...(await make(version, current)), author: this.writer.author, updatedAt: new Date().toISOString() }), label);
    return (await this.of(written))!;
  }
}

/** The speakers' names in the order they first speak. */
const speakersOf = (segments: readonly Segment[]) => [...new Set(segments.map((segment) => segment.speaker).filter(Boolean))];
