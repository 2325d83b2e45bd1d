import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { TranscriptImport } from './TranscriptImport.tsx';

test('imports a transcript file without audio, titled from its name unless a title is typed', async () => {
  const onImport = vi.fn();
  renderWithProviders(<TranscriptImport disabled={false} error={null} onImport={onImport} />);
  await userEvent.click(screen.getByRole('button', { name: 'Import transcript' }));
  expect(screen.getByText('Choose a transcript file.')).toBeTruthy();
  expect(onImport).not.toHaveBeenCalled();
  const transcript = new File(['WEBVTT'], 'board_call.vtt', { type: 'text/vtt' });
  await userEvent.upload(screen.getByLabelText('Transcript file'), transcript);
  expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('board call');
  await userEvent.click(screen.getByRole('button', { name: 'Import transcript' }));
  expect(onImport).toHaveBeenCalledWith('board call', transcript);
});

test('says why an import failed', () => {
  renderWithProviders(<TranscriptImport disabled={false} error="The transcript file is empty." onImport={() => undefined} />);
  expect(screen.getByRole('alert').textContent).toBe('Import failed: The transcript file is empty.');
});
