import type { ExportFormat, SpeakerLabelStyle, TimestampPlacement } from '../export/index.ts';
import { badInput } from '../domain/errors.ts';
import { MAX_SUBTITLE_LENGTH, subtitleLine, type ExportOptions as ExportServiceOptions } from '../services/exports.ts';
import { builder } from './builder.ts';
import { exportZip, MAX_ZIP_TRANSCRIPTS } from '../services/bulk-export.ts';

/** A file made from a transcript's version. */
interface TranscriptFileShape {
  id: string;
  format: ExportFormat;
  filename: string;
  mimeType: string;
  bytes: Uint8Array;
  /** The version it was made from, and the options it was made with: its `url` downloads the same. */
  versionId: string;
  options?: ExportServiceOptions;
}

/** A file made of one person's data (exportPersonData), or of the quote bank (exportHighlights): it has no download link. */
export interface PersonFileShape {
  filename: string;
  mimeType: string;
  bytes: Uint8Array;
  /** Why asking for its `url` is refused; a person's export's reason when left out. */
  noLink?: string;
}

type ExportedFileShape = TranscriptFileShape | PersonFileShape;

const ExportFormatEnum = builder.enumType('ExportFormat', {
  description: 'What to export to.',
  values: {
    DOCX: { value: 'docx', description: 'A Word document in the series’ house layout.' },
    SRT: { value: 'srt', description: 'SubRip subtitles, one cue per segment.' },
    VTT: { value: 'vtt', description: 'WebVTT subtitles, one cue per segment.' },
    TXT: { value: 'txt', description: 'Plain text, one paragraph per speaker turn.' },
    PDF: { value: 'pdf', description: 'A PDF in the Word file’s layout, set in Carlito (Aptos’s stand-in: Latin, Greek and Cyrillic).' },
    MARKDOWN: { value: 'md', description: 'Markdown: the title line as a heading, one paragraph per speaker turn, the host’s in bold.' },
    JSON: { value: 'json', description: 'The transcript as data: speakers, and segments with their times and the recognizer’s word times (README, "The JSON export").' },
    EAF: { value: 'eaf', description: 'ELAN’s annotation format (EAF 3.0): one tier per speaker, one annotation per segment, times in milliseconds.' },
    CHAPTERS_YOUTUBE: {
      value: 'chapters-youtube',
      description:
        'The chapters for a YouTube description ("{title}.chapters.txt"): one "00:00 Title" line per chapter (h:mm:ss from an hour). YouTube wants the first at 00:00: when the first chapter starts later, an "Intro" line at 00:00 comes first. BAD_USER_INPUT when the version has no chapters.',
    },
    CHAPTERS_JSON: {
      value: 'chapters-json',
      description:
        'Podcasting 2.0 JSON chapters ("{title}.chapters.json", application/json+chapters): {"version":"1.2.0","chapters":[{"startTime":seconds,"title":…}]}. BAD_USER_INPUT when the version has no chapters.',
    },
    CHAPTERS_VTT: {
      value: 'chapters-vtt',
      description: 'WebVTT chapters ("{title}.chapters.vtt", for a kind="chapters" track): one cue per chapter, from its start to the next chapter’s start (the last to the end of the last segment). BAD_USER_INPUT when the version has no chapters.',
    },
    SHOW_NOTES_MARKDOWN: {
      value: 'show-notes-markdown',
      description: 'The version’s show notes as they were saved ("{title}.shownotes.md", markdown; README "Show notes"). BAD_USER_INPUT when the version has none (draftShowNotes or saveShowNotes first) or they are empty.',
    },
    SHOW_NOTES_DOCX: {
      value: 'show-notes-docx',
      description: 'The version’s show notes as a Word file ("{title}.shownotes.docx"): headings, bullets, block quotes (indented, italic), bold and italic kept. BAD_USER_INPUT when the version has none or they are empty.',
    },
  } as const satisfies Record<string, { value: ExportFormat; description: string }>,
});

const TimestampPlacementEnum = builder.enumType('TimestampPlacement', {
  description: 'Where an export writes times, as [hh:mm:ss] (Word, PDF, text, Markdown). Subtitles (SRT, VTT), JSON and EAF keep their own times and ignore it.',
  values: {
    NONE: { value: 'none', description: 'No times: the spec’s layout.' },
    TURN: { value: 'turn', description: 'Where each speaker turn starts, before the speaker: "[00:01:02] Ada Okafor: …".' },
    SEGMENT: {
      value: 'segment',
      description: 'Where each segment starts: the turn’s first before the speaker, each later one before its words ("… we agreed. [00:01:09] Then …").',
    },
  } as const satisfies Record<string, { value: TimestampPlacement; description: string }>,
});

