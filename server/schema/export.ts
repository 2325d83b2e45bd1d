import type { ExportFormat } from '../export/index.ts';
import { builder } from './builder.ts';

interface ExportedFileShape {
  id: string;
  format: ExportFormat;
  filename: string;
  mimeType: string;
  bytes: Uint8Array;
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
      description: 'A GET download of the same file on this server, e.g. "/export/{id}.docx".',
      resolve: (file) => `/export/${file.id}.${file.format}`,
    }),
    contentBase64: t.string({ description: 'The file itself, base64-encoded.', resolve: (file) => Buffer.from(file.bytes).toString('base64') }),
  }),
});

builder.queryField('export', (t) =>
  t.field({
    type: ExportedFile,
    description: 'Exports a transcript’s current version. A transcript still transcribing, or failed, cannot be exported (BAD_USER_INPUT).',
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


