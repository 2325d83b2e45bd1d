import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../test/fake-network.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { TranscriptTitle } from './TranscriptTitle.tsx';

describe('TranscriptTitle', () => {
  it('an empty title on Enter keeps the field open with "Title is required" under it; a real one is saved', async () => {
    const { client, calls } = fakeClient({
      RenameTranscript: ({ id, title }) => ({ data: { renameTranscript: { __typename: 'Transcript', id, title, updatedAt: '2026-11-27T12:00:00Z' } } }),
    });
    renderWithProviders(<TranscriptTitle id="t1" title="Old title" />, client);
    fireEvent.click(screen.getByRole('button', { name: 'Rename transcript' }));
    const field = screen.getByRole('textbox', { name: 'Title' });
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.submit(field.closest('form')!);
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Title' }).getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.operationName === 'RenameTranscript')).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'New title' } });
    expect(screen.queryByText('Title is required')).toBeNull();
    fireEvent.submit(field.closest('form')!);
    await screen.findByRole('button', { name: 'Rename transcript' });
    expect(calls.find((call) => call.operationName === 'RenameTranscript')?.variables).toEqual({ id: 't1', title: 'New title' });
  });
});
