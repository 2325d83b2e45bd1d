/** What came in to make a transcript (Transcript.origin), as transcript_meta.origin stores it. */

export const ORIGIN_KINDS = ['upload', 'video', 'tracks', 'channels', 'recording', 'import'] as const;
export type OriginKind = (typeof ORIGIN_KINDS)[number];

export interface StoredOrigin {
  kind: OriginKind;
  /** The uploaded file's name as the client sent it (null when not known, e.g. transcripts of earlier releases without a file). */
  fileName: string | null;
  /** One per speaker's track for TRACKS and CHANNELS (fileName null for a channel); empty otherwise. */
  tracks: { speaker: string; fileName: string | null }[];
  /**
   * The transcript file made elsewhere that its text came from (uploadAudio's `transcript`, importTranscript), as
   * sent; absent for every other transcript. With audio, its transcription times this text instead of replacing it.
   */
  transcriptFileName?: string | null;
}

/** File names are kept as sent, up to this many characters. */
const MAX_NAME = 255;

export const uploadedName = (name: string): string | null => name.trim().slice(0, MAX_NAME) || null;

/** A transcript made from one uploaded file: UPLOAD, VIDEO when its audio was taken out of a video, or a browser RECORDING. */
export const fileOrigin = (kind: 'upload' | 'video' | 'recording', fileName: string): StoredOrigin => ({ kind, fileName: uploadedName(fileName), tracks: [] });

/** A transcript made from one file whose channels each held one speaker, named in channel order. */
export const channelsOrigin = (fileName: string, speakers: readonly string[]): StoredOrigin => ({
  kind: 'channels',
  fileName: uploadedName(fileName),
  tracks: speakers.map((speaker) => ({ speaker, fileName: null })),
});

/** A transcript made from several files recorded together, one per speaker, in upload order. */
export const tracksOrigin = (tracks: readonly { speaker: string; fileName: string }[]): StoredOrigin => ({
  kind: 'tracks',
  fileName: null,
  tracks: tracks.map(({ speaker, fileName }) => ({ speaker, fileName: uploadedName(fileName) })),
});

/** A transcript whose text came from a file made elsewhere, with no audio (importTranscript). */
export const importOrigin = (transcriptFileName: string): StoredOrigin => ({ kind: 'import', fileName: null, tracks: [], transcriptFileName: uploadedName(transcriptFileName) });

/** The origin of audio uploaded together with its transcript, made elsewhere. */
export const withTranscriptFile = (origin: StoredOrigin, transcriptFileName: string): StoredOrigin => ({ ...origin, transcriptFileName: uploadedName(transcriptFileName) });

/** Read for a record written without an origin: an upload whose file name is not known. */
export const UNKNOWN_UPLOAD: StoredOrigin = { kind: 'upload', fileName: null, tracks: [] };
