import { describe, expect, it } from 'vitest';
import { ACCEPTED_AUDIO, DROPZONE_ACTIVE, DROPZONE_IDLE, DROPZONE_REJECTED, MAX_UPLOAD_BYTES, dropzoneMessage } from './upload-rules.ts';

describe('upload rules', () => {
  it('allows at most 30 MB', () => expect(MAX_UPLOAD_BYTES).toBe(31_457_280));

  it('accepts the spec types and .m4a', () => {
    expect(Object.keys(ACCEPTED_AUDIO).sort()).toEqual(['audio/mp3', 'audio/mp4', 'audio/mpeg', 'audio/ogg', 'audio/wav']);
    expect(Object.values(ACCEPTED_AUDIO).flat()).toContain('.m4a');
  });

  it('words the drop zone per state', () => {
    expect(DROPZONE_IDLE).toBe('Drop audio files here or click to select');
    expect(dropzoneMessage({ isDragActive: false, isDragReject: false, lastRejected: false })).toBe(DROPZONE_IDLE);
    expect(dropzoneMessage({ isDragActive: true, isDragReject: false, lastRejected: false })).toBe('Drop the audio file here');
    expect(dropzoneMessage({ isDragActive: true, isDragReject: true, lastRejected: false })).toBe(DROPZONE_REJECTED);
    expect(dropzoneMessage({ isDragActive: false, isDragReject: false, lastRejected: true })).toBe(
      'File type not supported or too large',
    );
    expect(dropzoneMessage({ isDragActive: true, isDragReject: false, lastRejected: true })).toBe(DROPZONE_ACTIVE);
  });
});
