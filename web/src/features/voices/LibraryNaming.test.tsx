import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Client } from 'urql';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../test/fake-network.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { LibraryNaming } from './LibraryNaming.tsx';

const item = (id: string, title: string, status = 'READY') => ({ __typename: 'Transcript', id, title, status });
const pages: Record<number, ReturnType<typeof item>[]> = {
  1: [item('a', 'Host and guest'), item('b', 'Everyone named'), item('c', 'Still transcribing', 'TRANSCRIBING')],
  2: [item('d', 'Guest alone'), item('e', 'Compared last time')],
};
const library = (variables: Record<string, any>) => ({ data: { transcripts: { __typename: 'TranscriptPage', totalPages: 2, items: pages[variables.page] } } });
const answer = (id: string, named: Array<[string, string]>, offered: Array<[string, string]>, comparedBefore = false) => ({
  data: {
    nameSpeakersByVoice: {
      __typename: 'SpeakersNamedByVoice',
      transcript: { __typename: 'Transcript', id, versionId: `${id}2` },
      named: named.map(([label, speaker]) => ({ __typename: 'RecognizedSpeaker', label, speaker })),
      offered: offered.map(([speaker, voice]) => ({ __typename: 'VoiceSuggestion', speaker, voice: { __typename: 'VoiceName', id: voice, name: voice } })),
      comparedBefore,
    },
  },
});

/** Renders the section over `client` and starts the pass. */
async function startPass(client: Client) {
  renderWithProviders(
    <MemoryRouter>
      <LibraryNaming />
    </MemoryRouter>,
    client,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Look through the library' }));
}

describe('naming the library’s speakers by voice', () => {
  it('lists every page first, asks for each transcribed one in turn, passes over those with nothing to name, and lists what it found', async () => {
    // e was compared with the same voices on an earlier pass: answered at once, counted apart.
    const { client, calls } = fakeClient({
      LibraryTranscripts: library,
      NameLibrarySpeakersByVoice: ({ transcriptId }) =>
        transcriptId === 'a' ? answer('a', [['Speaker 1', 'ETRM']], [])
        : transcriptId === 'b' ? { error: 'Every speaker of this transcript has a name: only speakers still called "Speaker N" are named by voice.' }
        : transcriptId === 'd' ? answer('d', [], [['Speaker 2', 'Allison']])
        : answer('e', [], [], true),
    });
    await startPass(client);
    await screen.findByText('Looked through 4 of 4 transcripts; 2 with a name or an offer; 1 unchanged since it was last compared.');
    expect(calls.filter((call) => call.operationName === 'NameLibrarySpeakersByVoice').map((call) => call.variables.transcriptId)).toEqual(['a', 'b', 'd', 'e']);
    const found = screen.getByRole('list', { name: 'Transcripts named by voice' });
    expect(found.textContent).toBe('Host and guest — Speaker 1 is ETRMGuest alone — Speaker 2 might be Allison');
    expect(screen.getByRole('link', { name: 'Host and guest' }).getAttribute('href')).toBe('/transcript/a');
  });

  it('stops at an error that is not about one transcript, and says so', async () => {
    const { client } = fakeClient({
      LibraryTranscripts: library,
      NameLibrarySpeakersByVoice: () => ({ error: 'The voice could not be measured: no speaker model', code: 'UPSTREAM_UNAVAILABLE' }),
    });
    await startPass(client);
    await screen.findByText('Stopped after 0 of 4: The voice could not be measured: no speaker model');
  });
});
