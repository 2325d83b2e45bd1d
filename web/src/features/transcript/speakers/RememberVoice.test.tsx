import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/Toaster.tsx';
import { fakeClient } from '../../../test/fake-network.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RememberVoice } from './RememberVoice.tsx';

const UNLIKE =
  '"Speaker 1" does not sound like the voice remembered as "Maria" (similarity 0.51; the same voice scores 0.60 or more). Check that it is the same person, or remember it under another name. If it is the same person in another language or on another microphone, remember it with sameVoice.';

describe('Remember this voice as…', () => {
  it('when the voice sounds unlike the one remembered under the name, the person can say it is the same and it is remembered', async () => {
    const { client, calls } = fakeClient({
      VoicesEnabled: () => ({ data: { voicesEnabled: true } }),
      RememberVoice: (variables) =>
        variables.sameVoice
          ? { data: { rememberVoice: { __typename: 'Voice', id: 'v1', name: 'Maria', interviews: 2, speechSeconds: 48 } } }
          : { error: UNLIKE, extensions: { reason: 'UNLIKE_REMEMBERED_VOICE' } },
    });
    renderWithProviders(<RememberVoice transcriptId="t1" speaker="Speaker 1" />, client);
    await userEvent.click(await screen.findByRole('button', { name: 'Remember this voice as… (Speaker 1)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name for the voice of Speaker 1' }), 'Maria');
    await userEvent.click(screen.getByRole('button', { name: 'Remember' }));
    const doubt = await screen.findByRole('alert');
    expect(doubt.textContent).toContain('does not sound like the voice remembered as "Maria" (similarity 0.51');
    expect(doubt.textContent).not.toContain('sameVoice');
    await userEvent.click(screen.getByRole('button', { name: /It is the same person/ }));
    await screen.findByRole('button', { name: 'Remember this voice as… (Speaker 1)' });
    expect(calls.filter((call) => call.operationName === 'RememberVoice').map((call) => call.variables.sameVoice)).toEqual([false, true]);
  });

  it('when the voice sounds like another remembered voice, the person can remember it as that voice in one click', async () => {
    const LIKE =
      '"Speaker 2" sounds like the voice remembered as "ETRM" (similarity 0.93; one voice scores 0.70 or more). If it is that person, remember it as "ETRM": this interview is then added to that voice. Two voices this alike would keep each other from being named.';
    const { client, calls } = fakeClient({
      VoicesEnabled: () => ({ data: { voicesEnabled: true } }),
      RememberVoice: (variables) =>
        variables.name === 'ETRM'
          ? { data: { rememberVoice: { __typename: 'Voice', id: 'v1', name: 'ETRM', interviews: 2, speechSeconds: 50 } } }
          : { error: LIKE, extensions: { reason: 'SOUNDS_LIKE_REMEMBERED_VOICE', voiceName: 'ETRM' } },
    });
    renderWithProviders(<RememberVoice transcriptId="t1" speaker="Speaker 2" />, client);
    await userEvent.click(await screen.findByRole('button', { name: 'Remember this voice as… (Speaker 2)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name for the voice of Speaker 2' }), 'The host');
    await userEvent.click(screen.getByRole('button', { name: 'Remember' }));
    const doubt = await screen.findByRole('alert');
    expect(doubt.textContent).toBe('"Speaker 2" sounds like the voice remembered as "ETRM" (similarity 0.93; one voice scores 0.70 or more). Two voices this alike would keep each other from being named.Remember as ETRMCancel');
    await userEvent.click(screen.getByRole('button', { name: 'Remember as ETRM' }));
    await screen.findByRole('button', { name: 'Remember this voice as… (Speaker 2)' });
    expect(calls.filter((call) => call.operationName === 'RememberVoice').map((call) => [call.variables.name, call.variables.sameVoice])).toEqual([
      ['The host', false],
      ['ETRM', false],
    ]);
  });

  it('a numbered speaker takes the voice’s name in this transcript too; a speaker with a name of its own keeps it', async () => {
    const { client } = fakeClient({
      VoicesEnabled: () => ({ data: { voicesEnabled: true } }),
      RememberVoice: (variables) => ({ data: { rememberVoice: { __typename: 'Voice', id: 'v1', name: variables.name, interviews: 1, speechSeconds: 48 } } }),
    });
    const toasts = vi.spyOn(toaster, 'create');
    const asked: string[] = [];
    const nameHere = async (name: string) => {
      asked.push(name);
      return true;
    };
    const { unmount } = renderWithProviders(<RememberVoice transcriptId="t1" speaker="Speaker 1" nameHere={nameHere} />, client);
    await userEvent.click(await screen.findByRole('button', { name: 'Remember this voice as… (Speaker 1)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name for the voice of Speaker 1' }), 'Maria');
    await userEvent.click(screen.getByRole('button', { name: 'Remember' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Remembered Speaker 1’s voice as Maria', description: 'From 1 interview, 0:48 of speech. Speaker 1 is Maria in this transcript too.' }),
      ),
    );
    expect(asked).toEqual(['Maria']);
    unmount();

    renderWithProviders(<RememberVoice transcriptId="t1" speaker="Host" nameHere={nameHere} />, client);
    await userEvent.click(await screen.findByRole('button', { name: 'Remember this voice as… (Host)' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name for the voice of Host' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name for the voice of Host' }), 'ETRM');
    await userEvent.click(screen.getByRole('button', { name: 'Remember' }));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ title: 'Remembered Host’s voice as ETRM', description: 'From 1 interview, 0:48 of speech.' })));
    expect(asked).toEqual(['Maria']);
    toasts.mockRestore();
  });
});
