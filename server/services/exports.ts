import { GraphQLError } from 'graphql';
import type { Identity } from '../auth/identity.ts';
import { seesOriginals } from '../auth/visibility.ts';
import type { Config } from '../config.ts';
import { badInput, notFound } from '../domain/errors.ts';
import { hashToken, looksLikeToken, newToken } from '../auth/tokens.ts';
import type { ExportLinksRepo } from '../store/export-links-repo.ts';
import { chaptersOf } from '../domain/chapters/chapters.ts';
import { exportFilename } from '../export/filename.ts';
import { buildExport, CHAPTER_FORMATS, fileExtension, SHOW_NOTES_FORMATS, type ExportChoices, type ExportFormat, type ExportedDocument } from '../export/index.ts';
import type { ExportComment } from '../export/types.ts';
import { cleanLine } from '../domain/user-text.ts';
import { pseudonymiseSegments, pseudonymiseText } from '../domain/pseudonyms/apply.ts';
import type { Transcript } from '../domain/transcript.ts';
import type { CommentService, CommentView } from './comments.ts';
import { storeTime } from '../store/times.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import { assertId } from './record-id.ts';

/** How long an export link works: long enough for the download it was made for, short enough to be no standing key. */
export const EXPORT_LINK_TTL_MS = 5 * 60_000;

/** The subtitle line a person may type: one line, kept short. */
export const MAX_SUBTITLE_LENGTH = 500;

/** The subtitle line as exported: one line, null when blank; too long a line is refused. */
export function subtitleLine(subtitle: string | null | undefined): string | null {
  const line = cleanLine(subtitle ?? '');
  if (line.length > MAX_SUBTITLE_LENGTH) throw badInput(`The subtitle is longer than ${MAX_SUBTITLE_LENGTH} characters.`);
  return line || null;
}

/** One export's options (README, "Export options"): the layout's choices, and what to add. */
export interface ExportOptions extends ExportChoices {
  /** The subtitle line under the title (Word and text; subtitles ignore it). */
  subtitle?: string | null;
  /** The Word file carries the transcript's comment threads as Word comments (other formats ignore it). */
  comments?: boolean;
  /** Word, PDF and Markdown: chapter headings where the version's chapters start. */
  chapters?: boolean;
  /** The version to export (one of this transcript's); the current one when left out. */
  versionId?: string;
  /**
   * Pseudonymised (README "Pseudonyms"): the title, speakers, text, subtitle and comments with each listed term read as
   * its replacement. Asked for by someone who sees originals; whoever sees pseudonyms gets it whatever they ask.
   */
  pseudonymise?: boolean;
}

/**
 * An export in a format the version has nothing for (no chapters set): BAD_USER_INPUT for one export; a zip of many
 * leaves that file out and lists it (bulk-export.ts). `filename` is the file it would have been.
 */
export class NothingToExport extends GraphQLError {
  constructor(
    message: string,
    readonly filename: string,
  ) {
    super(message, { extensions: { code: 'BAD_USER_INPUT' } });
  }
}

/** A file made from one version of a transcript, which version it was, and whether it was pseudonymised. */
export type ExportedVersion = ExportedDocument & { versionId: string; pseudonymised: boolean };

/** The transcript as those who see pseudonyms read it: the pseudonyms service's `pseudonymised`. */
export type Pseudonymise = (transcript: Transcript) => Promise<Transcript>;

