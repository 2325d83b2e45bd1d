import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../../test/fake-network.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ShowNotesDrawer } from './ShowNotesDrawer.tsx';

const notes = (markdown: string, drafted: boolean, byModel: boolean) => ({
  __typename: 'ShowNotes',
  markdown,
  drafted,
  byModel,
  updatedAt: '2026-11-29T12:00:00.000Z',
  author: { __typename: 'Author', name: 'Ada' },
});

describe('Show notes panel', () => {
  it('labels a model’s draft, and saves the markdown as edited; the badge goes once a person saved', async () => {
    let saved = false;
    const { client, calls } = fakeClient({
      TranscriptShowNotes: () => ({ data: { showNotes: saved ? notes('# Edited', false, false) : notes('# Drafted', true, true) } }),
      SaveShowNotes: (variables) => {
        saved = true;
        return { data: { saveShowNotes: notes(String(variables.markdown), false, false) } };
      },
    });
    renderWithProviders(<ShowNotesDrawer transcriptId="t1" readOnly={false} onDownload={() => undefined} onClose={() => undefined} />, client);
    expect(await screen.findByText('Drafted by a model: check it')).toBeTruthy();
    const editor = screen.getByRole('textbox', { name: 'Show notes (markdown)' });
    expect((editor as HTMLTextAreaElement).value).toBe('# Drafted');
    await userEvent.clear(editor);
    await userEvent.type(editor, '# Edited');
    await userEvent.click(screen.getByRole('button', { name: 'Save show notes' }));
    await waitFor(() => expect(calls.find((call) => call.operationName === 'SaveShowNotes')?.variables).toEqual({ transcriptId: 't1', markdown: '# Edited' }));
    await waitFor(() => expect(screen.queryByText('Drafted by a model: check it')).toBeNull());
  });

  it('a viewer reads them and downloads them, with nothing to draft or save', async () => {
    const downloads: string[] = [];
    const { client } = fakeClient({ TranscriptShowNotes: () => ({ data: { showNotes: notes('# Our episode', false, false) } }) });
    renderWithProviders(<ShowNotesDrawer transcriptId="t1" readOnly onDownload={(extension) => downloads.push(extension)} onClose={() => undefined} />, client);
    expect(await screen.findByText('# Our episode')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Draft/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Download .docx' }));
    expect(downloads).toEqual(['show-notes-docx']);
  });
});
