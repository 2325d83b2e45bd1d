import type { Accept } from 'react-dropzone';

/** The product's stated limit, used until the server tells its own (Query.limits, TAPESCRIPT_MAX_UPLOAD_MB). */
export const DEFAULT_MAX_UPLOAD_BYTES = 30 * 1024 * 1024;

/** The spec's accepted types; extensions let files through whose type the browser does not report. */
export const ACCEPTED_AUDIO: Accept = {
  'audio/mp3': ['.mp3'],
  'audio/mp4': ['.m4a'],
  'audio/mpeg': ['.mp3'],
  'audio/wav': ['.wav'],
  'audio/ogg': ['.ogg'],
};

/** Video: its audio is taken, in the browser where it can (conversion-rules.ts), else by the server (uploadAudio). */
export const ACCEPTED_VIDEO: Accept = {
  'video/mp4': ['.mp4'],
  'video/quicktime': ['.mov'],
  'video/x-matroska': ['.mkv'],
  'video/webm': ['.webm'],
};

/** What the dropzone takes. */
export const ACCEPTED_MEDIA: Accept = { ...ACCEPTED_AUDIO, ...ACCEPTED_VIDEO };

export const DROPZONE_IDLE = 'Drop audio files here or click to select';
/** The idle wording where the pointer is a finger: nothing is dropped or clicked there. */
export const DROPZONE_IDLE_TOUCH = 'Tap to choose a recording';
export const DROPZONE_ACTIVE = 'Drop the audio file here';
export const DROPZONE_REJECTED = 'File type not supported or too large';

export interface DropzoneView {
  isDragActive: boolean;
  isDragReject: boolean;
  /** The last drop or pick was refused (wrong type or over the limit). */
  lastRejected: boolean;
  /** The main pointer is a finger (pointer: coarse). */
  touch: boolean;
}

export function dropzoneMessage({ isDragActive, isDragReject, lastRejected, touch }: DropzoneView): string {
  if (isDragActive) return isDragReject ? DROPZONE_REJECTED : DROPZONE_ACTIVE;
  if (lastRejected) return DROPZONE_REJECTED;
  return touch ? DROPZONE_IDLE_TOUCH : DROPZONE_IDLE;
}

export const ONLY_AUDIO = 'Only audio (mp3, m4a, wav, ogg) or video (mp4, mov, mkv, webm) files can be uploaded';

export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** A refused file's size, rounded up (to a tenth under 100 MB) so that one just over the limit never reads as the limit. */
const sizeOver = (bytes: number) => {
  const exact = bytes / (1024 * 1024);
  return exact < 100 ? String(Math.ceil(exact * 10) / 10) : String(Math.ceil(exact));
};

/** Why a file was refused, shown beneath DROPZONE_REJECTED: its size against the limit, or its type. */
export function rejectionCause(file: { name: string; size: number }, codes: readonly string[], maxBytes: number): string {
  if (codes.includes('file-too-large')) return `${file.name} is ${sizeOver(file.size)} MB; the limit is ${megabytes(maxBytes)} MB`;
  return ONLY_AUDIO;
}

/** Said when several files are dropped: only the first is used (the product's rule), never silently. */
export function onlyFirstTaken(taken: string, others: number): string {
  return `One file at a time: ${taken} is used; ${others === 1 ? 'the other file was' : `the other ${others} files were`} left out.`;
}

/** What the upload dialog sends besides the title and file (uploadAudio's options). */
export interface UploadOptions {
  language?: string;
  vocabulary?: string[];
  speakers?: number;
  engine?: string;
  model?: string;
  /** The file was recorded in the browser (origin RECORDING). */
  recorded?: boolean;
  /** Its transcript, made elsewhere: the text is kept and timed to the audio. */
  transcript?: File;
}

/** The transcript files the server imports (README "Importing a transcript"), for a file picker's `accept`. */
export const TRANSCRIPT_FILE_TYPES = '.docx,.srt,.vtt,.eaf,.txt';

/** The server's bounds on "Number of speakers, if known". */
export const MAX_SPEAKERS = 8;

/** The number of speakers typed, or a message saying why it cannot be used; empty means "estimate it". */
export function speakersProblem(raw: string): string | null {
  const text = raw.trim();
  if (!text) return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= MAX_SPEAKERS ? null : `Enter a whole number from 1 to ${MAX_SPEAKERS}, or leave it empty.`;
}

/** The dialog's fields as uploadAudio options: names and terms one per line or comma-separated, blanks left out. */
/** A model choice as the upload dialog's select keeps it: "engine model", or "" for the server's default. */
export const modelChoice = (engine: string, model: string) => `${engine} ${model}`;

export function uploadOptions(fields: { language: string; vocabulary: string; speakers: string; model?: string }): UploadOptions {
  const vocabulary = [...new Set(fields.vocabulary.split(/[\n,]/).map((term) => term.trim()).filter(Boolean))];
  const [engine, model] = fields.model ? fields.model.split(' ') : [];
  return {
    ...(engine && model ? { engine, model } : {}),
    ...(fields.language ? { language: fields.language } : {}),
    ...(vocabulary.length ? { vocabulary } : {}),
    ...(fields.speakers.trim() ? { speakers: Number(fields.speakers) } : {}),
  };
}
