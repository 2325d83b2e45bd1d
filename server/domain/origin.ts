/** What came in to make a transcript (Transcript.origin), as transcript_meta.origin stores it. */

export const ORIGIN_KINDS = ['upload', 'video', 'tracks', 'channels', 'recording'] as const;
export type OriginKind = (typeof ORIGIN_KINDS)[number];

export interface StoredOrigin {
  kind: OriginKind;
  /** The uploaded file's name as the client sent it (null when not known, e.g. transcripts of earlier releases without a file). */
  fileName: string | null;
  /** One per speaker's track for TRACKS and CHANNELS (fileName null for a channel); empty otherwise. */
  tracks: { speaker: string; fileName: string | null }[];
}

/** File names are kept as sent, up to this many characters. */
const MAX_NAME = 255;

export const uploadedName = (name: string): string | null => name.trim().slice(0, MAX_NAME) || null;

/** A transcript made from one uploaded file: UPLOAD, or VIDEO when its audio was taken out of a video. */
export const fileOrigin = (kind: 'upload' | 'video' | 'recording', fileName: string): StoredOrigin => ({ kind, fileName: uploadedName(fileName), tracks: [] });

/** Read for a record written without an origin: an upload whose file name is not known. */
export const UNKNOWN_UPLOAD: StoredOrigin = { kind: 'upload', fileName: null, tracks: [] };
