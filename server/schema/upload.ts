import { builder } from './builder.ts';
import { TranscriptRef } from './transcript.ts';

builder.mutationField('uploadAudio', (t) =>
  t.field({
    type: TranscriptRef,
    description:
      'Stores an audio file (mp3, m4a, mp4, wav or ogg; at most 30 MB) with a title and starts transcribing it. ' +
      'Returns at once with status TRANSCRIBING; poll `transcript(id)` for progress. Send as a GraphQL multipart request.',
    args: {
      title: t.arg.string({ required: true, description: 'The transcript’s title (required, at most 200 characters).' }),
      file: t.arg({ type: 'Upload', required: true, description: 'The audio file.' }),
    },
    resolve: (_root, { title, file }, { services }) => services.uploads.upload(title, file),
  }),
);
