import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../test/fake-network.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { VoicesPage } from './VoicesPage.tsx';

const interview = (transcriptId: string, title: string) => ({
  __typename: 'VoiceInterview', transcriptId, title, speaker: 'Speaker 2', speechSeconds: 50, remembered: '2026-11-27T06:00:00.000Z',
});
const voices = () => ({
  data: {
    voicesEnabled: true,
    voices: [{ __typename: 'Voice', id: 'v1', name: 'Allison', interviews: 2, speechSeconds: 100, rememberedFrom: [interview('t1', 'First'), interview('t2', 'Second')] }],
  },
});
const me = (role: string) => () => ({ data: { me: { __typename: 'Me', kind: 'USER', role, user: { __typename: 'User', id: 'u1', name: 'Vic', email: 'vic@example.org' } } } });

describe('the Voices page', () => {
  it('gives an editor the voice’s changes and the library pass', async () => {
    renderWithProviders(
      <MemoryRouter>
        <VoicesPage />
      </MemoryRouter>,
      fakeClient({ Voices: voices, WhoAmI: me('EDITOR') }).client,
    );
    await screen.findByRole('button', { name: 'Rename the voice Allison' });
    expect(screen.getByRole('button', { name: 'Delete the voice Allison' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Take First out of the voice Allison' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Look through the library' })).toBeTruthy();
  });

  it('shows a viewer the voices and where they came from, without the changes the server would refuse', async () => {
    const { client, calls } = fakeClient({ Voices: voices, WhoAmI: me('VIEWER') });
    renderWithProviders(
      <MemoryRouter>
        <VoicesPage />
      </MemoryRouter>,
      client,
    );
    await screen.findByRole('link', { name: 'Second' });
    expect(calls.some((call) => call.operationName === 'WhoAmI')).toBe(true);
    // Until the answer to who is asking is in, the page offers what it always did; then the buttons go.
    await vi.waitFor(() => expect(screen.queryAllByRole('button')).toEqual([]));
    expect(screen.getByText('Allison')).toBeTruthy();
  });
});
