import type { ExportOptions, SpeakerLabelStyle, TimestampPlacement } from '../../graphql/generated.ts';
import { readTextSetting } from '../../lib/settings.ts';
import { EXPORT_FORMATS, type ExportExtension } from '../../lib/export-formats.ts';

/** What the export dialog asks, all but the subtitle line (which belongs to one interview) remembered in this browser. */
export interface ExportChoices {
  format: ExportExtension;
  timestamps: TimestampPlacement;
  speakerLabels: SpeakerLabelStyle;
  pageNumbers: boolean;
  comments: boolean;
  /** The transcript's chapters as headings (Word, PDF and Markdown). */
  chapters: boolean;
}

/** The settings key (web/src/lib/settings.ts) the last choices are kept under, as JSON. */
export const EXPORT_CHOICES_SETTING = 'exportChoices';

export const DEFAULT_EXPORT_CHOICES: ExportChoices = { format: 'docx', timestamps: 'NONE', speakerLabels: 'FULL', pageNumbers: false, comments: false, chapters: false };

export const TIMESTAMP_CHOICES: ReadonlyArray<{ value: TimestampPlacement; label: string }> = [
  { value: 'NONE', label: 'None' },
  { value: 'TURN', label: 'At each change of speaker' },
  { value: 'SEGMENT', label: 'At each segment' },
];

export const SPEAKER_LABEL_CHOICES: ReadonlyArray<{ value: SpeakerLabelStyle; label: string }> = [
  { value: 'FULL', label: 'Full names' },
  { value: 'INITIALS', label: 'Initials (AO, AO2…)' },
  { value: 'NONE', label: 'None' },
];

const oneOf = <T>(values: ReadonlyArray<{ value: T }>, value: unknown, fallback: T): T =>
  values.some((choice) => choice.value === value) ? (value as T) : fallback;

/** The choices kept as `stored` (settings text), each value that is missing or no longer offered at its default. */
export function parseExportChoices(stored: string): ExportChoices {
  let kept: Partial<Record<keyof ExportChoices, unknown>> = {};
  try {
    const parsed: unknown = JSON.parse(stored);
    if (parsed && typeof parsed === 'object') kept = parsed;
  } catch {
    // Nothing kept yet, or something else wrote it: the defaults.
  }
  const defaults = DEFAULT_EXPORT_CHOICES;
  return {
    format: oneOf(EXPORT_FORMATS.map((format) => ({ value: format.extension })), kept.format, defaults.format),
    timestamps: oneOf(TIMESTAMP_CHOICES, kept.timestamps, defaults.timestamps),
    speakerLabels: oneOf(SPEAKER_LABEL_CHOICES, kept.speakerLabels, defaults.speakerLabels),
    pageNumbers: kept.pageNumbers === true,
    comments: kept.comments === true,
    chapters: kept.chapters === true,
  };
}

/** The mutation's options for these choices and subtitle line. */
export function exportOptions({ timestamps, speakerLabels, pageNumbers, comments, chapters }: ExportChoices, subtitle = ''): ExportOptions {
  return { timestamps, speakerLabels, pageNumbers, comments, chapters, subtitle: subtitle.trim() || null };
}

/** The options of the choices last made in this browser's export dialog (the Export button and menu export with them). */
export const rememberedExportOptions = (): ExportOptions => exportOptions(parseExportChoices(readTextSetting(EXPORT_CHOICES_SETTING)));