const SpeakerLabelStyleEnum = builder.enumType('SpeakerLabelStyle', {
  description: 'How an export names the speaker of each turn (SRT: at the start of a turn’s cues; VTT: its voice tag; JSON: the speakers’ names; EAF: the tiers’ names).',
  values: {
    FULL: { value: 'full', description: 'The whole name, "Ada Okafor: …": the spec’s layout.' },
    INITIALS: {
      value: 'initials',
      description: 'The first letters of the name’s words, "AO: …" ("Speaker 1" → "S1"); when two speakers share initials, the one who speaks later gets a number: "AO2".',
    },
    NONE: { value: 'none', description: 'No label: turns are still paragraphs of their own (VTT: no voice tag).' },
  } as const satisfies Record<string, { value: SpeakerLabelStyle; description: string }>,
});

const ExportOptionsInput = builder.inputType('ExportOptions', {
  description: 'How to lay an export out; each option applies to the formats it makes sense for. Left out, the spec’s layout.',
  fields: (t) => ({
    timestamps: t.field({ type: TimestampPlacementEnum, defaultValue: 'none', description: 'Where to write times, as [hh:mm:ss] (Word, PDF, text, Markdown; subtitles, JSON and EAF keep their own times).' }),
    speakerLabels: t.field({ type: SpeakerLabelStyleEnum, defaultValue: 'full', description: 'How to name the speaker of each turn (every format).' }),
    pageNumbers: t.boolean({ defaultValue: false, description: 'Word and PDF: a centred "Page N of M" footer on every page (in Word, its page fields). Formats without pages ignore it.' }),
    chapters: t.boolean({
      defaultValue: false,
      description: 'Word, PDF and Markdown: each chapter’s title as a heading where it starts (a speaker’s turn is cut there). Other formats ignore it.',
    }),
    comments: t.boolean({
      defaultValue: false,
      description:
        'Word: the comment threads as Word comments on the words they are about, replies threaded (resolved threads marked done). Other formats ignore it.',
    }),
    subtitle: t.string({
      description: `The subtitle line under the title (at most ${MAX_SUBTITLE_LENGTH} characters, one line). Word: the layout’s placeholder "Insert subtitle and speaker description here" when left out or blank; PDF, text, Markdown, JSON and EAF (a header property): the line after the title when given. Subtitles ignore it.`,
    }),
    pseudonymise: t.boolean({
      description:
        'true: the file reads each listed term as its pseudonym (README "Pseudonyms"): title and file name, speakers, text, subtitle line and comments. Whoever sees the transcript’s pseudonyms (a viewer not granted its originals, a review link) always gets that, whatever they ask (false changes nothing for them); left out or false, everyone else gets the terms.',
    }),
  }),
});

export const ExportedFile = builder.objectRef<ExportedFileShape>('ExportedFile').implement({
  description: 'A file made from a transcript’s current version, of one person’s data (`exportPersonData`), of quotes (`exportHighlights`), or a zip of many transcripts (`exportTranscripts`).',
  fields: (t) => ({
    filename: t.exposeString('filename', {
      description: 'The file name to save as, e.g. "{title}.docx" (a pseudonymised export’s from the pseudonymised title).',
    }),
    mimeType: t.exposeString('mimeType', { description: 'The file’s media type.' }),
    url: t.string({
      description:
        'A GET download of the same file (the same version and options) on this server: "/download/{token}", a path to add to the server’s address. The link needs no other credential, so it works once, for at most 5 minutes, and is never written to the server’s logs; ask for it only when it will be used (each request for `url` makes one). A person’s export (`exportPersonData`), a quotes export (`exportHighlights`) and a zip of many transcripts (`exportTranscripts`) have none: asking for it is BAD_USER_INPUT; take `contentBase64`.',
      resolve: (file, _args, { services }) => {
        if (!('format' in file)) throw badInput(file.noLink ?? 'A person’s export has no download link: take contentBase64.');
        return services.exports.link(file.id, file.format, file, file.options);
      },
    }),
    contentBase64: t.string({ description: 'The file itself, base64-encoded.', resolve: (file) => Buffer.from(file.bytes).toString('base64') }),
  }),
});

const EXPORT_DESCRIPTION =
  'Exports a transcript’s current version: pseudonymised, file name included, for whoever sees its pseudonyms (README "Pseudonyms"). A transcript still transcribing, or failed, cannot be exported (BAD_USER_INPUT).';
const ALIAS_NOTE = 'Given with `options`, it must agree with the option (else BAD_USER_INPUT).';

/**
 * The export's options: `options`, or the deprecated `subtitle` and `comments` arguments when it is left out. Given both,
 * an argument must say what the option says: an alias silently overruled (or overruling) would export something nobody
 * asked for.
 */
