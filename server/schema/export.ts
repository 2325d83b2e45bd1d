import type { ExportFormat } from '../export/index.ts';
import { badInput } from '../domain/errors.ts';
import { cleanLine } from '../domain/user-text.ts';
import { builder } from './builder.ts';

interface ExportedFileShape {
  id: string;
  format: ExportFormat;
  filename: string;
  mimeType: string;
  bytes: Uint8Array;
  /** The version it was made from, and the options it was made with: its `url` downloads the same. */
  versionId: string;
  subtitle?: string | null;
  comments?: boolean;
}

const ExportFormatEnum = builder.enumType('ExportFormat', {
  description: 'What to export to.',
  values: {
    DOCX: { value: 'docx', description: 'A Word document in the series’ house layout.' },
    SRT: { value: 'srt', description: 'SubRip subtitles, one cue per segment.' },
    VTT: { value: 'vtt', description: 'WebVTT subtitles, one cue per segment.' },
    TXT: { value: 'txt', description: 'Plain text, one paragraph per speaker turn.' },
  } as const,
});

const ExportedFile = builder.objectRef<ExportedFileShape>('ExportedFile').implement({
  description: 'A file made from a transcript’s current version.',
  fields: (t) => ({
    filename: t.exposeString('filename', { description: 'The file name to save as, e.g. "{title}.docx".' }),
    mimeType: t.exposeString('mimeType', { description: 'The file’s media type.' }),
    url: t.string({
      description:
        'A GET download of the same file (the same version, subtitle line and comments) on this server: "/download/{token}", a path to add to the server’s address. The link needs no other credential, so it works once, for at most 5 minutes, and is never written to the server’s logs; ask for it only when it will be used (each request for `url` makes one).',
      resolve: (file, _args, { services }) => services.exports.link(file.id, file.format, file, { subtitle: file.subtitle, comments: file.comments }),
    }),
    contentBase64: t.string({ description: 'The file itself, base64-encoded.', resolve: (file) => Buffer.from(file.bytes).toString('base64') }),
  }),
});

const EXPORT_DESCRIPTION = 'Exports a transcript’s current version. A transcript still transcribing, or failed, cannot be exported (BAD_USER_INPUT).';
/** The Word subtitle line a person may type: one line, kept short. */
const MAX_SUBTITLE_LENGTH = 500;

builder.mutationField('export', (t) =>
  t.field({
    type: ExportedFile,
    description: EXPORT_DESCRIPTION,
    args: {
      id: t.arg.id({ required: true, description: 'The transcript id.' }),
      format: t.arg({ type: ExportFormatEnum, defaultValue: 'docx', required: true, description: 'What to export to (Word when left out, as the query did).' }),
      subtitle: t.arg.string({
        description: `The Word document's subtitle line (at most ${MAX_SUBTITLE_LENGTH} characters); the layout's placeholder "Insert subtitle and speaker description here" when left out or blank. Other formats ignore it.`,
      }),
      comments: t.arg.boolean({
        defaultValue: false,
        required: true,
        description:
          'Add the comment threads to the Word document as Word comments, on the words they are about, replies threaded (resolved threads marked done). Other formats ignore it.',
      }),
    },
    resolve: async (_r, { id, format, subtitle, comments }, { services }) => {
      const line = subtitle == null ? null : cleanLine(subtitle);
      if (line && line.length > MAX_SUBTITLE_LENGTH) throw badInput(`The subtitle is longer than ${MAX_SUBTITLE_LENGTH} characters.`);
      const file = await services.exports.export(String(id), format, { subtitle: line, comments });
      return { id: String(id), format, ...file, subtitle: line, comments };
    },
  }),
);

builder.queryField('export', (t) =>
  t.field({
    type: ExportedFile,
    description: EXPORT_DESCRIPTION,
    deprecationReason: 'Use Mutation.export, which can also set the Word subtitle line.',
    args: {
      id: t.arg.id({ required: true, description: 'The transcript id.' }),
      format: t.arg({ type: ExportFormatEnum, defaultValue: 'docx', required: true, description: 'What to export to.' }),
    },
    resolve: async (_r, { id, format }, { services }) => {
      const file = await services.exports.export(String(id), format);
      return { id: String(id), format, ...file };
    },
  }),
);


