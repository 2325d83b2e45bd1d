export type ExportFormat = 'docx' | 'srt' | 'vtt' | 'txt' | 'pdf' | 'md' | 'json' | 'eaf' | 'chapters-youtube' | 'chapters-json' | 'chapters-vtt' | 'show-notes-markdown' | 'show-notes-docx';

/**
 * A segment as the export sees it. `end` may be missing in older stored data; a missing end, or one not
 * after the start, is treated as unknown (subtitles then end at the next segment's start).
 */
export interface ExportSegment {
  /** Segment.id: comments name it. */
  id?: string;
  start: number;
  end?: number | null;
  text: string;
  speaker?: string | null;
  /** The recognizer's word timings, where kept: subtitles split long segments at them. */
  words?: ReadonlyArray<{ text: string; start: number; end: number }> | null;
}

export interface ExportInput {
  title: string;
  segments: ExportSegment[];
  /** The subtitle line under the title (Word: the layout's placeholder when absent or blank; text: left out then). */
  subtitle?: string | null;
  /** Comment threads to add to the Word file as Word comments (the `comments` option); other formats ignore them. */
  comments?: ExportComment[];
  /** The version's chapters, by start: the chapter formats' content, and headings in Word, PDF and Markdown (the `chapters` option). */
  chapters?: ExportChapter[];
  /** The version's show notes (markdown): the show-notes formats' content. */
  showNotes?: string;
}

/** A chapter as exports write it: where it starts (its segment's start, in seconds) and its title. */
export interface ExportChapter {
  start: number;
  title: string;
}

/** A comment thread as the Word export places it: on its segment, or on a span of the segment's words. */
export interface ExportComment {
  segmentId: string | null;
  /** Word indexes in the segment (both included); null for the whole segment. */
  fromWord: number | null;
  toWord: number | null;
  author: string;
  date: Date;
  text: string;
  resolved: boolean;
  replies: { author: string; date: Date; text: string }[];
}

/** Where an export writes `[hh:mm:ss]`: nowhere, where each speaker turn starts, or where each segment starts. */
export type TimestampPlacement = 'none' | 'turn' | 'segment';

/** How an export names the speaker: the whole name, its initials ("AO", "AO2"), or not at all. */
export type SpeakerLabelStyle = 'full' | 'initials' | 'none';

/** What a person chooses for one export (GraphQL `ExportOptions`, the REST query); left out, the spec's layout. */
export interface ExportChoices {
  /** Default 'none'. Subtitles keep their cue times and ignore it. */
  timestamps?: TimestampPlacement;
  /** Default 'full'. */
  speakerLabels?: SpeakerLabelStyle;
  /** Word and PDF: a "Page N of M" footer. Default false. */
  pageNumbers?: boolean;
  /** Word, PDF and Markdown: each chapter's title as a heading where it starts (a turn is cut there). Default false. */
  chapters?: boolean;
}

/**
 * Defaults live in server/config.ts (SERIES_NAME "ETRM Interview Series", HOST_SPEAKER "ETRM"); the
 * builders take them as arguments so they stay pure.
 */
export interface ExportOptions extends ExportChoices {
  /** The Word title line is `${seriesName} - ${title}`, i.e. "ETRM Interview Series - {title}" by default. */
  seriesName: string;
  /** Turns by this speaker (exact name) are bold in the Word file. */
  hostSpeaker: string;
}

export interface ExportedDocument {
  bytes: Uint8Array;
  mimeType: string;
  /** `{title}.{format}`, with the title made safe as a file name. */
  filename: string;
}
