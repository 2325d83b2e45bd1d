import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/Toaster.tsx';
import { fakeClient } from '../../../test/fake-network.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { RunChange } from '../editing/editor-session.ts';
import { NameByVoice } from './NameByVoice.tsx';

const state = (voices: number) => () => ({ data: { voicesEnabled: true, voices: Array.from({ length: voices }, (_, i) => ({ __typename: 'Voice', id: `v${i}` })) } });
/** The mutation's answer: the transcript at `versionId`, the speakers `named`, no offers. */
const answer = (versionId: string, named: object[], comparedBefore = false) => ({
  data: {
    nameSpeakersByVoice: {
      __typename: 'SpeakersNamedByVoice',
      transcript: { __typename: 'Transcript', id: 't1', versionId, recognizedSpeakers: [], voiceSuggestions: [] },
      named,
      offered: [],
      comparedBefore,
    },
  },
});
const speakers = [
  { name: 'Speaker 1', segments: 3 },
  { name: 'June', segments: 2 },
];

describe('naming an earlier transcript’s speakers by voice', () => {
  it('compares the numbered speakers with the remembered voices, as an undoable change, and says what it found', async () => {
    const { client, calls } = fakeClient({
      NameByVoiceState: state(2),
      NameSpeakersByVoice: () =>
        answer('v2', [{ __typename: 'RecognizedSpeaker', speaker: 'ETRM', label: 'Speaker 1', score: 0.83, voice: { __typename: 'VoiceName', id: 'v0', name: 'ETRM' } }]),
    });
    const toasts = vi.spyOn(toaster, 'create');
    const labels: Array<string | null> = [];
    const change: RunChange = async (run, _versionOf, label) => {
      labels.push(label);
      return (await run('v1')).data ?? null;
    };
    renderWithProviders(<NameByVoice transcriptId="t1" speakers={speakers} change={change} />, client);
    await userEvent.click(await screen.findByRole('button', { name: 'Name speakers by voice' }));
    expect(calls.find((call) => call.operationName === 'NameSpeakersByVoice')?.variables).toEqual({ transcriptId: 't1' });
    expect(labels).toEqual(['name speakers by voice']);
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ title: 'Named 1 of 1 speakers by voice', description: 'Speaker 1 is ETRM (0.83).' })));
  });

  it('says so when the speakers were compared with the same voices before', async () => {
    const { client } = fakeClient({
      NameByVoiceState: state(1),
      NameSpeakersByVoice: () => answer('v1', [], true),
    });
    const toasts = vi.spyOn(toaster, 'create');
    const change: RunChange = async (run) => (await run('v1')).data ?? null;
    renderWithProviders(<NameByVoice transcriptId="t1" speakers={speakers} change={change} />, client);
    await userEvent.click(await screen.findByRole('button', { name: 'Name speakers by voice' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Compared with these voices before', description: 'No voice was remembered or taken out since, so Speaker 1 keeps its label.' }),
      ),
    );
  });

  it('is not shown without a remembered voice, or when every speaker has a name', async () => {
    const change: RunChange = async () => null;
    const none = fakeClient({ NameByVoiceState: state(0) });
    renderWithProviders(<NameByVoice transcriptId="t1" speakers={speakers} change={change} />, none.client);
    await waitFor(() => expect(none.calls.some((call) => call.operationName === 'NameByVoiceState')).toBe(true));
    await act(async () => {});
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    // With voices it shows, unless no speaker is numbered.
    const some = fakeClient({ NameByVoiceState: state(2) });
    renderWithProviders(<NameByVoice transcriptId="t1" speakers={speakers} change={change} />, some.client);
    await screen.findByRole('button', { name: 'Name speakers by voice' });
    cleanup();
    renderWithProviders(<NameByVoice transcriptId="t1" speakers={[{ name: 'June', segments: 2 }]} change={change} />, some.client);
    await act(async () => {});
    expect(screen.queryByRole('button')).toBeNull();
  });
});
