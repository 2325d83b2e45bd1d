import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { TranscriptOrigin } from './TranscriptOrigin.tsx';

const shown = () => screen.queryByTestId('transcript-origin')?.textContent ?? null;

test.each([
  [{ kind: 'VIDEO', fileName: 'interview.mp4', tracks: [] }, 'From video: interview.mp4'],
  [{ kind: 'UPLOAD', fileName: 'interview.mp3', tracks: [] }, 'From audio: interview.mp3'],
  [
    { kind: 'TRACKS', fileName: null, tracks: [{ speaker: 'Ada', fileName: 'ada.wav' }, { speaker: 'Grace', fileName: 'grace.wav' }] },
    'From 2 tracks: Ada (ada.wav), Grace (grace.wav)',
  ],
  [{ kind: 'CHANNELS', fileName: 'call.wav', tracks: [{ speaker: 'Ada', fileName: null }, { speaker: 'Grace', fileName: null }] }, 'From 2 channels of call.wav: Ada, Grace'],
  [{ kind: 'RECORDING', fileName: null, tracks: [] }, 'Recorded in the browser'],
  [{ kind: 'UPLOAD', fileName: 'talk.wav', transcriptFileName: 'talk.srt', tracks: [] }, 'From audio: talk.wav, with the transcript talk.srt'],
  [{ kind: 'IMPORT', fileName: null, transcriptFileName: 'notes.docx', tracks: [] }, 'Imported from notes.docx'],
] as const)('the transcript details say what came in: %o', (origin, text) => {
  renderWithProviders(<TranscriptOrigin origin={{ transcriptFileName: null, ...origin, tracks: [...origin.tracks] }} />);
  expect(shown()).toBe(text);
});

test('an upload of an earlier release whose name is not known says nothing', () => {
  renderWithProviders(<TranscriptOrigin origin={{ kind: 'UPLOAD', fileName: null, transcriptFileName: null, tracks: [] }} />);
  expect(shown()).toBeNull();
});
