import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { fakeClient } from '../../test/fake-network.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { MakeClipDialog } from './MakeClipDialog.tsx';
import { MakeClipOfHighlightButton } from './MakeClipOfHighlightButton.tsx';

const SOURCE = { transcriptId: 't1', fromSegmentId: 's1', fromWord: 1, toSegmentId: 's1', toWord: 3 };
const clip = (status: string, progress: number, extra: Record<string, unknown> = {}) => ({ __typename: 'Clip', id: 'c1', status, progress, url: null, duration: 1.6, format: 'OGG', error: null, ...extra });

test('makes a clip with the chosen format and padding, follows its progress, then plays it with a download and a link', async () => {
  const answers = [clip('RENDERING', 0.5), clip('READY', 1, { url: '/clips/c1' })];
  const { client, calls } = fakeClient({
    CreateClip: () => ({ data: { createClip: clip('QUEUED', 0) } }),
    ClipProgress: () => ({ data: { clip: answers.length > 1 ? answers.shift() : answers[0] } }),
    ClipLink: () => ({ data: { clipLink: '/download/tsc_x' } }),
  });
  const writeText = vi.fn().mockResolvedValue(undefined);
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  renderWithProviders(<MakeClipDialog open source={SOURCE} onClose={() => undefined} />, client);
  const dialog = within(screen.getByRole('dialog'));
  fireEvent.change(dialog.getByLabelText('Format'), { target: { value: 'OGG' } });
  fireEvent.change(dialog.getByLabelText('Padding (ms)'), { target: { value: '500' } });
  fireEvent.click(dialog.getByRole('button', { name: 'Make clip' }));

  const player = await waitFor(() => dialog.getByLabelText('Clip'), { timeout: 3000 });
  expect(player.getAttribute('src')).toBe('/clips/c1');
  expect(calls.find((call) => call.operationName === 'CreateClip')?.variables).toEqual({ ...SOURCE, format: 'OGG', paddingMs: 500 });
  expect(dialog.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('/clips/c1');
  fireEvent.click(dialog.getByRole('button', { name: 'Copy link' }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/download/tsc_x`));
  vi.unstubAllGlobals();
});

test('an audiogram: offered square and vertical, its progress shown, then played in a video player', async () => {
  const audiogram = (status: string, progress: number, extra: Record<string, unknown> = {}) => clip(status, progress, { format: 'AUDIOGRAM_VERTICAL', ...extra });
  const answers = [audiogram('RENDERING', 0.4), audiogram('READY', 1, { url: '/clips/c1' })];
  const { client, calls } = fakeClient({
    CreateClip: () => ({ data: { createClip: audiogram('QUEUED', 0) } }),
    ClipProgress: () => ({ data: { clip: answers.length > 1 ? answers.shift() : answers[0] } }),
  });
  renderWithProviders(<MakeClipDialog open source={SOURCE} onClose={() => undefined} />, client);
  const dialog = within(screen.getByRole('dialog'));
  const choices = within(dialog.getByLabelText('Format')).getAllByRole('option').map((option) => option.textContent);
  expect(choices).toEqual(expect.arrayContaining(['Audiogram (square)', 'Audiogram (vertical)']));
  fireEvent.change(dialog.getByLabelText('Format'), { target: { value: 'AUDIOGRAM_VERTICAL' } });
  fireEvent.click(dialog.getByRole('button', { name: 'Make clip' }));

  await waitFor(() => expect(dialog.getByText('Making the audiogram…')).toBeTruthy(), { timeout: 3000 });
  const player = await waitFor(() => dialog.getByLabelText('Audiogram'), { timeout: 3000 });
  expect(player.tagName).toBe('VIDEO');
  expect(player.getAttribute('src')).toBe('/clips/c1');
  expect(calls.find((call) => call.operationName === 'CreateClip')?.variables).toMatchObject({ format: 'AUDIOGRAM_VERTICAL' });
});

test('padding out of range cannot be sent, and a refusal is shown', async () => {
  const { client, calls } = fakeClient({ CreateClip: () => ({ error: 'A clip is at most 3 minutes long: these words with their padding last 200 s. Select fewer words.' }) });
  renderWithProviders(<MakeClipDialog open source={SOURCE} onClose={() => undefined} />, client);
  const dialog = within(screen.getByRole('dialog'));
  fireEvent.change(dialog.getByLabelText('Padding (ms)'), { target: { value: '9000' } });
  expect((dialog.getByRole('button', { name: 'Make clip' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(dialog.getByLabelText('Padding (ms)'), { target: { value: '250' } });
  fireEvent.click(dialog.getByRole('button', { name: 'Make clip' }));
  expect(await dialog.findByText(/at most 3 minutes/)).toBeTruthy();
  expect(calls.filter((call) => call.operationName === 'CreateClip')).toHaveLength(1);
});

test('a highlight’s "Make clip" opens the dialog on that highlight', async () => {
  const { client, calls } = fakeClient({ CreateClip: () => ({ data: { createClip: clip('QUEUED', 0) } }), ClipProgress: () => ({ data: { clip: clip('QUEUED', 0) } }) });
  renderWithProviders(<MakeClipOfHighlightButton highlightId="h1" />, client);
  fireEvent.click(screen.getByRole('button', { name: 'Make clip' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make clip' }));
  await waitFor(() => expect(calls.find((call) => call.operationName === 'CreateClip')?.variables).toMatchObject({ highlightId: 'h1', format: 'MP3' }));
});
