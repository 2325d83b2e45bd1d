import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../../test/fake-network.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SpeakersDialog } from './SpeakersDialog.tsx';

describe('the Speakers dialog', () => {
  it('says a remembered voice is remembered, and offers to remember only the others', async () => {
    const { client, calls } = fakeClient({
      VoicesEnabled: () => ({ data: { voicesEnabled: true } }),
      NameByVoiceState: () => ({ data: { voicesEnabled: true, voices: [] } }),
      RememberedSpeakers: () => ({
        data: { transcript: { __typename: 'Transcript', id: 't1', rememberedSpeakers: [{ __typename: 'RememberedSpeaker', speaker: 'Ada', voice: { __typename: 'VoiceName', id: 'v1', name: 'Ada' } }] } },
      }),
    });
    const speakers = [
      { name: 'Ada', segments: 3 },
      { name: 'Speaker 2', segments: 2 },
    ];
    renderWithProviders(<SpeakersDialog open transcriptId="t1" speakers={speakers} change={vi.fn()} onClose={vi.fn()} />, client);
    expect(await screen.findByText('Remembered as Ada')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remember this voice as… (Ada)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remember this voice as… (Speaker 2)' })).toBeTruthy();
    expect(calls.filter((call) => call.operationName === 'RememberedSpeakers')).toHaveLength(1);
  });
});
