import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../../test/fake-network.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AudioRemovedNotice } from './AudioRemovedNotice.tsx';

const answer = (audioRemovedAt: string | null) => ({ TranscriptAudioRemoved: () => ({ data: { transcript: { __typename: 'Transcript', id: 't1', audioRemovedAt } } }) });

describe('The player’s place when there is no audio', () => {
  it('says the retention policy removed the audio, and when', async () => {
    renderWithProviders(<AudioRemovedNotice id="t1" />, fakeClient(answer('2027-06-01T10:00:00.000Z')).client);
    expect((await screen.findByRole('status')).textContent).toMatch(/^The audio was removed by the library’s retention policy on Jun 1, 2027, .*; the transcript is kept\.$/);
  });

  it('says nothing for a transcript that never had audio', async () => {
    const network = fakeClient(answer(null));
    renderWithProviders(<AudioRemovedNotice id="t1" />, network.client);
    await waitFor(() => expect(network.calls.some((call) => call.operationName === 'TranscriptAudioRemoved')).toBe(true));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
