import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../test/fake-network.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { TITLE_MAX_CHARS, TITLE_TOO_LONG } from '../../lib/title.ts';
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

  it('counts the title against the limit and refuses one past it with the reason, instead of cutting it', async () => {
    const { client, calls } = fakeClient({
      RenameTranscript: ({ id, title }) => ({ data: { renameTranscript: { __typename: 'Transcript', id, title, updatedAt: '2026-11-27T12:00:00Z' } } }),
    });
    renderWithProviders(<TranscriptTitle id="t1" title="Old title" />, client);
    fireEvent.click(screen.getByRole('button', { name: 'Rename transcript' }));
    const field = screen.getByRole('textbox', { name: 'Title' });
    expect(screen.getByText(`9/${TITLE_MAX_CHARS}`)).toBeTruthy();

    const long = 'a'.repeat(TITLE_MAX_CHARS + 5);
    fireEvent.change(field, { target: { value: long } });
    expect((field as HTMLInputElement).value).toBe(long);
    expect(screen.getByText(`${TITLE_MAX_CHARS + 5}/${TITLE_MAX_CHARS}`)).toBeTruthy();
    fireEvent.submit(field.closest('form')!);
    expect(screen.getByText(TITLE_TOO_LONG)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.operationName === 'RenameTranscript')).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'a'.repeat(TITLE_MAX_CHARS) } });
    expect(screen.queryByText(TITLE_TOO_LONG)).toBeNull();
    fireEvent.submit(field.closest('form')!);
    await screen.findByRole('button', { name: 'Rename transcript' });
    expect(calls.find((call) => call.operationName === 'RenameTranscript')?.variables).toEqual({ id: 't1', title: 'a'.repeat(TITLE_MAX_CHARS) });
  });
});
