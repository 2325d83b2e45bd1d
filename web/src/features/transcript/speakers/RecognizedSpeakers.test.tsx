import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../../test/fake-network.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { RunChange } from '../editing/useTranscriptEditor.ts';
import { RecognizedSpeakers } from './RecognizedSpeakers.tsx';

describe('speakers recognised by voice', () => {
  it('says which numbered speaker was recognised as which voice, and Undo gives the label back', async () => {
    const recognised = { __typename: 'RecognizedSpeaker', speaker: 'ETRM', label: 'Speaker 2', score: 0.82, voice: { __typename: 'VoiceName', id: 'v1', name: 'ETRM' } };
    const { client, calls } = fakeClient({
      RecognizedSpeakers: () => ({ data: { voicesEnabled: true, transcript: { __typename: 'Transcript', id: 't1', recognizedSpeakers: [recognised] } } }),
    });
    const change: RunChange = async (run) => {
      await run('v1');
      return null;
    };
    renderWithProviders(<RecognizedSpeakers transcriptId="t1" versionId="v1" change={change} />, client);
    const list = await screen.findByRole('list', { name: 'Speakers recognised by voice' });
    expect(list.textContent).toBe('Speaker 2recognised as ETRM (0.82)Undo');
    await userEvent.click(screen.getByRole('button', { name: 'Undo the name ETRM' }));
    expect(calls.find((call) => call.operationName === 'ForgetRecognition')?.variables).toEqual({ transcriptId: 't1', speaker: 'ETRM' });
  });
});