/** Builds downloads of a transcript's versions in the series' house layout, and single-use links to them. */
export class ExportService {
  constructor(
    private readonly repo: TranscriptsRepo,
    private readonly layout: Config['export'],
    private readonly pseudonymised: Pseudonymise,
    private readonly comments?: CommentService,
    private readonly links?: ExportLinksRepo,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * A file of the transcript for `identity`: pseudonymised when they see pseudonyms (auth/visibility.ts seesOriginals)
   * or ask for it (`options.pseudonymise`); a `pseudonymise: false` from someone who sees pseudonyms changes nothing.
   */
  async export(identity: Identity, id: string, format: ExportFormat, options: ExportOptions = {}): Promise<ExportedVersion> {
    assertId(id);
    const meta = await this.repo.getTranscript(id);
    return this.build(meta, format, { ...options, pseudonymise: Boolean(options.pseudonymise) || !seesOriginals(identity, meta) });
  }

  private async build(meta: Transcript, format: ExportFormat, options: ExportOptions): Promise<ExportedVersion> {
    if (meta.status === 'transcribing') throw badInput('This transcript is still being transcribed; export it once it is ready.');
    if (!meta.currentVersionId) throw badInput('This transcript has no text to export: its transcription failed.');
    const versionId = options.versionId ?? meta.currentVersionId;
    const version = await this.repo.getVersion(versionId);
    if (version.transcriptId !== meta.id) throw badInput('That version belongs to another transcript');
    const shown = options.pseudonymise ? await this.pseudonymised(meta) : meta;
    const list = shown.shownWith ?? [];
    const text = (line: string) => pseudonymiseText(line, list);
    const original = version.segments ?? [];
    const segments = pseudonymiseSegments(original, list);
    // A comment's words are counted in its segment's text; where replacements changed that text, it goes on the segment.
    const rewritten = new Set(segments.flatMap((segment, i) => (segment.id && segment.text !== original[i].text ? [segment.id] : [])));
    const threads = options.comments && format === 'docx' && this.comments ? await this.comments.threads(meta) : undefined;
    const comments = threads
      ?.map((thread) => exportComment(thread, text))
      .map((comment) => (comment.segmentId && rewritten.has(comment.segmentId) ? { ...comment, fromWord: null, toWord: null } : comment));
    const { timestamps, speakerLabels, pageNumbers } = options;
    const subtitle = subtitleLine(options.subtitle);
    const chapters = chaptersOf(version).map((chapter) => ({ start: chapter.start, title: text(chapter.title) }));
    const nothing = (message: string) => new NothingToExport(message, exportFilename(shown.title, fileExtension(format)));
    if (CHAPTER_FORMATS.has(format) && !chapters.length) throw nothing('This version has no chapters to export: set them first (setChapters, or Suggest chapters in the page).');
    const showNotes = version.showNotes?.markdown ? text(version.showNotes.markdown) : '';
    if (SHOW_NOTES_FORMATS.has(format) && !showNotes) throw nothing('This version has no show notes to export: draft or save them first (draftShowNotes, saveShowNotes, or Show notes in the page).');
    const input = { title: shown.title, segments, subtitle: subtitle && text(subtitle), comments, chapters, showNotes };
    const file = await buildExport(format, input, { ...this.layout, timestamps, speakerLabels, pageNumbers, chapters: Boolean(options.chapters) });
    return { ...file, versionId, pseudonymised: Boolean(options.pseudonymise) };
  }

  /**
   * A link (GET /download/{token}) to the file an export made: the same version, format and options.
   * It needs no other credential, so it works once and for at most EXPORT_LINK_TTL_MS; the store keeps only its hash.
   */
  async link(id: string, format: ExportFormat, file: { versionId: string }, options: Omit<ExportOptions, 'versionId'> = {}): Promise<string> {
    if (!this.links) throw new Error('Export links need the export_links store');
    const { token, hash } = newToken('tse');
    const now = this.now();
    // Links nobody used are tidied away here: there is no job for it, and a few rows wait at most until the next export.
    await this.links.deleteExpired(new Date(now)).catch(() => undefined);
    await this.links.create({
      transcript: id,
      version: file.versionId,
      format,
      subtitle: subtitleLine(options.subtitle) ?? '',
      comments: Boolean(options.comments),
      timestamps: options.timestamps ?? 'none',
      speakerLabels: options.speakerLabels ?? 'full',
      pageNumbers: Boolean(options.pageNumbers),
      chapters: Boolean(options.chapters),
      pseudonymise: Boolean(options.pseudonymise),
      hash,
      expires: new Date(now + EXPORT_LINK_TTL_MS).toISOString(),
    });
    return `/download/${token}`;
  }

  /** The file an export link stands for; the link is used up by asking. */
  async byLink(token: string): Promise<ExportedVersion> {
    const link = this.links && looksLikeToken(token, 'tse') ? await this.links.take(hashToken(token)) : null;
    if (!link || storeTime(link.expires) <= this.now()) {
      throw notFound('This download link was used already, has expired (links last 5 minutes) or never existed: export again for a new one.');
    }
    // The link downloads what its export was: pseudonymised for whoever saw pseudonyms then, or asked for them.
    return this.build(await this.repo.getTranscript(link.transcript), link.format, {
      subtitle: link.subtitle || null,
      comments: link.comments,
      timestamps: link.timestamps || undefined,
      speakerLabels: link.speakerLabels || undefined,
      pageNumbers: link.pageNumbers,
      chapters: link.chapters,
      versionId: link.version,
      pseudonymise: link.pseudonymise,
    });
  }
}

/**
 * A thread as the Word export takes it (an outdated one on its segment as a whole: its words are gone), its texts and
 * quote read through `text` (pseudonymised in a pseudonymised export: a comment may name whom its words name).
 */
function exportComment({ record, place, replies }: CommentView, text: (line: string) => string): ExportComment {
  const author = (view: CommentView['record']) => view.author?.name ?? 'Tapescript';
  return {
    segmentId: place.segmentId,
    fromWord: place.fromWord,
    toWord: place.toWord,
    author: author(record),
    date: new Date(storeTime(record.created)),
    text: text(place.outdated ? `${record.text}\n(outdated: it was on “${record.quote}”)` : record.text),
    resolved: Boolean(record.resolved),
    replies: replies.map((reply) => ({ author: author(reply.record), date: new Date(storeTime(reply.record.created)), text: text(reply.record.text) })),
  };
}
