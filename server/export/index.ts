import { buildJsonChapters, buildVttChapters, buildYoutubeChapters } from './chapters.ts';
import { buildDocx } from './docx.ts';
import { buildEaf } from './eaf.ts';
import { exportFilename } from './filename.ts';
import { buildJson } from './json.ts';
import { buildMarkdown } from './markdown.ts';
import { buildPdf } from './pdf.ts';
import { buildPlainText } from './plain-text.ts';
import { buildShowNotesDocx } from './show-notes.ts';
import { buildSrt, buildVtt } from './subtitles.ts';
import type { ExportedDocument, ExportFormat, ExportInput, ExportOptions } from './types.ts';

export type { ExportChapter, ExportChoices, ExportedDocument, ExportFormat, ExportInput, ExportOptions, ExportSegment, SpeakerLabelStyle, TimestampPlacement } from './types.ts';
export { contentDisposition } from './content-disposition.ts';
export { mergeTurns, type Turn } from './turns.ts';
export { formatClock, formatCueTime } from './time.ts';

export const EXPORT_FORMATS: readonly ExportFormat[] = ['docx', 'srt', 'vtt', 'txt', 'pdf', 'md', 'json', 'eaf', 'chapters-youtube', 'chapters-json', 'chapters-vtt', 'show-notes-markdown', 'show-notes-docx'];

/** The formats whose content is the chapters (an export of them needs chapters). */
export const CHAPTER_FORMATS: ReadonlySet<ExportFormat> = new Set(['chapters-youtube', 'chapters-json', 'chapters-vtt']);

/** The formats whose content is the show notes (an export of them needs show notes). */
export const SHOW_NOTES_FORMATS: ReadonlySet<ExportFormat> = new Set(['show-notes-markdown', 'show-notes-docx']);

/** Each format's file name extension: the chapter formats' say what they hold ("Title.chapters.json"). */
const EXTENSIONS: Partial<Record<ExportFormat, string>> = { 'chapters-youtube': 'chapters.txt', 'chapters-json': 'chapters.json', 'chapters-vtt': 'chapters.vtt', 'show-notes-markdown': 'shownotes.md', 'show-notes-docx': 'shownotes.docx' };
export const fileExtension = (format: ExportFormat): string => EXTENSIONS[format] ?? format;

export const MIME_TYPES: Record<ExportFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  srt: 'application/x-subrip',
  vtt: 'text/vtt; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  pdf: 'application/pdf',
  md: 'text/markdown; charset=utf-8',
  json: 'application/json; charset=utf-8',
  // ELAN's own media type for .eaf files is none registered: it is XML.
  eaf: 'application/xml; charset=utf-8',
  'chapters-youtube': 'text/plain; charset=utf-8',
  // The podcast namespace's own media type for JSON chapters.
  'chapters-json': 'application/json+chapters; charset=utf-8',
  'chapters-vtt': 'text/vtt; charset=utf-8',
  'show-notes-markdown': 'text/markdown; charset=utf-8',
  'show-notes-docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const utf8 = (text: string) => new TextEncoder().encode(text);

async function buildBytes(format: ExportFormat, input: ExportInput, options: ExportOptions): Promise<Uint8Array> {
  switch (format) {
    case 'docx':
      return buildDocx(input, options);
    case 'srt':
      return utf8(buildSrt(input.segments, options.speakerLabels));
    case 'vtt':
      return utf8(buildVtt(input.segments, options.speakerLabels));
    case 'txt':
      return utf8(buildPlainText(input, options));
    case 'pdf':
      return buildPdf(input, options);
    case 'md':
      return utf8(buildMarkdown(input, options));
    case 'json':
      return utf8(buildJson(input, options));
    case 'eaf':
      return utf8(buildEaf(input, options));
    case 'chapters-youtube':
      return utf8(buildYoutubeChapters(input.chapters ?? []));
    case 'chapters-json':
      return utf8(buildJsonChapters(input.chapters ?? []));
    case 'chapters-vtt':
      return utf8(buildVttChapters(input.chapters ?? [], input.segments));
    case 'show-notes-markdown':
      return utf8(input.showNotes ? `${input.showNotes}\n` : '');
    case 'show-notes-docx':
      return buildShowNotesDocx(input.showNotes ?? '');
  }
}

/**
 * A transcript (title + segments of the version to publish) as a downloadable file. Pure: no I/O, the
 * caller loads the transcript and passes the configured series name and host speaker.
 */
export async function buildExport(
  format: ExportFormat,
  input: ExportInput,
  options: ExportOptions,
): Promise<ExportedDocument> {
  if (!EXPORT_FORMATS.includes(format)) throw new Error(`Unknown export format: ${String(format)}`);
  return {
    bytes: await buildBytes(format, input, options),
    mimeType: MIME_TYPES[format],
    filename: exportFilename(input.title, fileExtension(format)),
  };
}
