import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../../test/fake-network.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChaptersDrawer } from './ChaptersDrawer.tsx';

const segments = [
  { id: 's0', start: 0, text: 'Welcome to the bakery.' },
  { id: 's1', start: 65, text: 'The telescope came later.' },
  { id: 's2', start: 130, text: 'Then the boats.' },
];
const chapter = (segmentId: string, start: number, title: string) => ({ __typename: 'Chapter', id: `c${segmentId}`, segmentId, start, title });

describe('Chapters panel', () => {
  it('suggests chapters, lets one be renamed, and saves the list as the current version’s chapters', async () => {
    const { client, calls } = fakeClient({
      TranscriptChapters: () => ({ data: { transcript: { __typename: 'Transcript', id: 't1', versionId: 'v1', chapters: [] } } }),
      SuggestChapters: () => ({ data: { suggestChapters: [chapter('s0', 0, 'Bakery, flour'), chapter('s1', 65, 'Telescope, moon')] } }),
      SetChapters: (variables) => ({
        data: { setChapters: { __typename: 'Transcript', id: 't1', versionId: 'v2', chapters: (variables.chapters as { segmentId: string; title: string }[]).map((c, i) => chapter(c.segmentId, [0, 65][i], c.title)) } },
      }),
    });
    renderWithProviders(<ChaptersDrawer transcriptId="t1" segments={segments} readOnly={false} onClose={() => undefined} />, client);
    await userEvent.click(await screen.findByRole('button', { name: 'Suggest chapters' }));
    const title = await screen.findByRole('textbox', { name: 'Title of chapter 2' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Looking up');
    await userEvent.click(screen.getByRole('button', { name: 'Save chapters' }));
    await waitFor(() => expect(calls.some((call) => call.operationName === 'SetChapters')).toBe(true));
    expect(calls.find((call) => call.operationName === 'SetChapters')!.variables).toEqual({
      transcriptId: 't1',
      baseVersionId: 'v1',
      chapters: [
        { segmentId: 's0', title: 'Bakery, flour' },
        { segmentId: 's1', title: 'Looking up' },
      ],
    });
  });

  it('a viewer sees the chapters and no editing', async () => {
    const { client } = fakeClient({
      TranscriptChapters: () => ({ data: { transcript: { __typename: 'Transcript', id: 't1', versionId: 'v1', chapters: [chapter('s1', 65, 'Looking up')] } } }),
    });
    renderWithProviders(<ChaptersDrawer transcriptId="t1" segments={segments} readOnly onClose={() => undefined} />, client);
    expect(await screen.findByRole('button', { name: '1:05 Looking up' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suggest chapters' })).toBeNull();
  });
});
