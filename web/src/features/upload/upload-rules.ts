import type { Accept } from 'react-dropzone';

export const MAX_UPLOAD_BYTES = 30 * 1024 * 1024;

/** The spec's accepted types; extensions let files through whose type the browser does not report. */
export const ACCEPTED_AUDIO: Accept = {
  'audio/mp3': ['.mp3'],
  'audio/mp4': ['.m4a'],
  'audio/mpeg': ['.mp3'],
  'audio/wav': ['.wav'],
  'audio/ogg': ['.ogg'],
};

export const DROPZONE_IDLE = 'Drop audio files here or click to select';
export const DROPZONE_ACTIVE = 'Drop the audio file here';
export const DROPZONE_REJECTED = 'File type not supported or too large';

export interface DropzoneView {
  isDragActive: boolean;
  isDragReject: boolean;
  /** The last drop or pick was refused (wrong type or over the limit). */
  lastRejected: boolean;
}

export function dropzoneMessage({ isDragActive, isDragReject, lastRejected }: DropzoneView): string {
  if (isDragActive) return isDragReject ? DROPZONE_REJECTED : DROPZONE_ACTIVE;
  return lastRejected ? DROPZONE_REJECTED : DROPZONE_IDLE;
}

export const ONLY_AUDIO = 'Only audio files (mp3, m4a, wav, ogg) can be uploaded';

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** Why a file was refused, shown beneath DROPZONE_REJECTED: its size against the limit, or its type. */
export function rejectionCause(file: { name: string; size: number }, codes: readonly string[], maxBytes = MAX_UPLOAD_BYTES): string {
  if (codes.includes('file-too-large')) return `${file.name} is ${megabytes(file.size)} MB; the limit is ${megabytes(maxBytes)} MB`;
  return ONLY_AUDIO;
}

/** Said when several files are dropped: only the first is used (the product's rule), never silently. */
export function onlyFirstTaken(taken: string, others: number): string {
  return `One file at a time: ${taken} is used; ${others === 1 ? 'the other file was' : `the other ${others} files were`} left out.`;
}
