import { OPTION_LIMITS, REMOVED_ENGINES, TRANSCRIPTION_ENGINES } from '../domain/transcribe-options.ts';
import { TRACK_LIMITS } from '../domain/tracks.ts';
import { TRANSCRIPT_FILE_RULES } from '../import/index.ts';
import { builder } from './builder.ts';
import { TranscriptRef } from './transcript.ts';

const TRANSCRIPT_FILE =
  `A transcript file made elsewhere (README, "Importing a transcript"): ${TRANSCRIPT_FILE_RULES}; else BAD_USER_INPUT (PAYLOAD_TOO_LARGE for the size) saying why, and nothing is written.`;

/** The arguments uploadAudio and uploadTracks share: the title, and how the audio is to be transcribed. */
const { title: titleArg, ...transcribeArgs } = builder.args((t) => ({
  title: t.string({ required: true, description: 'The transcript’s title (required, at most 200 characters).' }),
  language: t.string({ description: 'The spoken language as a 2- or 3-letter code, e.g. "en"; leave out to detect it.' }),
  engine: t.string({
    description: `The transcription engine: ${TRANSCRIPTION_ENGINES.join(', ')}; leave out for the installation’s default. ${REMOVED_ENGINES.join(' and ')}, offered by earlier releases, are refused with BAD_USER_INPUT.`,
  }),
  model: t.string({ description: 'The engine’s model, e.g. "base" or "tiny.en" for whisper (`engines` lists them); leave out for its default.' }),
  vocabulary: t.stringList({
    description: `Names and jargon to expect, e.g. ["ETRM", "Okonkwo"] (at most ${OPTION_LIMITS.vocabularyEntries} entries of ${OPTION_LIMITS.vocabularyChars} characters); added to TRANSCRIBE_VOCABULARY.`,
  }),
}));

const TrackInput = builder.inputType('TrackInput', {
  description: 'One speaker’s file of a recording made with one track per person.',
  fields: (t) => ({
    file: t.field({ type: 'Upload', required: true, description: 'The track’s audio or video file (the upload limit applies to each).' }),
    speaker: t.string({ required: true, description: `Who speaks on this track (1 to ${TRACK_LIMITS.speakerChars} characters), e.g. "Ann".` }),
  }),
});

builder.mutationField('uploadAudio', (t) =>
  t.field({
    type: TranscriptRef,
    description:
      'Stores an audio file (mp3, m4a, wav or ogg) with a title and queues it for transcription; at most `limits { maxUploadBytes maxAudioMinutes }`: 30 MB and 240 minutes unless configured. ' +
      'A video (mp4, mov, mkv or webm) is taken too: the server takes out its first audio stream and stores that audio alone (a video without audio fails with BAD_USER_INPUT and writes nothing); `origin` says VIDEO. ' +
      'Returns at once with status TRANSCRIBING; poll `transcript(id)` for `queuePosition` and `progress`. Send as a GraphQL multipart request. ' +
      'A full queue fails with BUSY and writes nothing. The options are kept with the transcript, so a retry transcribes the same way; an engine that is not available, a model that is not installed (with a job queue: that no live worker runs) or a language the engine does not know fails with BAD_USER_INPUT and writes nothing (`engines` lists what is installed).',
    args: {
      title: titleArg,
      file: t.arg({ type: 'Upload', required: true, description: 'The audio or video file.' }),
      ...transcribeArgs,
      speakers: t.arg.int({
        description: `How many people speak (${OPTION_LIMITS.speakers.min} to ${OPTION_LIMITS.speakers.max}), if known; leave out to estimate it.`,
      }),
      channelsAsTracks: t.arg.stringList({
        description: `A stereo/multichannel file with one person per channel: the channels' speakers, in channel order (origin CHANNELS). ${TRACK_LIMITS.min} to ${TRACK_LIMITS.max} names (1 to ${TRACK_LIMITS.speakerChars} characters, no two alike), exactly as many as the file has channels, else BAD_USER_INPUT saying how many it has; \`speakers\` is then the number of names. Each channel is transcribed alone as its speaker.`,
      }),
      recorded: t.arg.boolean({ description: 'True when the file was recorded in this app’s browser recorder (origin RECORDING).' }),
      transcript: t.arg({
        type: 'Upload',
        description: `${TRANSCRIPT_FILE} The audio is still transcribed, and the file’s text, kept as written with its speakers, is timed to the recognizer’s words (the file’s own times are a starting point only): version 1 is the text with the file’s times, version 2 the same text timed to the audio (kind IMPORT both).`,
      }),
    },
    resolve: (_root, { title, file, channelsAsTracks, recorded, transcript, ...options }, { services }) =>
      services.uploads.upload(title, file, options, { channelsAsTracks, recorded, transcript }),
  }),
);

builder.mutationField('importTranscript', (t) =>
  t.field({
    type: TranscriptRef,
    description:
      'A transcript made elsewhere, without audio: READY at once with origin IMPORT, its text as written, its speakers and its own times (SRT, WebVTT and ELAN cue times; the [hh:mm:ss] stamps of a Word or text export; else none), in one version of kind IMPORT. ' +
      'There is nothing to play; the editor and the exports work as for any transcript. Send as a GraphQL multipart request. A refused file writes nothing.',
    args: {
      title: titleArg,
      transcript: t.arg({ type: 'Upload', required: true, description: TRANSCRIPT_FILE }),
    },
    resolve: (_root, { title, transcript }, { services }) => services.uploads.importTranscript(title, transcript),
  }),
);

builder.mutationField('uploadTracks', (t) =>
  t.field({
    type: TranscriptRef,
    description:
      `Several files recorded together, one per speaker, become one transcript (origin TRACKS). ${TRACK_LIMITS.min} to ${TRACK_LIMITS.max} tracks, each checked as an uploadAudio file is (a refusal names the track); ` +
      'they are stored as one Ogg Opus file with one channel per track, in track order, aligned at their starts (shorter tracks end in silence), and each channel is transcribed alone as its speaker. ' +
      'Answers as uploadAudio does; send as a GraphQL multipart request with one file per track.',
    args: {
      title: titleArg,
      tracks: t.arg({ type: [TrackInput], required: true, description: 'The tracks, one per speaker, each with its speaker’s name (no two alike).' }),
      ...transcribeArgs,
    },
    resolve: (_root, { title, tracks, ...options }, { services }) => services.uploads.uploadTracks(title, tracks, options),
  }),
);
