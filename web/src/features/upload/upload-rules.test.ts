import { describe, expect, it } from 'vitest';
import { ACCEPTED_MEDIA, DROPZONE_ACTIVE, DROPZONE_IDLE, DROPZONE_IDLE_TOUCH, DROPZONE_REJECTED, DEFAULT_MAX_UPLOAD_BYTES, dropzoneMessage, onlyFirstTaken, rejectionCause, speakersProblem, uploadOptions } from './upload-rules.ts';

describe('upload rules', () => {
  it('allows at most 30 MB until the server says otherwise', () => expect(DEFAULT_MAX_UPLOAD_BYTES).toBe(31_457_280));

  it('accepts the spec types and .m4a, and the video whose audio the server takes', () => {
    expect(Object.keys(ACCEPTED_MEDIA).sort()).toEqual(['audio/mp3', 'audio/mp4', 'audio/mpeg', 'audio/ogg', 'audio/wav', 'video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska']);
    expect(Object.values(ACCEPTED_MEDIA).flat()).toEqual(expect.arrayContaining(['.m4a', '.mp4', '.mov', '.mkv', '.webm']));
  });

  it('words the drop zone per state', () => {
    expect(DROPZONE_IDLE).toBe('Drop audio files here or click to select');
    expect(dropzoneMessage({ isDragActive: false, isDragReject: false, lastRejected: false, touch: false })).toBe(DROPZONE_IDLE);
    expect(dropzoneMessage({ isDragActive: true, isDragReject: false, lastRejected: false, touch: false })).toBe('Drop the audio file here');
    expect(dropzoneMessage({ isDragActive: true, isDragReject: true, lastRejected: false, touch: false })).toBe(DROPZONE_REJECTED);
    expect(dropzoneMessage({ isDragActive: false, isDragReject: false, lastRejected: true, touch: false })).toBe(
      'File type not supported or too large',
    );
    expect(dropzoneMessage({ isDragActive: true, isDragReject: false, lastRejected: true, touch: false })).toBe(DROPZONE_ACTIVE);
  });

  it('asks a finger to tap instead of to drop or click, and still says when a file was refused', () => {
    expect(dropzoneMessage({ isDragActive: false, isDragReject: false, lastRejected: false, touch: true })).toBe('Tap to choose a recording');
    expect(DROPZONE_IDLE_TOUCH).toBe('Tap to choose a recording');
    expect(dropzoneMessage({ isDragActive: false, isDragReject: false, lastRejected: true, touch: true })).toBe(DROPZONE_REJECTED);
  });
});

describe('rejection causes', () => {
  it('names the file, its size and the limit, or the accepted types', () => {
    expect(rejectionCause({ name: 'interview.mp3', size: 48 * 1024 * 1024 }, ['file-too-large'], DEFAULT_MAX_UPLOAD_BYTES)).toBe('interview.mp3 is 48 MB; the limit is 30 MB');
    expect(rejectionCause({ name: 'day.wav', size: 600 * 1024 * 1024 }, ['file-too-large'], 500 * 1024 * 1024)).toBe('day.wav is 600 MB; the limit is 500 MB');
    // Just over the limit reads as over it, not as the limit itself.
    expect(rejectionCause({ name: 'just_over.wav', size: 31_500_000 }, ['file-too-large'], DEFAULT_MAX_UPLOAD_BYTES)).toBe('just_over.wav is 30.1 MB; the limit is 30 MB');
    expect(rejectionCause({ name: 'notes.pdf', size: 1000 }, ['file-invalid-type'], DEFAULT_MAX_UPLOAD_BYTES)).toBe('Only audio (mp3, m4a, wav, ogg) or video (mp4, mov, mkv, webm) files can be uploaded');
  });

  it('says that only the first of several files is used', () => {
    expect(onlyFirstTaken('a.mp3', 2)).toBe('One file at a time: a.mp3 is used; the other 2 files were left out.');
    expect(onlyFirstTaken('a.mp3', 1)).toBe('One file at a time: a.mp3 is used; the other file was left out.');
  });
});

describe('upload options', () => {
  it('sends only what was filled in: language, names and terms, speakers', () => {
    expect(uploadOptions({ language: '', vocabulary: ' ', speakers: '' })).toEqual({});
    expect(uploadOptions({ language: 'de', vocabulary: 'ETRM, Ada Lovelace\nETRM\n\nBabbage', speakers: ' 3 ' })).toEqual({
      language: 'de',
      vocabulary: ['ETRM', 'Ada Lovelace', 'Babbage'],
      speakers: 3,
    });
  });

  it('takes 1 to 8 speakers or none', () => {
    expect(speakersProblem('')).toBeNull();
    expect(speakersProblem('8')).toBeNull();
    expect(speakersProblem('0')).toBe('Enter a whole number from 1 to 8, or leave it empty.');
    expect(speakersProblem('2.5')).not.toBeNull();
  });
});
