import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient, type FakeHandlers } from '../../test/fake-network.ts';
import { renderApp } from '../../test/render.tsx';

const emptyList: FakeHandlers = {
  RecentTranscripts: ({ page, perPage }) => ({ data: { transcripts: { __typename: 'TranscriptPage', page, perPage, items: [] } } }),
};

const wav = (name = 'talk_one.wav', bytes = 8) => new File([new Uint8Array(bytes)], name, { type: 'audio/wav' });

describe('Upload page', () => {
  it('shows the drop zone', () => {
    renderApp('/', fakeClient(emptyList).client);
    expect(screen.getByText('Drop audio files here or click to select')).toBeTruthy();
  });

  it('asks to tap where the pointer is a finger', () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: query === '(pointer: coarse)' }));
    try {
      renderApp('/', fakeClient(emptyList).client);
      expect(screen.getByText('Tap to choose a recording')).toBeTruthy();
      expect(screen.queryByText('Drop audio files here or click to select')).toBeNull();
    } finally {
      vi.mocked(window.matchMedia).mockRestore();
    }
  });

  it('refuses a file of another type with the rejected message', async () => {
    renderApp('/', fakeClient(emptyList).client);
    const input = screen.getByLabelText('Audio file');
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByText('File type not supported or too large')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a file over 30 MB', async () => {
    renderApp('/', fakeClient(emptyList).client);
    const big = wav('big.wav');
    Object.defineProperty(big, 'size', { value: 30 * 1024 * 1024 + 1 });
    await userEvent.upload(screen.getByLabelText('Audio file'), big);
    expect(await screen.findByText('File type not supported or too large')).toBeTruthy();
  });

  it('takes the limit the server is configured with, and says when Whisper is missing with the command that fixes it', async () => {
    renderApp(
      '/',
      fakeClient({
        ...emptyList,
        UploadLimits: () => ({ data: { limits: { __typename: 'Limits', maxUploadBytes: 100 * 1024 * 1024, maxAudioMinutes: 240 } } }),
        TranscriptionEngines: () => ({
          data: {
            engines: [
              { __typename: 'Engine', kind: 'TRANSCRIPTION', name: 'whisper', available: false, isDefault: false, models: [], defaultModel: null, reason: 'Whisper model not found in /x/models/whisper-base', fix: 'npm run setup' },
              { __typename: 'Engine', kind: 'TRANSCRIPTION', name: 'deepgram', available: true, isDefault: true, models: ['nova-3'], defaultModel: 'nova-3', reason: null, fix: null },
            ],
          },
        }),
      }).client,
    );
    expect(await screen.findByText('MP3, M4A, WAV or OGG, up to 100 MB')).toBeTruthy();
    const notice = await screen.findByTestId('engine-notice');
    expect(notice.textContent).toContain('Whisper is not available');
    expect(notice.textContent).toContain('Run npm run setup in the Tapescript folder');
    expect(notice.textContent).toContain('Until then uploads are transcribed with Deepgram nova-3.');
    const big = wav('day.wav');
    Object.defineProperty(big, 'size', { value: 60 * 1024 * 1024 });
    await userEvent.upload(screen.getByLabelText('Audio file'), big);
    expect(await screen.findByText('Selected file: day.wav')).toBeTruthy();
  });

  it('says transcriptions fail while Whisper is missing when no other engine is the default', async () => {
    const engine = (name: string, available: boolean, isDefault: boolean) => ({
      __typename: 'Engine', kind: 'TRANSCRIPTION', name, available, isDefault, models: [], defaultModel: null,
      reason: available ? null : 'Whisper model not found in /x/models/whisper-base', fix: available ? null : 'npm run setup',
    });
    // Deepgram has a key but TRANSCRIBE_ENGINE=whisper: an upload that names no engine does not go to it.
    renderApp('/', fakeClient({ ...emptyList, TranscriptionEngines: () => ({ data: { engines: [engine('whisper', false, true), engine('deepgram', true, false)] } }) }).client);
    const notice = await screen.findByTestId('engine-notice');
    expect(notice.textContent).toContain('Until then transcriptions fail; retry them once it is installed.');
  });

  it('uploads with the CSRF header and opens the new transcript', async () => {
    const { client, calls } = fakeClient({
      ...emptyList,
      UploadAudio: ({ title }) => ({
        data: { uploadAudio: { __typename: 'Transcript', id: 'new1', title, status: 'TRANSCRIBING', updatedAt: new Date().toISOString(), visibility: 'TEAM', tags: [] } },
      }),
      Transcript: () => ({ error: 'stop here', code: 'NOT_FOUND' }),
    });
    const { router } = renderApp('/', client);
    await userEvent.upload(screen.getByLabelText('Audio file'), [wav('talk_one.wav'), wav('second.wav')]);
    // The drop zone reads dropped files asynchronously: wait for the modal rather than assume it is there.
    expect(await screen.findByText('Selected file: talk_one.wav')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transcript/new1'));
    const upload = calls.find((call) => call.operationName === 'UploadAudio')!;
    expect(upload.variables.title).toBe('talk one');
    expect(upload.headers.get('x-graphql-yoga-csrf')).toBe('1');
  });

  it('keeps the modal open with "Upload Failed" on an error', async () => {
    const { client } = fakeClient({
      ...emptyList,
      UploadAudio: () => ({ error: 'Failed to upload file: storage refused', code: 'UPSTREAM_UNAVAILABLE' }),
    });
    renderApp('/', client);
    await userEvent.upload(screen.getByLabelText('Audio file'), wav());
    await userEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Upload Failed')).toBeTruthy();
    expect(screen.getByText('Failed to upload file: storage refused')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

it('a viewer’s start page has no drop zone, and says why', async () => {
  const viewer: FakeHandlers = {
    WhoAmI: () => ({ data: { me: { __typename: 'Me', kind: 'USER', role: 'VIEWER', user: { __typename: 'User', id: 'u1', name: 'Vic', email: 'vic@example.org' } } } }),
  };
  renderApp('/', fakeClient({ ...emptyList, ...viewer }).client);
  await waitFor(() => expect(screen.getByText(/You are a viewer here/)).toBeTruthy());
  expect(screen.queryByText('Drop audio files here or click to select')).toBeNull();
});
