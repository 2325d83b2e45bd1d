import type { StoredOrigin } from '../domain/origin.ts';
import { builder } from './builder.ts';

const OriginKind = builder.enumType('OriginKind', {
  description: 'What came in to make a transcript.',
  values: {
    UPLOAD: { value: 'upload', description: 'One audio file, uploaded (also every transcript made before this was recorded).' },
    VIDEO: { value: 'video', description: 'A video file, uploaded: its first audio stream was taken out on the server and is what is stored.' },
    TRACKS: { value: 'tracks', description: 'Several files recorded together, one per speaker (`tracks`).' },
    CHANNELS: { value: 'channels', description: 'One file whose channels each held one speaker (`tracks`, without file names).' },
    RECORDING: { value: 'recording', description: 'Recorded in the browser.' },
    IMPORT: { value: 'import', description: 'A transcript file made elsewhere, imported without audio (importTranscript; `transcriptFileName`).' },
  } as const,
});

const OriginTrackRef = builder.objectRef<StoredOrigin['tracks'][number]>('OriginTrack').implement({
  description: 'One speaker’s track of a transcript made from TRACKS or CHANNELS.',
  fields: (t) => ({
    speaker: t.exposeString('speaker', { description: 'The speaker the track’s words are given to.' }),
    fileName: t.exposeString('fileName', { nullable: true, description: 'The track’s file name as uploaded; null for a channel of one file.' }),
  }),
});

export const TranscriptOriginRef = builder.objectRef<StoredOrigin>('TranscriptOrigin').implement({
  description: 'What came in to make a transcript: its kind, the file’s name as uploaded, and its tracks.',
  fields: (t) => ({
    kind: t.field({ type: OriginKind, description: 'What came in: an audio file, a video, tracks, channels, a recording or an imported transcript.', resolve: (origin) => origin.kind }),
    fileName: t.exposeString('fileName', {
      nullable: true,
      description:
        'The file’s name as uploaded, e.g. "interview.mp4"; for transcripts made before this was recorded, the stored file’s name; null when not known, for TRACKS (see `tracks`) and for IMPORT.',
    }),
    transcriptFileName: t.string({
      nullable: true,
      description: 'The transcript file made elsewhere that the text came from, as uploaded (uploadAudio’s `transcript`, importTranscript), e.g. "interview.srt"; null when the text is this app’s own transcription.',
      resolve: (origin) => origin.transcriptFileName ?? null,
    }),
    tracks: t.field({
      type: [OriginTrackRef],
      description: 'For TRACKS and CHANNELS, one per speaker in upload order; empty otherwise.',
      resolve: (origin) => origin.tracks,
    }),
  }),
});
