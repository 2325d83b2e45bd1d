import type { ExportFormat } from '../graphql/generated.ts';

/** The file kinds the server exports, by extension, with their ExportFormat value. */
export const EXPORT_FORMATS = [
  { extension: 'docx', format: 'DOCX', label: 'Word document (.docx)' },
  { extension: 'pdf', format: 'PDF', label: 'PDF (.pdf)' },
  { extension: 'srt', format: 'SRT', label: 'Subtitles (.srt)' },
  { extension: 'vtt', format: 'VTT', label: 'Web subtitles (.vtt)' },
  { extension: 'txt', format: 'TXT', label: 'Plain text (.txt)' },
  { extension: 'md', format: 'MARKDOWN', label: 'Markdown (.md)' },
  { extension: 'json', format: 'JSON', label: 'Data: segments, words and times (.json)' },
  { extension: 'eaf', format: 'EAF', label: 'ELAN annotations (.eaf)' },
  // The chapter formats: the route's "extension" is the format's name (the file is "{title}.chapters.txt" and so on).
  { extension: 'chapters-youtube', format: 'CHAPTERS_YOUTUBE', label: 'Chapters for YouTube (.chapters.txt)' },
  { extension: 'chapters-json', format: 'CHAPTERS_JSON', label: 'Podcast chapters, Podcasting 2.0 (.chapters.json)' },
  { extension: 'chapters-vtt', format: 'CHAPTERS_VTT', label: 'Web chapters (.chapters.vtt)' },
  // The show notes (README "Show notes"), as saved.
  { extension: 'show-notes-markdown', format: 'SHOW_NOTES_MARKDOWN', label: 'Show notes (.shownotes.md)' },
  { extension: 'show-notes-docx', format: 'SHOW_NOTES_DOCX', label: 'Show notes, Word (.shownotes.docx)' },
] as const satisfies readonly { extension: string; format: ExportFormat; label: string }[];

export type ExportExtension = (typeof EXPORT_FORMATS)[number]['extension'];

/** The ExportFormat value of an extension. */
export const exportFormatOf = (extension: ExportExtension): ExportFormat => EXPORT_FORMATS.find((format) => format.extension === extension)!.format;

/** Formats that carry their own times (cues, annotations, data), so the timestamps option does not apply. */
export const keepsOwnTimes = (extension: ExportExtension): boolean => ['srt', 'vtt', 'json', 'eaf', 'chapters-youtube', 'chapters-json', 'chapters-vtt', 'show-notes-markdown', 'show-notes-docx'].includes(extension);
