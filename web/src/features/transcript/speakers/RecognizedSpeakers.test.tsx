import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../../test/fake-network.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ReadOnlyContext } from '../../../lib/who-am-i.ts';
import type { RunChange } from '../editing/editor-session.ts';
import type { Reverse } from '../editing/undo-history.ts';
import { RecognizedSpeakers } from './RecognizedSpeakers.tsx';

/** A change runner that runs each change and keeps what it was given (its undo label and reverse calls). */
function recordedChanges() {
  const ran: Array<{ label: string | null; reverse?: Reverse }> = [];
  const change: RunChange = async (run, _versionOf, label, reverse) => {
    ran.push({ label, reverse });
    await run('v1');
    return null;
  };
  return { ran, change };
}

describe('speakers recognised by voice', () => {
  it('says which numbered speaker was recognised as which voice, and Undo gives the label back', async () => {
    const recognised = { __typename: 'RecognizedSpeaker', speaker: 'ETRM', label: 'Speaker 2', score: 0.82, confirmed: false, interviewAdded: false, voice: { __typename: 'VoiceName', id: 'v1', name: 'ETRM' } };
    const { client, calls } = fakeClient({
      RecognizedSpeakers: () => ({ data: { voicesEnabled: true, transcript: { __typename: 'Transcript', id: 't1', recognizedSpeakers: [recognised], voiceSuggestions: [] } } }),
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

  it('offers a voice to a speaker left unnamed: confirming it names the speaker, turning it down asks the server to forget it', async () => {
    const offered = { __typename: 'VoiceSuggestion', speaker: 'Speaker 1', score: 0.55, voice: { __typename: 'VoiceName', id: 'v2', name: 'Allison' } };
    const { client, calls } = fakeClient({
      RecognizedSpeakers: () => ({ data: { voicesEnabled: true, transcript: { __typename: 'Transcript', id: 't1', recognizedSpeakers: [], voiceSuggestions: [offered] } } }),
      DismissVoiceSuggestion: () => ({ data: { dismissVoiceSuggestion: { __typename: 'Transcript', id: 't1', recognizedSpeakers: [], voiceSuggestions: [] } } }),
    });
    const { ran, change } = recordedChanges();
    renderWithProviders(<RecognizedSpeakers transcriptId="t1" versionId="v1" change={change} />, client);
    const list = await screen.findByRole('list', { name: 'Speakers recognised by voice' });
    expect(list.textContent).toBe('Speaker 1might be Allison (0.55)It is AllisonNot Allison');
    await userEvent.click(screen.getByRole('button', { name: 'It is Allison (Speaker 1)' }));
    expect(calls.find((call) => call.operationName === 'AcceptVoiceSuggestion')?.variables).toEqual({ transcriptId: 't1', speaker: 'Speaker 1' });
    expect(ran.map((entry) => entry.label)).toEqual(['name speaker by voice']);
    // Undone, the name is forgotten by the call that also takes the interview out of the voice; redone, confirmed again.
    await ran[0].reverse!.undo();
    expect(calls.filter((call) => call.operationName === 'ForgetRecognition').map((call) => call.variables)).toEqual([{ transcriptId: 't1', speaker: 'Allison' }]);
    await ran[0].reverse!.redo();
    expect(calls.filter((call) => call.operationName === 'AcceptVoiceSuggestion')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Not Allison (Speaker 1)' }));
    expect(calls.find((call) => call.operationName === 'DismissVoiceSuggestion')?.variables).toEqual({ transcriptId: 't1', speaker: 'Speaker 1' });
    // The answer has no suggestion left: the line goes.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Speakers recognised by voice' })).toBeNull());
  });

  it('a confirmed name says so; undoing it is undone by confirming again', async () => {
    const confirmed = { __typename: 'RecognizedSpeaker', speaker: 'Allison', label: 'Speaker 1', score: 0.56, confirmed: true, interviewAdded: true, voice: { __typename: 'VoiceName', id: 'v2', name: 'Allison' } };
    const { client, calls } = fakeClient({
      RecognizedSpeakers: () => ({ data: { voicesEnabled: true, transcript: { __typename: 'Transcript', id: 't1', recognizedSpeakers: [confirmed], voiceSuggestions: [] } } }),
    });
    const { ran, change } = recordedChanges();
    renderWithProviders(<RecognizedSpeakers transcriptId="t1" versionId="v1" change={change} />, client);
    const list = await screen.findByRole('list', { name: 'Speakers recognised by voice' });
    expect(list.textContent).toBe('Speaker 1confirmed as Allison (0.56)Undo');
    await userEvent.click(screen.getByRole('button', { name: 'Undo the name Allison' }));
    expect(ran.map((entry) => entry.label)).toEqual(['undo voice recognition']);
    expect(calls.find((call) => call.operationName === 'ForgetRecognition')?.variables).toEqual({ transcriptId: 't1', speaker: 'Allison' });
    await ran[0].reverse!.undo();
    expect(calls.find((call) => call.operationName === 'AcceptVoiceSuggestion')?.variables).toEqual({ transcriptId: 't1', speaker: 'Speaker 1' });
  });

  it('a reader sees the names, without Undo and without the offers', async () => {
    const recognised = { __typename: 'RecognizedSpeaker', speaker: 'ETRM', label: 'Speaker 2', score: 0.82, confirmed: false, interviewAdded: false, voice: { __typename: 'VoiceName', id: 'v1', name: 'ETRM' } };
    const offered = { __typename: 'VoiceSuggestion', speaker: 'Speaker 1', score: 0.55, voice: { __typename: 'VoiceName', id: 'v2', name: 'Allison' } };
    const { client } = fakeClient({
      RecognizedSpeakers: () => ({ data: { voicesEnabled: true, transcript: { __typename: 'Transcript', id: 't1', recognizedSpeakers: [recognised], voiceSuggestions: [offered] } } }),
    });
    const change: RunChange = async () => null;
    renderWithProviders(
      <ReadOnlyContext.Provider value={true}>
        <RecognizedSpeakers transcriptId="t1" versionId="v1" change={change} />
      </ReadOnlyContext.Provider>,
      client,
    );
    const list = await screen.findByRole('list', { name: 'Speakers recognised by voice' });
    expect(list.textContent).toBe('Speaker 2recognised as ETRM (0.82)');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
