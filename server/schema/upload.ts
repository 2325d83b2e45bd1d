import { OPTION_LIMITS, REMOVED_ENGINES, TRANSCRIPTION_ENGINES } from '../domain/transcribe-options.ts';
import { builder } from './builder.ts';
import { TranscriptRef } from './transcript.ts';

builder.mutationField('uploadAudio', (t) =>
  t.field({
    type: TranscriptRef,
    description:
      'Stores an audio file (mp3, m4a, wav or ogg) with a title and queues it for transcription; at most `limits { maxUploadBytes maxAudioMinutes }`: 30 MB and 240 minutes unless configured. ' +
      'A video (mp4, mov, mkv or webm) is taken too: the server takes out its first audio stream and stores that audio alone (a video without audio fails with BAD_USER_INPUT and writes nothing); `origin` says VIDEO. ' +
      'Returns at once with status TRANSCRIBING; poll `transcript(id)` for `queuePosition` and `progress`. Send as a GraphQL multipart request. ' +
      'A full queue fails with BUSY and writes nothing. The options are kept with the transcript, so a retry transcribes the same way; an engine that is not available, a model that is not installed or a language the engine does not know fails with BAD_USER_INPUT and writes nothing (`engines` lists what is installed).',
    args: {
      title: t.arg.string({ required: true, description: 'The transcript’s title (required, at most 200 characters).' }),
      file: t.arg({ type: 'Upload', required: true, description: 'The audio or video file.' }),
      language: t.arg.string({ description: 'The spoken language as a 2- or 3-letter code, e.g. "en"; leave out to detect it.' }),
      engine: t.arg.string({
        description: `The transcription engine: ${TRANSCRIPTION_ENGINES.join(', ')}; leave out for the installation’s default. ${REMOVED_ENGINES.join(' and ')}, offered by earlier releases, are refused with BAD_USER_INPUT.`,
      }),
      model: t.arg.string({ description: 'The engine’s model, e.g. "base" or "tiny.en" for whisper (`engines` lists them); leave out for its default.' }),
      vocabulary: t.arg.stringList({
        description: `Names and jargon to expect, e.g. ["ETRM", "Okonkwo"] (at most ${OPTION_LIMITS.vocabularyEntries} entries of ${OPTION_LIMITS.vocabularyChars} characters); added to TRANSCRIBE_VOCABULARY.`,
      }),
      speakers: t.arg.int({
        description: `How many people speak (${OPTION_LIMITS.speakers.min} to ${OPTION_LIMITS.speakers.max}), if known; leave out to estimate it.`,
      }),
    },
    resolve: (_root, { title, file, ...options }, { services }) => services.uploads.upload(title, file, options),
  }),
);