function exportOptions(
  options:
    | {
        timestamps?: TimestampPlacement | null;
        speakerLabels?: SpeakerLabelStyle | null;
        pageNumbers?: boolean | null;
        chapters?: boolean | null;
        comments?: boolean | null;
        subtitle?: string | null;
        pseudonymise?: boolean | null;
      }
    | null
    | undefined,
  aliases: { subtitle?: string | null; comments?: boolean | null },
): ExportServiceOptions {
  if (!options) return { subtitle: aliases.subtitle, comments: aliases.comments ?? false };
  const comments = options.comments ?? false;
  if (aliases.comments != null && aliases.comments !== comments) {
    throw badInput(`comments: ${aliases.comments} disagrees with options.comments: ${comments}; set options.comments only (the comments argument is deprecated).`);
  }
  if (aliases.subtitle != null && subtitleLine(aliases.subtitle) !== subtitleLine(options.subtitle)) {
    throw badInput('subtitle disagrees with options.subtitle; set options.subtitle only (the subtitle argument is deprecated).');
  }
  return {
    timestamps: options.timestamps ?? undefined,
    speakerLabels: options.speakerLabels ?? undefined,
    pageNumbers: options.pageNumbers ?? false,
    chapters: options.chapters ?? false,
    comments,
    subtitle: options.subtitle,
    pseudonymise: options.pseudonymise ?? false,
  };
}

builder.mutationField('export', (t) =>
  t.field({
    type: ExportedFile,
    description: EXPORT_DESCRIPTION,
    args: {
      id: t.arg.id({ required: true, description: 'The transcript id.' }),
      format: t.arg({ type: ExportFormatEnum, defaultValue: 'docx', required: true, description: 'What to export to (Word when left out, as the query did).' }),
      options: t.arg({
        type: ExportOptionsInput,
        description: 'How to lay the export out: timestamps, speaker labels, page numbers, chapter headings, comments, subtitle line; and whether to pseudonymise it.',
      }),
      subtitle: t.arg.string({
        deprecationReason: 'Use options.subtitle.',
        description: `The subtitle line, as options.subtitle. ${ALIAS_NOTE}`,
      }),
      comments: t.arg.boolean({
        deprecationReason: 'Use options.comments.',
        description: `Word comments, as options.comments (false when left out). ${ALIAS_NOTE}`,
      }),
    },
    resolve: async (_r, { id, format, options, subtitle, comments }, { services, identity }) => {
      const chosen = exportOptions(options, { subtitle, comments });
      const file = await services.exports.export(identity, String(id), format, chosen);
      // Its url downloads the file made here: pseudonymised when this one was, whoever uses the link.
      return { id: String(id), format, ...file, options: { ...chosen, pseudonymise: file.pseudonymised } };
    },
  }),
);

builder.queryField('export', (t) =>
  t.field({
    type: ExportedFile,
    description: EXPORT_DESCRIPTION,
    deprecationReason: 'Use Mutation.export, which also takes the export options.',
    args: {
      id: t.arg.id({ required: true, description: 'The transcript id.' }),
      format: t.arg({ type: ExportFormatEnum, defaultValue: 'docx', required: true, description: 'What to export to.' }),
    },
    resolve: async (_r, { id, format }, { services, identity }) => {
      const file = await services.exports.export(identity, String(id), format);
      return { id: String(id), format, ...file, options: { pseudonymise: file.pseudonymised } };
    },
  }),
);


builder.mutationField('exportTranscripts', (t) =>
  t.field({
    type: ExportedFile,
    description: `Exports many transcripts as one zip (README "Working on many transcripts"): a folder per transcript, named after its title (a second of the same title gets " (2)"), holding its file in each format, as \`export\` makes it (pseudonymised for whoever sees its pseudonyms). 1 to ${MAX_ZIP_TRANSCRIPTS} transcripts. If any one cannot be exported (not found, private and not yours, still transcribing, failed), the whole request fails with that transcript's error, its id in the message, and no zip. A format a transcript has nothing for (a chapter format, for one without chapters) is left out for that transcript and listed in \`NOT-INCLUDED.txt\` at the zip's top; BAD_USER_INPUT when nothing at all is left to zip. Its \`url\` is BAD_USER_INPUT: take \`contentBase64\`.`,
    args: {
      ids: t.arg.idList({ required: true, description: `The transcripts, each once (1 to ${MAX_ZIP_TRANSCRIPTS}).` }),
      formats: t.arg({ type: [ExportFormatEnum], required: true, description: 'The formats each transcript is exported to (at least one).' }),
      options: t.arg({ type: ExportOptionsInput, description: 'How to lay the exports out, as for `export`; the same for every transcript.' }),
    },
    resolve: async (_r, { ids, formats, options }, { services, identity }) => {
      const zip = await exportZip(services.exports, identity, ids.map(String), formats, exportOptions(options, {}));
      return { ...zip, noLink: 'A zip of many transcripts has no download link: take contentBase64.' };
    },
  }),
);
