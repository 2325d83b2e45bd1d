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
